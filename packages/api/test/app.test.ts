import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { loadEnv } from '../src/config/env';

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
  it('rejects a bad variable and names it', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('never puts demo bookings into a production database', () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SIGNING_KEY: 'k'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_ORIGIN: 'https://spa.example',
    };
    expect(() => loadEnv({ ...production, DEMO_DIARY: 'on' })).toThrow(/DEMO_DIARY/);
    expect(loadEnv(production).DEMO_DIARY).toBe('off');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
