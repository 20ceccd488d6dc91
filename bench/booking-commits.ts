/**
 * Booking commits per second under contention: workers each take a session, ask for
 * treatment times, pick one of the first few (so that they collide), hold it (the
 * server assigns any free qualified therapist and room), begin the booking, pay and
 * confirm. Counts confirmed bookings per second, 409s and 5xx, and, from the final
 * diary, how many of the attempts that were refused could still have been served at
 * their start time (a qualified therapist and a suitable room still free then), and
 * any therapist or room booked twice.
 */
import { randomUUID } from 'node:crypto';
import { holdChoice, type HoldRequest } from '@spa/domain';
import { sql } from '../packages/api/src/lib/sql';
import { loadTaken } from '../packages/api/src/modules/spa-claims';
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

type Outcome = 'confirmed' | 'refused' | 'failed';

async function benchScenario(choices: number) {
  const server = await startBusyServer({ existing: 0, poolSize: 20 });
  const { day, url } = server;
  const code = day.codes[1]!;
  const activity = day.catalogue.Activities.find((a) => a.Code === code)!;
  const attempts: { start: string; outcome: Outcome }[] = [];
  /** The first unexpected answer, to say what went wrong. */
  let firstFailure: string | undefined;
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
    if (!slot) return void attempts.push({ start: '', outcome: 'refused' });
    const t = slot.TreatmentTimes[0]!;
    const attempt = { start: t.StartTime as string, outcome: 'failed' as Outcome };
    attempts.push(attempt);
    const outcome = (status: number, answer?: unknown): Outcome | null => {
      if (status === 409) return 'refused';
      if (status === 200) return null;
      firstFailure ??= `${status} ${JSON.stringify(answer).slice(0, 300)}`;
      return 'failed';
    };

    const hold = await post(
      `${url}/api/session/${sessionId}/holds/treatments`,
      {
        Date: day.date,
        PartySize: 1,
        Items: [
          {
            GuestIndex: 0,
            AppointmentTypeID: activity.ID,
            StartTime: t.StartTime,
            StaffId: t.StaffId,
            RoomId: t.RoomId,
          },
        ],
      },
      'PUT',
    );
    if (outcome(hold.status, hold.json)) return void (attempt.outcome = outcome(hold.status)!);
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
    if (outcome(begin.status, begin.json)) return void (attempt.outcome = outcome(begin.status)!);
    await server.db.database.db.execute(sql`
      INSERT INTO payments (session_id, ipage_session_id, amount_pence, status, card_masked, reference, completed_at)
      VALUES (${sessionId}, ${randomUUID()}, ${begin.json.Total as number}, 'approved', '************1111', 'BENCH', now())`);
    const processed = await post(`${url}/api/spa/${sessionId}/process-booking`, {});
    attempt.outcome = outcome(processed.status, processed.json) ?? 'confirmed';
  };
  const { times, seconds } = await runConcurrently(ATTEMPTS, WORKERS, book);

  // The final diary: confirmed bookings only (every hold has been confirmed or refused).
  const db = server.db.database.db;
  await db.execute(sql`DELETE FROM appointment_claims WHERE expires_at IS NOT NULL`);
  const from = new Date(`${day.date}T00:00:00Z`);
  const taken = await loadTaken(
    db,
    new Date(from.getTime() - 86_400_000),
    new Date(from.getTime() + 2 * 86_400_000),
    null,
    null,
  );
  /** Could a guest still hold this start in the final diary (so also when they were refused)? */
  const stillFree = (start: string) => {
    const request: HoldRequest = {
      Kind: 'treatments',
      Date: day.date,
      PartySize: 1,
      Items: [{ GuestIndex: 0, AppointmentTypeID: activity.ID, StartTime: start }],
    };
    return holdChoice(day.catalogue, taken, undefined, request, { clock: { now: Date.now() } }).ok;
  };
  const count = (outcome: Outcome) => attempts.filter((a) => a.outcome === outcome).length;
  const confirmed = count('confirmed');
  const refusedButFree = attempts.filter(
    (a) => a.outcome === 'refused' && a.start && stillFree(a.start),
  ).length;
  const overlaps = await db.execute(sql`
    SELECT count(*)::int AS n FROM appointment_claims a JOIN appointment_claims b ON a.id < b.id
    WHERE (a.staff_id = b.staff_id OR a.room_id = b.room_id) AND a.during && b.during`);
  await server.close();
  return {
    database: server.database,
    choices: Number.isFinite(choices) ? `${choices} earliest` : 'all open',
    workers: WORKERS,
    attempts: ATTEMPTS,
    confirmed,
    refused: count('refused'),
    refusedThoughStillFree: refusedButFree,
    confirmedOfFeasible: `${Math.round((confirmed / (confirmed + refusedButFree)) * 1000) / 10}%`,
    failures5xx: count('failed'),
    overlaps: (overlaps as { rows: { n: number }[] }).rows[0]?.n ?? -1,
    commitsPerSecond: Math.round((confirmed / seconds) * 10) / 10,
    journeyMs: summarise(times),
    ...(firstFailure ? { firstFailure } : {}),
  };
}
