import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHARGE_CATEGORIES,
  deskRefundable,
  ledgerBalance,
  MONEY_TENDERS,
  refundRoute,
  ROOM_BILL_TENDERS,
  TENDER_TAKINGS,
  TENDERS,
  whyNotRefundable,
  type LedgerEntry,
} from './ledger';

const pence = fc.integer({ min: 1, max: 1_000_000 });
const entry: fc.Arbitrary<LedgerEntry> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('charge' as const, 'credit' as const),
    category: fc.constantFrom(...CHARGE_CATEGORIES),
    amountPence: pence,
  }),
  fc.record({
    kind: fc.constantFrom('payment' as const, 'refund' as const),
    tender: fc.constantFrom(...TENDERS),
    amountPence: pence,
  }),
);

describe('ledgerBalance', () => {
  it('a booking paid in full by any split of tenders has nothing left to pay', () => {
    fc.assert(
      fc.property(
        pence,
        fc.array(fc.constantFrom(...TENDERS), { minLength: 1, maxLength: 4 }),
        (total, tenders) => {
          const share = Math.floor(total / tenders.length);
          const charge: LedgerEntry = { kind: 'charge', category: 'booking', amountPence: total };
          const payments = tenders.map((tender, i): LedgerEntry => ({
            kind: 'payment',
            tender,
            amountPence: i === 0 ? total - share * (tenders.length - 1) : share,
          }));
          const entries = [charge, ...payments].filter((e) => e.amountPence > 0);
          expect(ledgerBalance(entries).balancePence).toBe(0);
        },
      ),
    );
  });

  it('is the sum of its parts whatever the order, and balance = owed − paid', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const forward = ledgerBalance(entries);
        expect(ledgerBalance([...entries].reverse())).toEqual(forward);
        expect(forward.balancePence).toBe(forward.owedPence - forward.paidPence);
        const split = ledgerBalance(entries.slice(0, 5));
        const rest = ledgerBalance(entries.slice(5));
        expect(forward.owedPence).toBe(split.owedPence + rest.owedPence);
        expect(forward.paidPence).toBe(split.paidPence + rest.paidPence);
      }),
    );
  });

  it('a refund raises the balance by what it gives back, on its own tender only', () => {
    fc.assert(
      fc.property(pence, fc.constantFrom(...TENDERS), (paid, tender) => {
        const before = ledgerBalance([
          { kind: 'charge', category: 'booking', amountPence: paid },
          { kind: 'payment', tender, amountPence: paid },
        ]);
        expect(whyNotRefundable(before, tender, paid)).toBeNull();
        expect(whyNotRefundable(before, tender, paid + 1)).toMatch(/At most/);
        const other = TENDERS.find((t) => t !== tender)!;
        expect(whyNotRefundable(before, other, 1)).toMatch(/At most 0/);
      }),
    );
  });
});

describe('deskRefundable', () => {
  const paid = (tender: 'cash' | 'desk-card', amountPence: number): LedgerEntry => ({
    kind: 'payment',
    tender,
    amountPence,
  });

  it('offers nothing while the guest owes or is square', () => {
    const charge: LedgerEntry = { kind: 'charge', category: 'booking', amountPence: 5000 };
    expect(deskRefundable(ledgerBalance([charge, paid('cash', 2000)]))).toEqual([]);
    expect(deskRefundable(ledgerBalance([charge, paid('cash', 5000)]))).toEqual([]);
  });

  it("gives a cancelled booking's credit back by the tender that took it, never more than it took", () => {
    const entries: LedgerEntry[] = [
      { kind: 'charge', category: 'booking', amountPence: 9000 },
      paid('cash', 3000),
      paid('desk-card', 6000),
      { kind: 'credit', category: 'booking', amountPence: 9000 },
    ];
    expect(deskRefundable(ledgerBalance(entries))).toEqual([
      { tender: 'desk-card', amountPence: 6000 },
      { tender: 'cash', amountPence: 3000 },
    ]);
  });

  it('never offers more than the credit, whatever a tender holds', () => {
    fc.assert(
      fc.property(pence, pence, pence, (owed, cash, credit) => {
        const balance = ledgerBalance([
          { kind: 'charge', category: 'booking', amountPence: owed },
          paid('cash', cash),
          { kind: 'credit', category: 'booking', amountPence: Math.min(credit, owed) },
        ]);
        for (const r of deskRefundable(balance)) {
          expect(r.amountPence).toBeLessThanOrEqual(-balance.balancePence);
          expect(r.amountPence).toBeLessThanOrEqual(cash);
          expect(whyNotRefundable(balance, r.tender, r.amountPence)).toBeNull();
        }
      }),
    );
  });
});

describe('refundRoute', () => {
  it('gives back to the gift voucher first, then the card, then the room bill, the rest at the desk', () => {
    expect(refundRoute(5_000, { voucher: 2_000, 'online-card': 10_000 })).toEqual({
      voucherPence: 2_000,
      cardPence: 3_000,
      roomBillPence: 0,
      deskPence: 0,
    });
    expect(refundRoute(6_000, { 'room-charge': 12_000 })).toMatchObject({
      roomBillPence: 6_000,
      deskPence: 0,
    });
    expect(refundRoute(6_000, { cash: 12_000 })).toEqual({
      voucherPence: 0,
      cardPence: 0,
      roomBillPence: 0,
      deskPence: 6_000,
    });
  });

  it('routes the whole refund, each tender at most what it paid', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), pence, (entries, refund) => {
        const { byTender } = ledgerBalance(entries);
        const route = refundRoute(refund, byTender);
        expect(route.voucherPence + route.cardPence + route.roomBillPence + route.deskPence).toBe(refund);
        expect(route.voucherPence).toBeLessThanOrEqual(Math.max(0, byTender.voucher ?? 0));
        expect(route.cardPence).toBeLessThanOrEqual(Math.max(0, byTender['online-card'] ?? 0));
        expect(route.roomBillPence).toBeLessThanOrEqual(Math.max(0, byTender['room-charge'] ?? 0));
        for (const part of Object.values(route)) expect(part).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('which tenders are takings', () => {
  it('counts money taken by card or cash, not a room charge (moved to the room bill) nor a voucher (sold before)', () => {
    expect(MONEY_TENDERS).toEqual(['online-card', 'saved-card', 'desk-card', 'cash']);
    expect(ROOM_BILL_TENDERS).toEqual(['room-charge']);
    expect(TENDER_TAKINGS.voucher).toBe('voucher');
  });

  it('puts every tender in exactly one place: takings, room bills or vouchers redeemed', () => {
    const vouchers = TENDERS.filter((tender) => TENDER_TAKINGS[tender] === 'voucher');
    expect([...MONEY_TENDERS, ...ROOM_BILL_TENDERS, ...vouchers].sort()).toEqual([...TENDERS].sort());
  });
});
