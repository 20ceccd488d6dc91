import { z } from 'zod';

/**
 * The scalar formats of the spa calls' wire, each with a message that reads well
 * after the field name in an HTTP 400 body ("Date: must be a calendar date …").
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OFFSET_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Is `text` 'YYYY-MM-DD' naming a day that exists on the calendar?
 *
 * @example isCalendarDate('2028-02-29') // true
 * @example isCalendarDate('2026-02-29') // false
 */
export function isCalendarDate(text: string): boolean {
  const match = LOCAL_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The years a date on the wire may name: every birthday, booking, stay and rota day fits, and
 * date arithmetic on them (a day after, a week of) never leaves what Date and ISO text can hold.
 */
export const WIRE_YEARS = { first: 1900, last: 2199 } as const;
const OUT_OF_RANGE = `must be a date from ${WIRE_YEARS.first} to ${WIRE_YEARS.last}`;

/** Is the year of 'YYYY-MM-DD…' within WIRE_YEARS? */
const inWireYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= WIRE_YEARS.first && year <= WIRE_YEARS.last;
};

/** A calendar date 'YYYY-MM-DD' (the resort's local date), from 1900 to 2199. */
export const LocalDateSchema = z
  .string({ error: "must be a calendar date 'YYYY-MM-DD'" })
  .max(10, { error: "must be a calendar date 'YYYY-MM-DD'", abort: true })
  .refine(isCalendarDate, {
    error: "must be a calendar date 'YYYY-MM-DD' that exists, e.g. '2026-03-29'",
    abort: true,
  })
  .refine(inWireYears, { error: OUT_OF_RANGE });

/**
 * An instant written in ISO 8601 with its UTC offset, as the resort's clock shows it,
 * e.g. '2026-03-29T10:00:00+01:00'. 'Z' is accepted too; a bare local time is not.
 */
export const OffsetDateTimeSchema = z
  .string({ error: 'must be an ISO 8601 date-time with a UTC offset' })
  .max(40, { error: 'must be an ISO 8601 date-time with a UTC offset', abort: true })
  .refine(
    (text) => {
      const match = OFFSET_DATE_TIME.exec(text);
      return match !== null && isCalendarDate(match[1] ?? '');
    },
    {
      error: "must be an ISO 8601 date-time with a UTC offset, e.g. '2026-03-29T10:00:00+01:00'",
      abort: true,
    },
  )
  .refine(inWireYears, { error: OUT_OF_RANGE });

/** A clock time of day 'HH:mm' at the resort. */
export const WireTimeOfDaySchema = z
  .string({ error: "must be a time of day 'HH:mm'" })
  .regex(TIME_OF_DAY, { error: "must be a time of day 'HH:mm', e.g. '09:30'" });

/** A limit of a number field and the words for a number beyond it. */
export type Bound = readonly [limit: number, message: string];

/**
 * A whole number from `min` to `max`, each refusal in the field's own words: `missing` for
 * no number, `whole` for a fraction, and the words of the bound it passes.
 *
 * @example wholeNumber('Enter the number of guests', 'Enter a whole number of guests', [1, 'At least one guest'], [20, 'At most 20 guests']).safeParse(21).error?.issues[0]?.message // 'At most 20 guests'
 */
export function wholeNumber(missing: string, whole: string, [min, belowMin]: Bound, [max, aboveMax]: Bound) {
  return z
    .number({ error: missing })
    .int({ error: whole })
    .min(min, { error: belowMin })
    .max(max, { error: aboveMax });
}

/**
 * An amount of money typed in pence, from `min` to `max` ('Enter a whole number of pence' for a fraction).
 *
 * @example amountInPence([100, 'A voucher is worth at least £1'], [500_000, 'A voucher is worth at most £5,000']).parse(2500) // 2500
 */
export function amountInPence(min: Bound, max: Bound, missing = 'Enter an amount in pence') {
  return wholeNumber(missing, 'Enter a whole number of pence', min, max);
}

/**
 * A check of a body whose `Kind` decides what it needs, for `.refine(...)`: when `Kind` is
 * `kind`, `field` must be given (neither null nor absent), else `error` names that field.
 *
 * @example VoucherSchema.refine(...neededForKind('money', 'AmountPence', 'Enter the amount of a money voucher'))
 */
export function neededForKind<F extends string>(
  kind: string,
  field: F,
  error: string,
): [
  check: (body: { Kind: string } & { [K in F]?: unknown }) => boolean,
  params: { error: string; path: F[] },
] {
  return [(body) => body.Kind !== kind || body[field] != null, { error, path: [field] }];
}

/** Money: integer pence, never fractional pounds. */
export const WirePenceSchema = z
  .number({ error: 'must be a whole number of pence' })
  .int({ error: 'must be a whole number of pence' })
  .nonnegative({ error: 'must not be negative' });

/** A guest's position in the party, 0-based. */
export const GuestIndexSchema = wholeNumber(
  'must be a guest index (0, 1, 2 …)',
  'must be a whole number',
  [0, 'must be 0 or more'],
  [3, 'must be below 4: parties of more than 4 book by phone'],
);

/** Longest identifier or code the catalogue uses, with room to spare. */
export const WIRE_CODE_MAX_LENGTH = 100;

/** A non-empty identifier or code. */
export const WireCodeSchema = z
  .string({ error: 'must be a code (text)' })
  .min(1, { error: 'must not be empty' })
  .max(WIRE_CODE_MAX_LENGTH, { error: `must be ${WIRE_CODE_MAX_LENGTH} characters or fewer` });

/** A label the browser echoes back (a display name); the server never trusts it, only bounds it. */
export const WireLabelSchema = z
  .string({ error: 'must be text' })
  .max(200, { error: 'must be 200 characters or fewer' });

/** Party size bookable online: 1 to 4. */
export const PartySizeSchema = wholeNumber(
  'must be the number of guests, 1 to 4',
  'must be a whole number of guests',
  [1, 'must be at least 1 guest'],
  [4, 'must be at most 4 guests: larger groups book by phone'],
);

/**
 * What every hold body and the held itinerary begin with: the date, the party size and,
 * for a Spa Day, the package and its time band (the treatment flow has neither: those
 * two are made optional or nullable where it can be).
 */
export const BookingContextShape = {
  Date: LocalDateSchema,
  PartySize: PartySizeSchema,
  PremierId: WireCodeSchema,
  /** The package's time band: 1, 2, … */
  BandNumber: z.number().int().positive(),
};
