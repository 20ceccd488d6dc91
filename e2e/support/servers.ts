/**
 * The journeys' servers (decision 0510): one per Playwright worker, each on its own port with its
 * own embedded database and its own sandbox payment provider, so that journeys in different
 * workers never share data. Server `i` listens on E2E_PORT + 2i (3100 by default), its sandbox
 * provider on the port after it: `E2E_PORT=3470` takes 3470–3473.
 */
export const JOURNEY_WORKERS = 2;

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The port of the server that the worker in slot `parallelIndex` (0, 1…) talks to. */
export function journeyServerPort(parallelIndex: number): number {
  return FIRST_PORT + 2 * parallelIndex;
}

/** The origin of that server (the journeys' `baseURL`). */
export function journeyServerOrigin(parallelIndex: number): string {
  return `http://localhost:${journeyServerPort(parallelIndex)}`;
}
