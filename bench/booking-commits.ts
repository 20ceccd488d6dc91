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
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { holdChoice, type Activity, type Catalogue, type HoldRequest } from '@spa/domain';
import { sql } from '../packages/api/src/lib/sql';
import { takenOn } from '../packages/api/src/modules/holds';
import { startApiProcess } from '../packages/api/test/helpers/api-process';
import { summariseProfile } from './cpu-profile';
import { postJson as post } from './http-client';
import {
  type BenchServer,
  daysAhead,
  runConcurrently,
  SANDBOX_SECRET,
  startBusyServer,
  summarise,
} from './support';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 50);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 300);

/**
 * `hot`: every worker picks among the 4 earliest slots (the last-slots rush);
 * `spread`: workers spread over all open slots, colliding only by chance.
 */
export async function benchBookingCommits() {
  const scenarios = (process.env.BENCH_SCENARIOS ?? 'hot,spread,capacity').split(',');
  return {
    ...(scenarios.includes('hot') ? { hot: await benchScenario(4) } : {}),
    ...(scenarios.includes('spread') ? { spread: await benchScenario(Infinity) } : {}),
    ...(scenarios.includes('capacity') ? { capacity: await benchCapacity() } : {}),
  };
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
    const sessionId = await beginSession(url);
    const open = await openSlots(url, sessionId, day.date, code, ['AM']);
    const slot = open[i % Math.min(choices, open.length)];
    if (!slot) return void attempts.push({ start: '', outcome: 'refused' });
    const t = slot.TreatmentTimes[0]!;
    const attempt = { start: t.StartTime as string, outcome: 'failed' as Outcome };
    attempts.push(attempt);
    const commit = await commitBooking(server, url, {
      sessionId,
      date: day.date,
      activity,
      time: t,
      guest: i,
    });
    attempt.outcome = commit.outcome;
    firstFailure ??= commit.failure;
  };
  const { times, seconds } = await runConcurrently(ATTEMPTS, WORKERS, book);

  // The final diary: confirmed bookings only (every hold has been confirmed or refused).
  const db = server.db.database.db;
  await db.execute(sql`DELETE FROM appointment_claims WHERE expires_at IS NOT NULL`);
  const taken = await takenOn({ catalogue: day.catalogue }, db, day.date, null);
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
  const overlaps = await countOverlaps(server);
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
    overlaps,
    commitsPerSecond: Math.round((confirmed / seconds) * 10) / 10,
    journeyMs: summarise(times),
    ...(firstFailure ? { firstFailure } : {}),
  };
}

/** Days the 'capacity' attempts spread over, from the day after tomorrow (the lead time). */
const CAPACITY_DAYS = 60;

/**
 * `capacity`: every attempt feasible. One guest, one treatment, the attempts spread
 * over the next CAPACITY_DAYS days and over the open times of each (a handful per
 * date against a diary with room for a hundred), so the diary never fills and the
 * figure is the commit rate. Times the commit sequence alone (hold → begin-booking →
 * pay → process-booking) and the CPU spent per confirmed booking. On PostgreSQL the API
 * runs as production runs it, in a process of its own (BENCH_API_PROCESSES, default 1):
 * our side's CPU (that process and its backends) is read apart from the rest (this load
 * generator's browsers and the sandbox provider, in production the guests' and the
 * acquirer's machines), with the rate our side's CPU allows on 2 cores, the figure held to
 * 90 a second (issue 21). BENCH_API_PROCESSES=0 (and always on PGlite): the API in this
 * process, its CPU and the load generator's as one.
 */
async function benchCapacity() {
  const server = await startBusyServer({ existing: 0, poolSize: 20 });
  const { day } = server;
  // The API as production runs it, n processes (WEB_CONCURRENCY) apart from this load
  // generator, on the same database; 0 (or PGlite, one process): in this process.
  const processes = server.db.url ? API_PROCESSES : 0;
  const api = processes > 0 ? await startApiProcesses(server, processes) : null;
  const url = api?.url ?? server.url;
  server.notifyTo.url = url;
  const code = day.codes[1]!;
  const activity = day.catalogue.Activities.find((a) => a.Code === code)!;
  const outcomes: Outcome[] = [];
  const commitTimes: number[] = [];
  let firstFailure: string | undefined;
  const book = async (i: number) => {
    const date = daysAhead(2 + (i % CAPACITY_DAYS));
    const sessionId = await beginSession(url);
    const open = await openSlots(url, sessionId, date, code, ['AM', 'PM']);
    const slot = open[(Math.floor(i / CAPACITY_DAYS) * 7) % Math.max(1, open.length)];
    if (!slot) return void outcomes.push('refused');
    const t0 = performance.now();
    const commit = await commitBooking(server, url, {
      sessionId,
      date,
      activity,
      time: slot.TreatmentTimes[0]!,
      guest: i,
    });
    commitTimes.push(performance.now() - t0);
    outcomes.push(commit.outcome);
    firstFailure ??= commit.failure;
  };
  const pgBefore = await backendCpuMs(server);
  const apiBefore = api ? processTreeCpuMs(api.pid) : NaN;
  const cpuBefore = process.cpuUsage();
  const window = { from: monotonicMicros(), to: 0 };
  const { times, seconds } = await runConcurrently(ATTEMPTS, WORKERS, book);
  window.to = monotonicMicros();
  const cpu = process.cpuUsage(cpuBefore);
  const apiMs = api ? processTreeCpuMs(api.pid) - apiBefore : NaN;
  const pg = backendCpuSince(pgBefore, await backendCpuMs(server));
  const overlaps = await countOverlaps(server);
  await api?.stop();
  const profiles = CPU_PROFILE_DIR ? apiProfiles(CPU_PROFILE_DIR, window) : undefined;
  await server.close();
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  const confirmed = count('confirmed');
  const perBooking = (ms: number) => Math.round((ms / Math.max(1, confirmed)) * 10) / 10;
  const benchMs = (cpu.user + cpu.system) / 1000;
  // Our side: what production runs (the API processes and the backends serving them); the
  // rest is the bench's (the load generator's browsers and the sandbox provider, in production
  // the guests' and the acquirer's machines, and the backends of the bench's own pool).
  const oursMs = apiMs + pg.api;
  return {
    database: server.database,
    choices: `1 guest, 1 treatment, over ${CAPACITY_DAYS} days`,
    workers: WORKERS,
    attempts: ATTEMPTS,
    confirmed,
    refused: count('refused'),
    failures5xx: count('failed'),
    overlaps,
    commitsPerSecond: Math.round((confirmed / seconds) * 10) / 10,
    commitMs: summarise(commitTimes),
    journeyMs: summarise(times),
    apiProcesses: api ? processes : "in the load generator's process",
    cpuMsPerConfirmed: api
      ? {
          api: Number.isNaN(apiMs) ? null : perBooking(apiMs),
          postgres: Number.isNaN(pg.all) ? null : perBooking(pg.all),
          loadGenerator: perBooking(benchMs),
          ourSide: Number.isNaN(oursMs) ? null : perBooking(oursMs),
          rest: perBooking(benchMs + (Number.isNaN(pg.bench) ? 0 : pg.bench)),
        }
      : {
          node: perBooking(benchMs),
          postgres: Number.isNaN(pg.all) ? null : perBooking(pg.all),
        },
    // The confirmed bookings a second our side's CPU allows on this machine's 2 cores.
    ...(api && !Number.isNaN(oursMs)
      ? { ourSideBoundPerSecondOn2Cores: Math.round(2000 / (oursMs / Math.max(1, confirmed))) }
      : {}),
    ...(profiles ? { apiProfiles: profiles } : {}),
    ...(firstFailure ? { firstFailure } : {}),
  };
}

/**
 * The capacity's API processes on PostgreSQL (BENCH_API_PROCESSES): one by default, since the
 * load generator and the provider share these 2 cores (production's default is one a core:
 * BENCH_API_PROCESSES=2; on 2 shared cores it cost about 40% more CPU a booking, 2026-11-26).
 */
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);

/**
 * BENCH_CPU_PROFILE_DIR=dir (with BENCH_API_PROCESSES): each API process writes a V8 CPU
 * profile there (`--cpu-prof`), summarised over the run's samples (start-up left out).
 */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

/** The monotonic clock in microseconds, as V8's profiler stamps its samples on Linux. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Where each API process's CPU went while the load ran: its busiest functions (bench/cpu-profile.ts). */
function apiProfiles(dir: string, window: { from: number; to: number }) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => ({ file: name, ...summariseProfile(join(dir, name), window, 25) }))
    .filter((profile) => profile.busyMs > 0);
}

/**
 * The real server (packages/api/src/server.ts) on the bench's database and busy day, with
 * `processes` server processes; stopped with the bench. PostgreSQL only (PGlite is one process).
 */
async function startApiProcesses(server: BenchServer, processes: number) {
  if (!server.db.url) throw new Error('BENCH_API_PROCESSES needs PostgreSQL (TEST_DB=postgres)');
  const dir = await mkdtemp(join(tmpdir(), 'bench-catalogue-'));
  const file = join(dir, 'catalogue.json');
  await writeFile(file, JSON.stringify(withBusyTreatments(server.day.catalogue)));
  const api = await startApiProcess(
    server.db.url,
    {
      CATALOGUE_FILE: file,
      WEB_CONCURRENCY: String(processes),
      // The bench's sandbox provider (its card page is where the bench types the card).
      PAYMENT_SANDBOX_ORIGIN: server.sandboxOrigin,
      PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
      // One client address sends everything here: lift the per-address flood guard and hold caps.
      HOLDING_SESSIONS_PER_ADDRESS: '1000000',
      HELD_GUESTS_PER_ADDRESS: '1000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'silent',
      // Names its connections, so that the bench tells their backends from its own pool's.
      PGAPPNAME: API_APPLICATION_NAME,
    },
    {
      startupMs: 120_000,
      nodeArgs: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
    },
  );
  const health = (await (await fetch(`${api.url}/healthz`)).json()) as { database: string };
  if (health.database !== server.database) throw new Error(`the API processes run on ${health.database}`);
  return {
    ...api,
    stop: async () => {
      await api.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The busy day's catalogue as the server accepts it: the busy day replaces the test
 * catalogue's treatments, so the Spa Day and the add-on entry that named the old ones
 * name the busy day's instead (the server checks every reference; this bench books treatments).
 */
function withBusyTreatments(catalogue: Catalogue): Catalogue {
  const codes = new Set(catalogue.Activities.map((a) => a.Code));
  const treatment = (i: number) => catalogue.Treatments[i % catalogue.Treatments.length]!;
  return {
    ...catalogue,
    SpaDays: catalogue.SpaDays.map((day) => ({
      ...day,
      TreatmentGroups: day.TreatmentGroups.map((group) => ({
        ...group,
        Treatments: group.Treatments.map((_, i) => ({
          TreatmentId: treatment(i).Id,
          IncludedCode: treatment(i).Durations[0]!.Code,
        })),
      })),
    })),
    Extras: catalogue.Extras.map((extra) =>
      extra.SystemType !== 'APPOINTMENT'
        ? extra
        : {
            ...extra,
            Codes: extra.Codes.map((c) =>
              codes.has(c.Code) ? c : { ...c, Code: treatment(0).Durations[0]!.Code },
            ),
          },
    ),
  };
}

/** CPU milliseconds used so far by a process and every process below it (a cluster's workers), from /proc. */
function processTreeCpuMs(pid: number): number {
  let ms = procCpuMs(pid);
  for (const task of readdirSync(`/proc/${pid}/task`))
    for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean))
      ms += processTreeCpuMs(Number(child));
  return ms;
}

/** CPU milliseconds (user + system) a process has used, from /proc/<pid>/stat; NaN when it cannot be read. */
function procCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100); // USER_HZ
  } catch {
    return NaN;
  }
}

/** Therapist or room booked twice in the diary. */
async function countOverlaps(server: BenchServer): Promise<number> {
  const overlaps = await server.db.database.db.execute(sql`
    SELECT count(*)::int AS n FROM appointment_claims a JOIN appointment_claims b ON a.id < b.id
    WHERE (a.staff_id = b.staff_id OR a.room_id = b.room_id) AND a.during && b.during`);
  return (overlaps as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

/** The application name the API processes' connections carry (node-postgres reads PGAPPNAME). */
const API_APPLICATION_NAME = 'bench-api';

interface Backend {
  ms: number;
  /** Serves the API processes (not the bench's own pool). */
  api: boolean;
}

/**
 * CPU milliseconds each PostgreSQL backend connected to this bench's database has used
 * so far, by pid (from /proc: the server runs on this machine); empty on PGlite.
 */
async function backendCpuMs(server: BenchServer): Promise<Map<number, Backend>> {
  const byPid = new Map<number, Backend>();
  if (server.database !== 'postgres') return byPid;
  const backends = await server.db.database.db.execute(
    sql`SELECT pid, application_name FROM pg_stat_activity WHERE datname = current_database()`,
  );
  for (const { pid, application_name } of (backends as { rows: { pid: number; application_name: string }[] })
    .rows)
    byPid.set(pid, { ms: procCpuMs(pid), api: application_name === API_APPLICATION_NAME });
  return byPid;
}

/**
 * The backends' CPU milliseconds between two readings, per backend (one that connected
 * meanwhile counts from 0; one that ended meanwhile is lost): all of them, the API
 * processes' and the bench's own pool's; NaN on PGlite or when /proc cannot be read.
 */
function backendCpuSince(before: Map<number, Backend>, after: Map<number, Backend>) {
  if (after.size === 0) return { all: NaN, api: NaN, bench: NaN };
  let api = 0;
  let bench = 0;
  for (const [pid, backend] of after) {
    const ms = backend.ms - (before.get(pid)?.ms ?? 0);
    if (backend.api) api += ms;
    else bench += ms;
  }
  return { all: api + bench, api, bench };
}

type TreatmentTime = Record<string, string | number>;

async function beginSession(url: string): Promise<string> {
  return (await post(`${url}/api/session/begin/spa`, {})).json.Id as string;
}

/** The open start times the server offers one guest for `code` on `date`, in `periods`. */
async function openSlots(
  url: string,
  sessionId: string,
  date: string,
  code: string,
  periods: ('AM' | 'PM')[],
) {
  const slots = await post(`${url}/api/spa/search`, {
    SessionId: sessionId,
    Date: date,
    StartTogether: true,
    GuestRequirements: [{ GuestIndex: 0, Activities: [code] }],
  });
  type Slot = { IsAvailable: boolean; TreatmentTimes: TreatmentTime[] };
  const guest = (slots.json.GuestAvailability as { Periods: Record<'AM' | 'PM', Slot[]> }[])[0]!;
  return periods.flatMap((period) => guest.Periods[period]).filter((s) => s.IsAvailable);
}

/**
 * The booking itself: hold the chosen time (the server assigns a therapist and a room;
 * the time's are hints) → begin-booking (the holds become the booking) → the payment
 * through the sandbox provider → process-booking. A 409 at any step is a refusal; anything but 200 a failure.
 */
async function commitBooking(
  server: BenchServer,
  url: string,
  choice: { sessionId: string; date: string; activity: Activity; time: TreatmentTime; guest: number },
): Promise<{ outcome: Outcome; failure?: string }> {
  const { sessionId, date, activity, time: t, guest } = choice;
  const check = (answer: { status: number; json: unknown }) =>
    answer.status === 200
      ? null
      : answer.status === 409
        ? { outcome: 'refused' as const }
        : {
            outcome: 'failed' as const,
            failure: `${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`,
          };
  const hold = await post(
    `${url}/api/session/${sessionId}/holds/treatments`,
    {
      Date: date,
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
  const held = check(hold);
  if (held) return held;
  const begin = await post(`${url}/api/spa/${sessionId}/begin-booking`, {
    isSpaDay: false,
    date,
    leadGuestIndex: 0,
    clients: [
      {
        title: 'Ms',
        firstName: 'Bench',
        lastName: `Guest${guest}`,
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
        code: activity.Code,
      },
    ],
  });
  const begun = check(begin);
  if (begun) return begun;
  const paid = await pay(server, url, sessionId, begin.json.Total as number);
  if (paid) return paid;
  return check(await post(`${url}/api/spa/${sessionId}/process-booking`, {})) ?? { outcome: 'confirmed' };
}

/** BENCH_PAYMENT=direct: the approved payment written by the bench (no provider), as before 2026-11-26. */
const DIRECT_PAYMENT = process.env.BENCH_PAYMENT === 'direct';

/**
 * The payment as a guest's browser makes it: a provider session for the total, the card
 * typed into the sandbox provider's page (its own origin), our API prompted to settle (it
 * reads the session back, captures and approves; the provider's signed notification
 * arrives too, as it would). With BENCH_PAYMENT=direct, an approved payment row instead.
 */
async function pay(server: BenchServer, url: string, sessionId: string, total: number) {
  if (DIRECT_PAYMENT) {
    await server.db.database.db.execute(sql`
      INSERT INTO payments (session_id, ipage_session_id, amount_pence, status, card_masked, reference, completed_at)
      VALUES (${sessionId}, ${randomUUID()}, ${total}, 'approved', '************1111', 'BENCH', now())`);
    return null;
  }
  const failed = (step: string, answer: { status: number; json: unknown }) => ({
    outcome: answer.status === 409 ? ('refused' as const) : ('failed' as const),
    failure: `${step}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`,
  });
  const page = await post(`${url}/api/payment/${sessionId}/initialise-spa-payment/`, { amount: total });
  if (page.status !== 200) return failed('initialise', page);
  const typed = await post(`${server.sandboxOrigin}/pay/${page.json.iPageSessionId as string}/authorise`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    nameOnCard: 'Bench Guest',
  });
  if (typed.status !== 200 || typed.json.status !== 'approved') return failed('card page', typed);
  const settled = await post(`${url}/api/payment/${sessionId}/complete/`, {});
  if (settled.status !== 200 || settled.json.status !== 'approved') return failed('complete', settled);
  return null;
}
