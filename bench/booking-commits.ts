/**
 * Booking commits per second under contention: workers each take a session, ask
 * for treatment times, pick one of the first few (so that they collide), begin the
 * booking, pay and confirm. Counts confirmed bookings per second and lost races.
 */
import { sql } from '../packages/api/src/lib/sql';
import { randomUUID } from 'node:crypto';
import { post, runConcurrently, startBusyServer, summarise } from './support';

const WORKERS = 50;
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 300);

/**
 * `hot`: every worker picks among the 4 earliest slots (the last-slots rush);
 * `spread`: workers spread over all open slots, colliding only by chance.
 */
export async function benchBookingCommits() {
  return { hot: await benchScenario(4), spread: await benchScenario(Infinity) };
}

async function benchScenario(choices: number) {
  const server = await startBusyServer({ existing: 0, poolSize: 20 });
  const { day, url } = server;
  const code = day.codes[1]!;
  const activity = day.catalogue.Activities.find((a) => a.Code === code)!;
  let confirmed = 0;
  let conflicts = 0;
  let failures = 0;
  const book = async (i: number) => {
    const sessionId = (await post(`${url}/api/session/begin/spa`, {})).json.Id as string;
    const slots = await post(`${url}/api/spa/search`, {
      SessionId: sessionId,
      Date: day.date,
      StartTogether: true,
      GuestRequirements: [{ GuestIndex: 0, Activities: [code] }],
    });
    const guest = (
      slots.json.GuestAvailability as {
        Periods: { AM: { IsAvailable: boolean; TreatmentTimes: Record<string, string | number>[] }[] };
      }[]
    )[0]!;
    const open = guest.Periods.AM.filter((s) => s.IsAvailable);
    const slot = open[i % Math.min(choices, open.length)];
    if (!slot) return void conflicts++;
    const t = slot.TreatmentTimes[0]!;
    const begin = await post(`${url}/api/spa/${sessionId}/begin-booking`, {
      isSpaDay: false,
      date: day.date,
      leadGuestIndex: 0,
      clients: [
        {
          title: 'Ms',
          firstName: 'Bench',
          lastName: `Guest${i}`,
          emailAddress: 'bench@example.com',
          telephoneNumber: '+44 7700 900000',
          address1: '1 Road',
          city: 'York',
          country: 'GB',
          postCode: 'YO1 1AA',
        },
      ],
      items: [
        {
          clientIndex: 0,
          itemType: 1,
          startDateTime: t.StartTime,
          endDateTime: t.EndTime,
          staffId: t.StaffId,
          roomId: t.RoomId,
          appointmentTypeID: activity.ID,
          code,
        },
      ],
    });
    if (begin.status === 409) return void conflicts++;
    if (begin.status !== 200) return void failures++;
    await server.db.database.db.execute(sql`
      INSERT INTO payments (session_id, ipage_session_id, amount_pence, status, card_masked, reference, completed_at)
      VALUES (${sessionId}, ${randomUUID()}, ${begin.json.Total as number}, 'approved', '************1111', 'BENCH', now())`);
    const processed = await post(`${url}/api/spa/${sessionId}/process-booking`, {});
    if (processed.status === 200) confirmed++;
    else if (processed.status === 409) conflicts++;
    else failures++;
  };
  const { times, seconds } = await runConcurrently(ATTEMPTS, WORKERS, book);
  await server.close();
  return {
    database: server.database,
    choices: Number.isFinite(choices) ? `${choices} earliest` : 'all open',
    workers: WORKERS,
    attempts: ATTEMPTS,
    confirmed,
    conflicts,
    failures,
    commitsPerSecond: Math.round((confirmed / seconds) * 10) / 10,
    journeyMs: summarise(times),
  };
}
