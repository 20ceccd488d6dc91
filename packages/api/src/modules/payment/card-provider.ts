import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sandboxOutcome } from './card-rules';
import { sandboxCardLedger, sandboxCardRefunds, type LedgerState } from './payment.tables';

/** A card that passed the checks: its digits go to the provider only; we keep the masked number. */
export interface CheckedCard {
  digits: string;
  masked: string;
}

export type Authorisation =
  { outcome: 'authorised'; authorisationId: string } | { outcome: 'declined' | 'error'; reason: string };

/** What the provider knows of a payment, found by the key we gave it. */
export interface ProviderRecord {
  authorisationId: string;
  state: LedgerState;
}

/**
 * A card acquirer as a real one is used: the card is authorised (money reserved),
 * then captured (taken), and an authorisation is voided or a capture refunded when
 * no booking follows. Every call is idempotent on our side's key or the provider's
 * id, so a retry after a crash never charges twice. Never called inside one of our
 * transactions: the provider is another system, and its answers are not rolled back.
 */
export interface CardProvider {
  authorise(request: { key: string; amountPence: number; card: CheckedCard }): Promise<Authorisation>;
  capture(authorisationId: string): Promise<{ reference: string }>;
  void(authorisationId: string): Promise<void>;
  refund(authorisationId: string): Promise<void>;
  /** Gives back part of a capture (a cancellation's refund); once per key, however often asked. */
  refundPart(request: { key: string; authorisationId: string; amountPence: number }): Promise<void>;
  lookup(key: string): Promise<ProviderRecord | null>;
}

const newReference = () => `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The built-in sandbox acquirer: the test cards decide the outcome (card-rules.ts),
 * and its ledger table stands for the provider's own records.
 */
export function sandboxCardProvider(db: Executor): CardProvider {
  const move = async (authorisationId: string, from: LedgerState[], to: LedgerState) => {
    const [row] = await db
      .select({ state: sandboxCardLedger.state })
      .from(sandboxCardLedger)
      .where(eq(sandboxCardLedger.authorisationId, authorisationId));
    if (!row) throw new Error('sandbox: unknown authorisation');
    if (row.state === to) return;
    if (!from.includes(row.state)) throw new Error(`sandbox: cannot ${to} a payment that is ${row.state}`);
    await db
      .update(sandboxCardLedger)
      .set({ state: to, updatedAt: sql`now()` })
      .where(eq(sandboxCardLedger.authorisationId, authorisationId));
  };
  return {
    async authorise({ key, amountPence, card }) {
      const outcome = sandboxOutcome(card.digits);
      if (outcome.status !== 'approved') return { outcome: outcome.status, reason: outcome.reason };
      const [row] = await db
        .insert(sandboxCardLedger)
        .values({
          authorisationId: `AUTH-${randomBytes(9).toString('hex')}`,
          paymentKey: key,
          amountPence,
          cardMasked: card.masked,
          state: 'authorised',
        })
        // The same key twice is the same authorisation (a retry).
        .onConflictDoUpdate({ target: sandboxCardLedger.paymentKey, set: { updatedAt: sql`now()` } })
        .returning({ authorisationId: sandboxCardLedger.authorisationId });
      return { outcome: 'authorised', authorisationId: row!.authorisationId };
    },
    async capture(authorisationId) {
      await move(authorisationId, ['authorised'], 'captured');
      const reference = newReference();
      const [row] = await db
        .update(sandboxCardLedger)
        .set({ reference: sql`coalesce(${sandboxCardLedger.reference}, ${reference})` })
        .where(eq(sandboxCardLedger.authorisationId, authorisationId))
        .returning({ reference: sandboxCardLedger.reference });
      return { reference: row?.reference ?? reference };
    },
    void: (authorisationId) => move(authorisationId, ['authorised'], 'voided'),
    refund: (authorisationId) => move(authorisationId, ['captured'], 'refunded'),
    async refundPart({ key, authorisationId, amountPence }) {
      const [row] = await db
        .select({ state: sandboxCardLedger.state, amountPence: sandboxCardLedger.amountPence })
        .from(sandboxCardLedger)
        .where(eq(sandboxCardLedger.authorisationId, authorisationId));
      if (row?.state !== 'captured') throw new Error('sandbox: only a captured payment can be refunded');
      if (amountPence <= 0 || amountPence > row.amountPence) throw new Error('sandbox: refund out of range');
      await db
        .insert(sandboxCardRefunds)
        .values({ refundKey: key, authorisationId, amountPence })
        .onConflictDoNothing();
    },
    async lookup(key) {
      const [row] = await db
        .select({ authorisationId: sandboxCardLedger.authorisationId, state: sandboxCardLedger.state })
        .from(sandboxCardLedger)
        .where(eq(sandboxCardLedger.paymentKey, key));
      return row ?? null;
    },
  };
}
