import { formatPrice, TENDER_WORDS, type LedgerStatement } from '@spa/domain';

/** + for what adds to the balance (a charge, a refund), − for what takes from it. */
const signed = (entry: LedgerStatement['Entries'][number]) =>
  `${entry.Kind === 'charge' || entry.Kind === 'refund' ? '+' : '−'}${formatPrice(entry.AmountPence)}`;

const whatOf = (entry: LedgerStatement['Entries'][number]) => {
  // A room charge given back goes to the stay's bill, not to the guest's hand (decision 0535).
  if (entry.Kind === 'refund' && entry.Tender === 'room-charge') return 'Refunded to room bill';
  return entry.Tender
    ? `${entry.Kind === 'payment' ? 'Paid' : 'Refunded'} by ${TENDER_WORDS[entry.Tender]}`
    : `${entry.Kind === 'charge' ? 'Charged' : 'Credited'} (${entry.Category ?? 'booking'})`;
};

/** The booking's ledger for the spa team: each movement of money, then what is owed, paid and left. */
export function BookingLedger({ money }: { money: LedgerStatement }) {
  return (
    <>
      <h3 className="mb-1 font-sans font-bold">Account</h3>
      {money.Entries.length === 0 ? (
        <p className="mb-2 text-sm">No money has moved on this booking.</p>
      ) : (
        <ul className="mb-2 flex flex-col gap-1 text-sm">
          {money.Entries.map((entry, i) => (
            <li key={i}>
              <strong>{signed(entry)}</strong> {whatOf(entry)}: {entry.Description}
              {entry.Reference && ` (${entry.Reference})`}
            </li>
          ))}
        </ul>
      )}
      <p className="mb-4 text-sm">
        Owed {formatPrice(money.OwedPence)}, paid {formatPrice(money.PaidPence)}:{' '}
        <strong>
          {money.BalancePence === 0
            ? 'nothing left to pay'
            : money.BalancePence > 0
              ? `${formatPrice(money.BalancePence)} left to pay`
              : `${formatPrice(-money.BalancePence)} owed back to the guest`}
        </strong>
      </p>
    </>
  );
}
