import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { childrenOf, startApiProcesses } from './helpers/api-process';

/** The API servers this test process has running (children whose command is the server). */
function runningServers(): number[] {
  return childrenOf(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('packages/api/src/server.ts');
    } catch {
      return false; // ended while being read
    }
  });
}

/** Calls `start` and notes every API server seen running meanwhile. */
async function watchingServers(
  start: () => Promise<unknown>,
): Promise<{ seen: Set<number>; error: unknown }> {
  const seen = new Set<number>();
  const watch = setInterval(() => runningServers().forEach((pid) => seen.add(pid)), 20);
  try {
    await start();
    return { seen, error: undefined };
  } catch (error) {
    return { seen, error };
  } finally {
    clearInterval(watch);
  }
}

describe('starting API processes for a test leaves none running behind a failed start', () => {
  // A "database" that accepts connections and never answers: a server on it starts and never serves.
  let blackHole: Server;
  const sockets = new Set<Socket>();
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    blackHole = createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((done) => blackHole.listen(0, '127.0.0.1', done));
    const { port } = blackHole.address() as { port: number };
    env = { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/never` };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => blackHole.close(done));
  });

  it('stops the process it was starting when the start-up deadline passes', async () => {
    const { seen, error } = await watchingServers(() => startApiProcesses(2, { env, startupMs: 3_000 }));
    expect(String(error)).toMatch(/did not start in 3 s/);
    expect(seen.size).toBe(1); // the first one started and never served; the second never began
    expect(runningServers()).toEqual([]);
  });

  it('stops the process it was starting when the caller gives up (a set-up that timed out)', async () => {
    const giveUp = new AbortController();
    const { seen, error } = await watchingServers(async () => {
      const starting = startApiProcesses(2, { env, signal: giveUp.signal });
      await vi
        .waitFor(() => expect(runningServers()).toHaveLength(1), { timeout: 30_000, interval: 20 })
        .finally(() => giveUp.abort());
      await starting;
    });
    expect((error as Error).name).toBe('AbortError');
    expect(seen.size).toBe(1);
    expect(runningServers()).toEqual([]);
  });
});
