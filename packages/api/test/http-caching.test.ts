import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const CONFIGURATION_CALLS = ['/umbraco/api/spa/getConfiguration', '/umbraco/api/account/getConfiguration'];

/** A built web app in miniature: entry pages and a hashed asset, each with its compressed copies. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'spa-dist-'));
  const files: Record<string, string> = {
    'booking/index.html': `<!doctype html><title>Book</title>${'<p>spa</p>'.repeat(200)}`,
    'assets/booking-Ab12Cd34.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
    '.vite/manifest.json': '{"booking/index.html":{"file":"assets/booking-Ab12Cd34.js"}}',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  }
  return dist;
}

describe(`compression and caching (${TEST_DB})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebBuild();
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist },
      extend: (app) => {
        app.get('/api/test/small', async () => ({ ok: true }));
        app.post('/api/test/echo', async (request) => request.body);
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends JSON brotli-compressed to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const plain = await get('/umbraco/api/spa/getConfiguration');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/umbraco/api/spa/getConfiguration', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/umbraco/api/spa/getConfiguration', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps the security headers on compressed answers', async () => {
    const br = await get('/umbraco/api/spa/getConfiguration', { 'accept-encoding': 'br' });
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves answers under 1 KB uncompressed (the bytes saved would not pay for the work)', async () => {
    const small = await get('/api/test/small', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('does not inflate compressed request bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each(CONFIGURATION_CALLS)('%s: a weak ETag, no-cache, and 304 when the browser has it', async (url) => {
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    // The ETag names the body, whatever its compression.
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(etag);
    const stale = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('serves the precompressed copy of a hashed asset, cached for a year as immutable', async () => {
    const br = await get('/assets/booking-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const gzip = await get('/assets/booking-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('console.log');

    const plain = await get('/assets/booking-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it("does not serve the build's manifest (a dot folder)", async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('serves the HTML entry page compressed and revalidated on every visit', async () => {
    const page = await get('/booking/', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Book</title>');
  });
});
