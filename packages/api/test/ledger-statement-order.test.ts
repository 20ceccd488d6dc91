import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordCharge, recordPayment, statementOf, type LedgerAccount } from '../src/modules/ledger';
import { testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * A statement lists entries in the order they were written, even where two share a timestamp
 * (PGlite's clock has a millisecond's resolution: a sale's charge and its payment, written one
 * after the other, once came back payment first).
 */
describe(`the ledger's statement order (${TEST_DB})`, () => {
  const t = testAppForSuite();

  it('keeps the order of writing when two entries share a timestamp, whatever their ids', async () => {
    const db = t.db.database.db;
    const account: LedgerAccount = { kind: 'voucher', id: randomUUID() };
    await db.transaction(async (tx) => {
      await recordCharge(tx, account, {
        key: `${account.id}:sale`,
        category: 'voucher',
        amountPence: 5_000,
        description: 'Gift voucher',
      });
      await recordPayment(tx, account, {
        key: `${account.id}:paid`,
        tender: 'online-card',
        amountPence: 5_000,
        description: 'Card',
      });
    });
    // The same instant for both, and ids that sort the payment first.
    await db.execute(sql`
      UPDATE ledger_entries
         SET created_at = '2026-11-26T12:00:00Z',
             id = CASE kind WHEN 'payment' THEN '00000000-0000-4000-8000-000000000000'::uuid
                            ELSE 'ffffffff-ffff-4fff-bfff-ffffffffffff'::uuid END
       WHERE booking_kind = 'voucher' AND booking_id = ${account.id}`);
    const { entries, balancePence } = await statementOf(db, account);
    expect(entries.map((e) => e.kind)).toEqual(['charge', 'payment']);
    expect(balancePence).toBe(0);
  });
});
