import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import { loadLegacyMembers } from '../../src/modules/migration';

describe('accounts start-up checks', () => {
  it('refuses to start in production without a token signing key or SMTP server', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/TOKEN_SIGNING_KEY.*\n.*SMTP_URL/);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        TOKEN_SIGNING_KEY: 'k'.repeat(40),
        SMTP_URL: 'smtp://mail.example.com:587',
      }),
    ).not.toThrow();
    expect(() => loadEnv({ TOKEN_SIGNING_KEY: 'too short' })).toThrow(/TOKEN_SIGNING_KEY/);
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
