/**
 * Availability over HTTP: the real API on a busy generated day, 100 requests in
 * flight, 4 guests × 2 treatments, combined and separate. Target p95 ≤ 30 ms.
 */
import { post, runAtRate, runConcurrently, startBusyServer, summarise } from './support';

const CONCURRENCY = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
/** Open-loop arrival rate (requests per second) for the service-latency measurement. */
const RATE = Number(process.env.BENCH_RATE ?? 100);

export async function benchHttpAvailability() {
  const server = await startBusyServer({ existing: 500 });
  const { day } = server;
  const session = (await post(`${server.url}/api/session/begin/spa`, {})).json.Id as string;
  const body = (startTogether: boolean, shift: number) => ({
    SessionId: session,
    Date: day.date,
    StartTogether: startTogether,
    GuestRequirements: [0, 1, 2, 3].map((g) => ({
      GuestIndex: g,
      Activities: [
        day.codes[(g * 4 + shift * 2) % day.codes.length],
        day.codes[(g * 4 + shift * 2 + 5) % day.codes.length],
      ],
    })),
  });
  const results: Record<string, ReturnType<typeof summarise> & { rps: number; errors: number }> = {};
  const openLoop: Record<string, ReturnType<typeof summarise>> = {};
  for (const mode of ['combined', 'separate'] as const) {
    let errors = 0;
    const call = async (i: number) => {
      const response = await fetch(`${server.url}/api/spa/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(mode === 'combined', i % 4)),
      });
      await response.arrayBuffer();
      if (response.status !== 200) errors++;
    };
    await runConcurrently(200, CONCURRENCY, call); // warm-up
    errors = 0;
    const { times, seconds } = await runConcurrently(REQUESTS, CONCURRENCY, call);
    results[mode] = { ...summarise(times), rps: Math.round(REQUESTS / seconds), errors };
    openLoop[`${mode} at ${RATE}/s`] = summarise(await runAtRate(RATE, 10, call));
  }
  await server.close();
  return { database: server.database, closedLoop: { concurrency: CONCURRENCY, ...results }, openLoop };
}
