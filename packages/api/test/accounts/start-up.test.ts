import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { loadLegacyMembers } from '../../src/modules/migration';

describe('accounts start-up checks', () => {
  it('refuses to start in production without https, a token signing key or an SMTP server', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN.*\n.*TOKEN_SIGNING_KEY.*\n.*PAYMENT_SANDBOX_SECRET.*\n.*SMTP_URL/,
    );
    const production = {
      NODE_ENV: 'production',
      TOKEN_SIGNING_KEY: 'k'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
    };
    expect(() => loadEnv({ ...production, PUBLIC_ORIGIN: 'http://spa.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(loadEnv({ ...production, PUBLIC_ORIGIN: 'https://spa.example/' }).PUBLIC_ORIGIN).toBe(
      'https://spa.example',
    );
    expect(() => loadEnv({ TOKEN_SIGNING_KEY: 'too short' })).toThrow(/TOKEN_SIGNING_KEY/);
  });

  it('links e-mails to the port the server listens on when no public origin is given', () => {
    expect(loadEnv({ PORT: '3207' }).PUBLIC_ORIGIN).toBe('http://localhost:3207');
    expect(loadEnv({}).PUBLIC_ORIGIN).toBe('http://localhost:3000');
  });

  it('loads the demo legacy members and finds them in any case', () => {
    const members = loadLegacyMembers(loadEnv({}).LEGACY_MEMBERS_FILE);
    expect(members.find('Margaret.Hale@Example.com')?.FirstName).toBe('Margaret');
    expect(members.find('nobody@example.com')).toBeUndefined();
  });

  it('stops at a bad legacy members file, naming the entry and field', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'legacy-')), 'members.json');
    writeFileSync(
      path,
      JSON.stringify({
        Members: [{ EmailAddress: 'not-an-email', FirstName: 'A', LastName: 'B', Title: 'MR' }],
      }),
    );
    expect(() => loadLegacyMembers(path)).toThrow(/Members\.0\.EmailAddress/);
  });
});
