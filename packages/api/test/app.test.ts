import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import Fastify from 'fastify';
import { loadEnv, trustProxyOption } from '../src/config/env';

describe(`the server (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) => {
        // A route that fails inside, to prove no internals reach the client.
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail at /srv/db.ts:42');
        });
        app.post(
          '/api/test/echo',
          { schema: { body: z.object({ count: z.number().int().min(1) }) } },
          async (r) => r.body,
        );
      },
    });
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', database: TEST_DB });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('hides internal errors behind a plain 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('db.ts');
    expect(response.json().message).toBe('Something went wrong on our side.');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"count":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('names the field and reason of a body that fails its schema', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { count: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.count', message: expect.stringMatching(/>=\s?1/) },
    ]);
  });

  it('sends a strict content security policy and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('describes a 2xx answer (and the error answers) of every operation in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        operation: `${method} ${path}`,
        ...operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const lacking = (codes: RegExp) =>
      operations
        .filter(({ responses = {} }) =>
          Object.entries(responses).every(([code, answer]) => !codes.test(code) || !answer.content),
        )
        .map(({ operation }) => operation)
        // The test's own routes (added above) are not the product's.
        .filter((operation) => !operation.includes('/api/test/'));
    expect(lacking(/^2/)).toEqual([]);
    expect(lacking(/^4/)).toEqual([]);
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/umbraco/api/spa/getConfiguration',
        '/api/spa/activities/{fromDate}/{toDate}',
        '/healthz',
      ]),
    );
  });
});

describe('environment', () => {
  const production = {
    NODE_ENV: 'production',
    TOKEN_SIGNING_KEY: 'k'.repeat(40),
    SMTP_URL: 'smtp://mail:25',
    PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
    PUBLIC_ORIGIN: 'https://spa.example',
  };

  it('rejects a bad variable and names it', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('never puts demo bookings into a production database', () => {
    expect(() => loadEnv({ ...production, DEMO_DIARY: 'on' })).toThrow(/DEMO_DIARY/);
    expect(() => loadEnv({ ...production, DEMO_STAYS: 'on' })).toThrow(/DEMO_STAYS/);
    expect(loadEnv(production).DEMO_DIARY).toBe('off');
    expect(loadEnv(production).DEMO_STAYS).toBe('off');
  });

  it('keeps the browsable API off in production unless API_DOCS=on, on elsewhere', () => {
    expect(loadEnv(production).API_DOCS).toBe('off');
    expect(loadEnv({ ...production, API_DOCS: 'on' }).API_DOCS).toBe('on');
    expect(loadEnv({}).API_DOCS).toBe('on');
    expect(loadEnv({ API_DOCS: 'off' }).API_DOCS).toBe('off');
  });

  it("reads TRUST_PROXY as Fastify's trustProxy does: true, a hop count, addresses and CIDRs", () => {
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5 ,::1, fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['*', '-1', '101', '10.0.0.0/33', 'balancer.internal', '1.2.3', '10.0.0.1/8/2']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('gives the client address behind the trusted proxies, and the socket address when none is trusted', async () => {
    const clientAddressWith = async (trustProxy: string | undefined) => {
      const app = Fastify({ trustProxy: trustProxyOption(loadEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY) });
      app.get('/ip', async (request) => request.ip);
      const forwarded = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' };
      const answer = await app.inject({ method: 'GET', url: '/ip', headers: forwarded });
      await app.close();
      return answer.body;
    };
    expect(await clientAddressWith(undefined)).toBe('127.0.0.1');
    expect(await clientAddressWith('127.0.0.1')).toBe('198.51.100.7');
    expect(await clientAddressWith('127.0.0.0/8,198.51.100.0/24')).toBe('203.0.113.9');
    expect(await clientAddressWith('2')).toBe('203.0.113.9');
    expect(await clientAddressWith('true')).toBe('203.0.113.9');
    expect(await clientAddressWith('10.0.0.1')).toBe('127.0.0.1');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe(`behind one proxy, docs off (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1', API_DOCS: 'off' },
      extend: (app) => app.get('/api/test/ip', async (request) => ({ ip: request.ip })),
    });
  });
  afterAll(() => t.close());

  it('takes the client address from the nearest hop of X-Forwarded-For', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('serves no browsable API when API_DOCS is off', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
  });
});
