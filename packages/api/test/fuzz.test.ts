import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginBookingBody, beginSession, daysAhead, planTreatmentSpaDay } from './helpers/spa-journey';
import { newStaff, staffHeaders } from './helpers/staff';
import { stayBuilders } from './helpers/stays';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Malformed input over every operation of the OpenAPI document: NUL characters,
 * halves of a character, very long text, wrong types, impossible dates, deep
 * nesting and oversized bodies, in path ids, query strings and bodies. No answer
 * may be a 5xx, and every 400 names the field at fault (docs/decisions.md §120).
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const NUL = 'Ann\u0000e';
const LONE_SURROGATE = 'Ann\uD800e';
const HUGE_TEXT = 'x'.repeat(100_000);
const IMPOSSIBLE_DATE = '2026-02-30';
/** Dates that exist but no booking, stay or rota can be on: the far future and the far past. */
const FAR_DATES = ['9999-12-31', '0001-01-01', '1000-01-01', '2999-12-31'];
const FAR_DATE_TIMES = ['9999-12-31T23:59:00Z', '0001-01-01T00:00:00Z', '9999-12-31T10:00:00+01:00'];

/** A field named for a date (`date`, `ArrivalDate`, `from`) or an instant (`StartDateTime`, `TimeSlot`). */
const isDateTimeName = (name: string) => /datetime|timeslot|selection|^time$|(start|end)time$/i.test(name);
const isDateName = (name: string) => !isDateTimeName(name) && /date|^from$|^to$|birthday/i.test(name);

/**
 * Values of fields that name something of the fuzzing member's (their stay's number and
 * room), so that attacks on the other fields of those calls reach the services.
 */
const known: Record<string, Json> = {};

/** A plausible value of a schema: the first choice, one array element, every property. */
function sample(schema: JsonSchema | undefined, depth = 0, name = ''): Json {
  if (!schema || depth > 8) return null;
  if (known[name] !== undefined) return known[name];
  if (isDateName(name) && schema.type === 'string') return '2027-06-01';
  if (isDateTimeName(name) && schema.type === 'string') return '2027-06-01T10:00:00+01:00';
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum?.length) return schema.enum[0] as Json;
  if (schema.default !== undefined) return schema.default as Json;
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return sample(choice.find((c) => c.type !== 'null') ?? choice[0], depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? 'unknown') {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1, key)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return 'x';
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date') return '2027-06-01';
  if (schema.format === 'date-time') return '2027-06-01T10:00:00+01:00';
  if (schema.format === 'email') return 'ann@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.pattern) {
    try {
      return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0] ?? 'Ann';
    } catch {
      return 'Ann';
    }
  }
  return 'Ann';
}

const asText = (value: Json) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Every leaf of a sample, as a path of keys, and its value. */
function leaves(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [{ path, value }];
}

function replaced(value: Json, path: (string | number)[], by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, by) : item));
  if (value && typeof value === 'object')
    return { ...value, [head as string]: replaced(value[head as string] ?? null, rest, by) };
  return value;
}

/** The far dates to put in a field of this name, if it is a date's. */
function farDatesFor(name: string | number | undefined): string[] {
  if (typeof name !== 'string') return [];
  if (isDateName(name)) return FAR_DATES;
  return isDateTimeName(name) ? FAR_DATE_TIMES : [];
}

/** What to put in place of one leaf: the attacks, then wrong types. */
function leafAttacks(value: Json, name: string | number | undefined): Json[] {
  const attacks: Json[] = [
    ...farDatesFor(name),
    NUL,
    LONE_SURROGATE,
    HUGE_TEXT,
    'x'.repeat(300),
    'Ann\r\nBcc: mallory@example.com',
    IMPOSSIBLE_DATE,
    `${IMPOSSIBLE_DATE}T10:00:00Z`,
  ];
  attacks.push(typeof value === 'number' ? 'seven' : 7, { nested: [1] }, [], null, true, -1e300);
  return attacks;
}

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

interface Request {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** Percent-encoded as an attacker would send it: a lone surrogate as its (invalid) UTF-8 bytes. */
const encodeUrlPart = (text: string) =>
  text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeUrlPart(values[name] ?? 'x'));
}

/** The malformed requests of one operation. */
function attacksOn(method: string, path: string, operation: Operation, context: Context): Request[] {
  const example = context.examples[`${method.toUpperCase()} ${path}`];
  const params = operation.parameters ?? [];
  const pathValues: Record<string, string> = {};
  for (const p of params.filter((p) => p.in === 'path')) {
    const value = sample(p.schema, 0, p.name);
    pathValues[p.name] =
      example?.path[p.name] ?? (/session|^id$/i.test(p.name) ? context.sessionId : asText(value));
  }
  const query = params.filter((p) => p.in === 'query');
  const queryString = (values: Record<string, string>) => {
    const search = Object.entries(values).map(([key, value]) => `${key}=${encodeUrlPart(value)}`);
    return search.length ? `?${search.join('&')}` : '';
  };
  const baseQuery = Object.fromEntries(query.map((p) => [p.name, asText(sample(p.schema, 0, p.name))]));
  const contentType = Object.keys(operation.requestBody?.content ?? {})[0];
  const bodySchema = contentType ? operation.requestBody?.content?.[contentType]?.schema : undefined;
  const baseBody = example?.body ?? (contentType ? sample(bodySchema) : undefined);
  const caller = path.startsWith('/api/staff/') ? context.staffHeaders : context.headers;
  const headers = { ...caller, ...(contentType ? { 'content-type': contentType } : {}) };
  const encode = (body: Json) =>
    contentType === 'application/x-www-form-urlencoded' &&
    body &&
    typeof body === 'object' &&
    !Array.isArray(body)
      ? new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ).toString()
      : JSON.stringify(body);
  const request = (
    pathOverrides: Record<string, string>,
    queryValues: Record<string, string>,
    payload?: string,
  ): Request => ({
    method: method.toUpperCase(),
    url: fillPath(path, { ...pathValues, ...pathOverrides }) + queryString(queryValues),
    headers,
    ...(payload !== undefined ? { payload } : baseBody !== undefined ? { payload: encode(baseBody) } : {}),
  });

  const requests: Request[] = [request({}, baseQuery)];
  for (const name of Object.keys(pathValues)) {
    for (const attack of [
      NUL,
      LONE_SURROGATE,
      'x'.repeat(5000),
      IMPOSSIBLE_DATE,
      '-1',
      '1e309',
      ...farDatesFor(name),
    ])
      requests.push(request({ [name]: attack }, baseQuery));
  }
  for (const p of query) {
    for (const attack of [NUL, LONE_SURROGATE, HUGE_TEXT, IMPOSSIBLE_DATE, '', ...farDatesFor(p.name)])
      requests.push(request({}, { ...baseQuery, [p.name]: attack }));
  }
  if (baseBody !== undefined) {
    for (const leaf of leaves(baseBody)) {
      for (const attack of leafAttacks(leaf.value, leaf.path.at(-1)))
        requests.push(request({}, baseQuery, encode(replaced(baseBody, leaf.path, attack))));
    }
    for (const payload of [
      deepJson(100_000),
      deepObject(10_000),
      encode({ ...(baseBody as object), padding: 'x'.repeat(2_000_000) }),
      '{"unterminated": ',
      '"a string"',
      '[]',
      'null',
    ])
      requests.push(request({}, baseQuery, payload));
  }
  return requests;
}

/** Requests that pass validation, so the attacks reach the services and the database. */
interface Context {
  sessionId: string;
  headers: Record<string, string>;
  /** A spa manager's, for the staff operations, so that their attacks pass sign-in. */
  staffHeaders: Record<string, string>;
  examples: Record<string, { path: Record<string, string>; body: Json }>;
}

/**
 * Does a 400 say which field is wrong: `errors[].field`, or (the OAuth endpoints,
 * whose error shape RFC 6749 fixes) an `error_description` naming the parameter?
 */
function namesField(path: string, body: { errors?: { field?: string }[]; error_description?: string }) {
  if (body.errors?.length) return body.errors.every((e) => e.field && e.field !== '(request)');
  return path.startsWith('/connect/') && Boolean(body.error_description);
}

/** The sign-in endpoint takes a form (the document describes it as JSON): its own attacks. */
function tokenFormAttacks(): Request[] {
  const form = { grant_type: 'password', client_id: 'spa-web', username: 'ann@example.com', password: 'pw' };
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  return (['username', 'password', 'client_id', 'grant_type'] as const).flatMap((field) =>
    [NUL, LONE_SURROGATE, HUGE_TEXT, 'x'.repeat(1_000_000)].map((attack) => ({
      method: 'POST',
      url: '/connect/token',
      headers,
      payload: new URLSearchParams({ ...form, [field]: attack }).toString(),
    })),
  );
}

/** Request strings that have no upper bound in the document: each is a way to store a megabyte. */
function unboundedStrings(schema: JsonSchema | undefined, path: string): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(
    (choice) => unboundedStrings(choice, path),
  );
  const own =
    (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    !(schema.pattern && !/[*+]|\{\d+,\}/.test(schema.pattern))
      ? [path]
      : [];
  const properties = Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
    unboundedStrings(value, `${path}.${key}`),
  );
  return [...own, ...nested, ...properties, ...unboundedStrings(schema.items, `${path}[]`)];
}

let t: TestApp;
/** The operations fuzzed, in parts by path (the first part that names a path's start takes it; the last takes the rest). */
const FUZZ_GROUPS = [
  {
    name: "the spa team's bookings and desk",
    prefixes: ['/api/staff/bookings', '/api/staff/sessions', '/api/staff/desk'],
  },
  { name: "the spa team's other operations", prefixes: ['/api/staff'] },
  {
    name: 'booking and paying',
    prefixes: ['/api/spa', '/api/session', '/api/payment', '/api/pay', '/api/vouchers'],
  },
  { name: 'accounts, stays and the rest', prefixes: ['/'] },
];
const groupOf = (path: string) => FUZZ_GROUPS.findIndex((g) => g.prefixes.some((p) => path.startsWith(p)));

let document: { paths: Record<string, Record<string, Operation>> };
let context: Context;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const { headers, numbers } = await stayBuilders(() => t).memberWithStays([
    { PaymentCardLastDigits: '4242', Rooms: [stayBuilders(() => t).room(1, 30)] },
  ]);
  const stay = (
    await t.app.inject({ method: 'GET', url: `/api/stay/retrieve/${numbers[0]}`, headers })
  ).json();
  Object.assign(known, {
    confirmationNumber: numbers[0]!,
    confirmation: numbers[0]!,
    internalIdentifier: stay.Rooms[0].InternalIdentifier,
    amend: stay.Rooms[0].InternalIdentifier,
    leg: 1,
    productCode: 'SPA',
  });
  const plan = await planTreatmentSpaDay(t.app, { guests: 2, date: daysAhead(10), premierId: 'ELM-ESCAPE' });
  context = {
    sessionId: await beginSession(t.app),
    headers,
    staffHeaders: await staffHeaders(t.app, await newStaff(t, 'spa_manager')),
    examples: {
      'POST /api/spa/{id}/begin-booking': {
        path: { id: plan.sessionId },
        body: beginBookingBody(plan, 2),
      },
    },
  };
});
afterAll(() => t.close());

describe('malformed input over every operation', () => {
  it('bounds every text field of every request', () => {
    const unbounded = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        [
          ...(operation.parameters ?? []).flatMap((p) => unboundedStrings(p.schema, `${p.in}.${p.name}`)),
          ...Object.values(operation.requestBody?.content ?? {}).flatMap((c) =>
            unboundedStrings(c.schema, 'body'),
          ),
        ].map((field) => `${method.toUpperCase()} ${path} ${field}`),
      ),
    );
    expect([...new Set(unbounded)]).toEqual([]);
  });

  // In four parts of a similar size, so that each is a test of a few seconds on a loaded machine.
  for (const [index, group] of FUZZ_GROUPS.entries())
    it(`never answers 5xx, and every 400 names the field at fault: ${group.name}`, async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const [path, methods] of Object.entries(document.paths)) {
        if (path.startsWith('/api/docs') || groupOf(path) !== index) continue;
        for (const [method, operation] of Object.entries(methods)) {
          const requests = attacksOn(method, path, operation, context);
          if (path === '/connect/token') requests.push(...tokenFormAttacks());
          for (const request of requests) {
            const response = await t.app.inject(request);
            sent += 1;
            const label = `${request.method} ${path} ${(request.payload ?? request.url).slice(0, 120)}`;
            if (response.statusCode >= 500) failures.push(`${response.statusCode} ${label}`);
            else if (response.statusCode === 400 && !namesField(path, response.json()))
              failures.push(`400 without a field: ${label} → ${response.body.slice(0, 200)}`);
          }
        }
      }
      console.log(`fuzz, ${group.name}: ${sent} requests, ${failures.length} failures`);
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(500);
    });
});
