import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env';

const SERVER = resolve(REPO_ROOT, 'packages/api/dist/server.js');

/** Runs the compiled server as `npm run serve` does, from another folder, until it exits. */
function serve(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: tmpdir(),
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'spa-')),
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

// The journeys run the compiled server; these are its start-up failures, which must
// read as they do from source (decision 71).
describe('the compiled server', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [resolve(REPO_ROOT, 'scripts/build-server.mjs')], { stdio: 'ignore' });
  });

  it('stops at a bad variable, naming it', () => {
    const run = serve({ PORT: 'eighty' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Invalid environment:\n  - PORT: Invalid input: expected number, received NaN\n');
  });

  it('stops at a bad catalogue, naming the file and the field', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'resort.json');
    writeFileSync(file, JSON.stringify({ Resort: {} }));
    const run = serve({ CATALOGUE_FILE: file });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^Invalid catalogue ${file}:\\n  - Resort.Name: `));
    expect(run.stderr).not.toMatch(/\bat \S+ \(/); // no stack trace
  });
});
