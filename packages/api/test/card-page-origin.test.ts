import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framingOrigin } from '../src/modules/payment/payment.routes';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const cardPage = (app: TestApp['app'], referer?: string) =>
  app.inject({
    method: 'GET',
    url: `/payment/card?s=${Buffer.from('abcdefghijklmnop').toString('base64')}`,
    headers: referer ? { referer } : {},
  });
const parentOriginOf = (html: string) => /data-parent-origin="([^"]*)"/.exec(html)?.[1];

describe(`the card page answers the page that framed it, from an allow-list (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_ORIGIN: 'https://spa.example.com',
        CARD_PAGE_PARENT_ORIGINS: 'https://spa.example.com, http://localhost:5173',
      },
    });
  });
  afterAll(() => t.close());

  it('posts to the framing page when its origin is listed', async () => {
    const page = await cardPage(t.app, 'http://localhost:5173/booking/');
    expect(parentOriginOf(page.body)).toBe('http://localhost:5173');
  });

  it('falls back to PUBLIC_ORIGIN for an unlisted or missing framer', async () => {
    expect(parentOriginOf((await cardPage(t.app, 'https://evil.example/')).body)).toBe(
      'https://spa.example.com',
    );
    expect(parentOriginOf((await cardPage(t.app)).body)).toBe('https://spa.example.com');
  });

  it('reads only the origin of a Referer, and ignores one that is not a URL', () => {
    const allowed = new Set(['http://localhost:5173']);
    expect(framingOrigin('http://localhost:5173/booking/#/spa/day/x/payment', allowed)).toBe(
      'http://localhost:5173',
    );
    expect(framingOrigin('not a url', allowed)).toBeNull();
    expect(framingOrigin(undefined, allowed)).toBeNull();
  });
});
