import {
  promotionLines,
  promotionOutcome,
  promotionValueWords,
  readPromotionCode,
  scopeWords,
  type Catalogue,
  type LineItem,
  type Promotion,
  type PromotionRequest,
  type PromotionStatus,
  type StaffPromotion,
} from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { resortToday, type BookingNow } from '../../lib/booking-clock';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { recordCredit } from '../ledger';
import { insertAudit } from '../staff';
import { codeGuessing } from '../vouchers';
import {
  findPromotionByCode,
  findPromotionById,
  insertPromotion,
  insertUse,
  listPromotions,
  releaseUse,
  updatePromotion,
  useCounts,
} from './promotions.repository';
import type { PromotionInsert, PromotionRow } from './promotions.tables';

/**
 * Promotion codes (issue 23 part 3, decision 0430): the manager's list and changes
 * (audited), and what the booking flow asks: a quote at begin-booking, the use in the
 * confirming transaction (caps counted under the promotion's lock), the use given back
 * when the booking is cancelled.
 */

/** What the promotion services use (built once at start-up, see app-deps.ts). */
export interface PromotionsDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  env: Pick<Env, 'VOUCHER_GUESSES_GLOBAL'>;
}

const stateOf = (row: PromotionRow): Promotion => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountPence: row.amountPence,
  packageIds: row.packageIds,
  treatmentIds: row.treatmentIds,
  visitFrom: row.visitFrom,
  visitTo: row.visitTo,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  firstBookingOnly: row.firstBookingOnly,
  perGuestCap: row.perGuestCap,
  totalCap: row.totalCap,
  status: row.status,
});

function staffView(
  catalogue: Catalogue,
  row: PromotionRow,
  used: { uses: number; discountPence: number },
): StaffPromotion {
  return {
    Id: row.id,
    Code: row.code,
    Description: row.description,
    Kind: row.kind,
    Percent: row.percent,
    AmountPence: row.amountPence,
    PackageIds: row.packageIds,
    TreatmentIds: row.treatmentIds,
    VisitFrom: row.visitFrom,
    VisitTo: row.visitTo,
    ValidFrom: row.validFrom,
    ValidUntil: row.validUntil,
    FirstBookingOnly: row.firstBookingOnly,
    PerGuestCap: row.perGuestCap,
    TotalCap: row.totalCap,
    Status: row.status,
    Value: promotionValueWords(row),
    AppliesTo: scopeWords(row, catalogue),
    Uses: used.uses,
    DiscountPence: used.discountPence,
  };
}

/** Every promotion with its uses, for the spa team (managers change them; reception reads). */
export async function staffPromotions(deps: Pick<PromotionsDeps, 'db' | 'catalogue'>) {
  const rows = await listPromotions(deps.db);
  return { Promotions: rows.map((r) => staffView(deps.catalogue, r.promotion, r)) };
}

/** The request's Spa Days and treatments, each one the catalogue has (400 naming the field otherwise). */
function checkedScope(catalogue: Catalogue, body: PromotionRequest) {
  body.PackageIds.forEach((id, i) => {
    if (!catalogue.SpaDays.some((p) => p.PremierId === id))
      throw badRequest(`body.PackageIds.${i}`, `No Spa Day has the id "${id}"`);
  });
  body.TreatmentIds.forEach((id, i) => {
    if (!catalogue.Treatments.some((t) => t.Id === id))
      throw badRequest(`body.TreatmentIds.${i}`, `No treatment has the id "${id}"`);
  });
  return { packageIds: [...new Set(body.PackageIds)], treatmentIds: [...new Set(body.TreatmentIds)] };
}

function rowOf(catalogue: Catalogue, body: PromotionRequest): Omit<PromotionInsert, 'createdBy' | 'status'> {
  return {
    code: body.Code,
    description: body.Description,
    kind: body.Kind,
    percent: body.Kind === 'percent' ? body.Percent : null,
    amountPence: body.Kind === 'fixed' ? body.AmountPence : null,
    ...checkedScope(catalogue, body),
    visitFrom: body.VisitFrom,
    visitTo: body.VisitTo,
    validFrom: body.ValidFrom,
    validUntil: body.ValidUntil,
    firstBookingOnly: body.FirstBookingOnly,
    perGuestCap: body.PerGuestCap,
    totalCap: body.TotalCap,
  };
}

const CODE_TAKEN = 'Another promotion has this code: choose another.';

/** A manager creates a promotion (audited). */
export async function createPromotion(
  deps: Pick<PromotionsDeps, 'db' | 'catalogue'>,
  staffId: string,
  body: PromotionRequest,
): Promise<StaffPromotion> {
  const values = rowOf(deps.catalogue, body);
  return deps.db.transaction(async (tx) => {
    const row = await insertPromotion(tx, { ...values, createdBy: staffId });
    if (!row) throw badRequest('body.Code', CODE_TAKEN);
    await insertAudit(tx, {
      staffId,
      action: 'promotion.create',
      subject: `promotion:${row.id}`,
      before: null,
      after: values,
    });
    return staffView(deps.catalogue, row, { uses: 0, discountPence: 0 });
  });
}

/** The promotion an id names, locked, with its uses; 404 when none. */
async function lockedWithUses(tx: Executor, id: string) {
  const row = await findPromotionById(tx, id, true);
  if (!row) throw notFound('No promotion has this id.');
  return row;
}

async function usesOf(db: Executor, id: string) {
  const found = (await listPromotions(db)).find((r) => r.promotion.id === id);
  return { uses: found?.uses ?? 0, discountPence: found?.discountPence ?? 0 };
}

/**
 * A manager edits a promotion (audited, before and after). Bookings already confirmed keep
 * their discount; pending ones are checked again when they are confirmed.
 */
export async function editPromotion(
  deps: Pick<PromotionsDeps, 'db' | 'catalogue'>,
  staffId: string,
  id: string,
  body: PromotionRequest,
): Promise<StaffPromotion> {
  const values = rowOf(deps.catalogue, body);
  return deps.db.transaction(async (tx) => {
    const before = await lockedWithUses(tx, id);
    if (values.code !== before.code && (await findPromotionByCode(tx, values.code)))
      throw badRequest('body.Code', CODE_TAKEN);
    const after = await updatePromotion(tx, id, values);
    await insertAudit(tx, {
      staffId,
      action: 'promotion.edit',
      subject: `promotion:${id}`,
      before: { ...stateOf(before), description: before.description },
      after: { ...stateOf(after), description: after.description },
    });
    return staffView(deps.catalogue, after, await usesOf(tx, id));
  });
}

/** A manager pauses, resumes or ends a promotion (audited). An ended one cannot be resumed. */
export async function setPromotionStatus(
  deps: Pick<PromotionsDeps, 'db' | 'catalogue'>,
  staffId: string,
  id: string,
  status: PromotionStatus,
): Promise<StaffPromotion> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedWithUses(tx, id);
    if (before.status === 'ended' && status !== 'ended')
      throw conflict('This promotion has ended: make a new one instead.');
    const after = before.status === status ? before : await updatePromotion(tx, id, { status });
    if (after !== before)
      await insertAudit(tx, {
        staffId,
        action: 'promotion.status',
        subject: `promotion:${id}`,
        before: { status: before.status },
        after: { status },
      });
    return staffView(deps.catalogue, after, await usesOf(tx, id));
  });
}

/** A booking as a promotion sees it: its visit, lines, lead booker's e-mail and earlier bookings. */
export interface PromotionBookingUse {
  visitDate: string;
  lineItems: readonly LineItem[];
  email: string;
  /** The lead booker's confirmed, not cancelled, bookings other than this one (by e-mail). */
  earlierBookings: number;
}

async function outcomeFor(
  deps: Pick<PromotionsDeps, 'catalogue' | 'bookingNow'>,
  db: Executor,
  row: PromotionRow,
  use: PromotionBookingUse,
) {
  const email = use.email.trim().toLowerCase();
  const counts = { ...(await useCounts(db, row.id, email)), earlierBookings: use.earlierBookings };
  const booking = {
    today: resortToday(deps.catalogue, await deps.bookingNow(db)),
    visitDate: use.visitDate,
    lines: promotionLines(deps.catalogue, use.lineItems),
  };
  return promotionOutcome(stateOf(row), booking, counts, scopeWords(row, deps.catalogue));
}

/** A promotion on a pending booking: its id, code and what it takes off. */
export interface PromotionQuote {
  promotionId: string;
  code: string;
  discountPence: number;
}

/** What the booking flow asks of promotions (BookingPromotions): a quote, the use at confirmation, the use given back. */
export function bookingPromotions(deps: Pick<PromotionsDeps, 'catalogue' | 'bookingNow' | 'env'>) {
  const guessing = codeGuessing(deps);
  return {
    /** Whether a typed code has a promotion code's shape (otherwise it is a gift voucher's). */
    isPromotionCode: (typed: string) => readPromotionCode(typed) !== null,
    /**
     * What the code takes off this booking, or why nothing (behind the guessing throttle:
     * a code no promotion has is a failed guess).
     */
    quote: async (
      db: Executor,
      typed: string,
      use: PromotionBookingUse & { clientAddress: string },
    ): Promise<PromotionQuote | { problem: string }> => {
      const code = readPromotionCode(typed);
      if (!code) return { problem: 'This is not a promotion code: it has 3 to 12 letters and digits.' };
      try {
        await guessing.refuseIfGuessing(db, use.clientAddress);
      } catch (error) {
        if (error instanceof HttpError) return { problem: error.message };
        throw error;
      }
      const row = await findPromotionByCode(db, code);
      if (!row) {
        await guessing.countFailure(db, use.clientAddress);
        return { problem: 'No promotion or gift voucher has this code. Please check it and try again.' };
      }
      const outcome = await outcomeFor(deps, db, row, use);
      return outcome.ok
        ? { promotionId: row.id, code: row.code, discountPence: outcome.discountPence }
        : { problem: outcome.reason };
    },
    /**
     * Uses the promotion for a booking being confirmed, in its transaction: the promotion
     * locked, its caps counted and its rules checked again; the use written and the
     * discount credited in the booking's ledger. 409 with the reason when it no longer
     * applies or would take off another amount than the guest was shown.
     */
    use: async (
      tx: Executor,
      promotionId: string,
      booking: PromotionBookingUse & { bookingId: string; discountPence: number },
    ) => {
      const row = await findPromotionById(tx, promotionId, true);
      if (!row) throw conflict('This promotion code no longer exists.');
      const outcome = await outcomeFor(deps, tx, row, booking);
      if (!outcome.ok) throw conflict(`Promotion ${row.code}: ${outcome.reason}`);
      if (outcome.discountPence !== booking.discountPence)
        throw conflict(
          `Promotion ${row.code} has changed since your booking was priced: please check your booking again.`,
        );
      await insertUse(tx, {
        promotionId,
        bookingId: booking.bookingId,
        email: booking.email.trim().toLowerCase(),
        discountPence: booking.discountPence,
      });
      await recordCredit(
        tx,
        { kind: 'spa', id: booking.bookingId },
        {
          key: `spa:${booking.bookingId}:discount`,
          category: 'discount',
          amountPence: booking.discountPence,
          description: `Promotion ${row.code}`,
        },
      );
    },
    /** Gives a cancelled booking's use back to the caps (decision 0430), in its transaction. */
    release: (tx: Executor, bookingId: string) => releaseUse(tx, bookingId),
  };
}
