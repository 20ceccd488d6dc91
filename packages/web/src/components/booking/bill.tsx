import type { LineItemWire } from '@spa/domain';
import { formatPrice } from '../../lib/format';

/** What comes off the total or pays it, shown under it: a promotion's discount, a gift voucher, the card. */
export interface BillTender {
  label: string;
  amount: number;
  /** Taken off (a promotion), shown with a minus sign. */
  discount?: boolean;
}

/**
 * How a bill is split when a promotion takes something off or a gift voucher pays part or
 * all (decisions 0341, 0430): the discount, the voucher's share, then the card's
 * (`cardLabel`: 'To pay by card' before, 'Paid by card' after). None without either.
 */
export function billTenders(
  codes: {
    Voucher?: { CodeEnding: string; PaidPence: number } | null;
    Promotion?: { Code: string; DiscountPence: number } | null;
  },
  cardPence: number,
  cardLabel: string,
): BillTender[] {
  const { Voucher: voucher, Promotion: promotion } = codes;
  if (!voucher && !promotion) return [];
  return [
    ...(promotion
      ? [{ label: `Promotion ${promotion.Code}`, amount: promotion.DiscountPence, discount: true }]
      : []),
    ...(voucher ? [{ label: `Gift voucher ending ${voucher.CodeEnding}`, amount: voucher.PaidPence }] : []),
    { label: cardLabel, amount: cardPence },
  ];
}

/** The server's bill: each line (quantity × unit price), the total, and how it is paid when split. */
export function Bill({
  lines,
  total,
  caption,
  tenders = [],
}: {
  lines: LineItemWire[];
  total: number;
  caption: string;
  tenders?: BillTender[];
}) {
  return (
    <table className="w-full text-left">
      <caption className="mb-2 text-left font-serif text-xl">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i} className="border-b border-sage-200">
            <td className="py-2 pr-2 [overflow-wrap:anywhere]">
              {line.Description}
              {line.Quantity > 1 && (
                <span className="text-sm text-sage-700">
                  {' '}
                  ({line.Quantity} × {formatPrice(line.UnitPrice)})
                </span>
              )}
            </td>
            {/* An amount never breaks ('£5 / 0', 'Include / d'): the description wraps instead. */}
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              {line.Amount === 0 ? 'Included' : formatPrice(line.Amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 text-lg">
            Total
          </th>
          <td className="pt-3 text-right text-lg font-bold whitespace-nowrap tabular-nums">
            {formatPrice(total)}
          </td>
        </tr>
        {tenders.map((tender) => (
          <tr key={tender.label}>
            <th scope="row" className="pt-2 font-normal">
              {tender.label}
            </th>
            <td className="pt-2 text-right whitespace-nowrap tabular-nums">
              {tender.discount ? `−${formatPrice(tender.amount)}` : formatPrice(tender.amount)}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
