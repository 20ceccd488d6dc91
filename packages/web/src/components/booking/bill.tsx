import type { LineItemWire } from '@spa/domain';
import { formatPrice } from '../../lib/format';

/** The server's bill: each line (quantity × unit price) and the total. */
export function Bill({ lines, total, caption }: { lines: LineItemWire[]; total: number; caption: string }) {
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
      </tfoot>
    </table>
  );
}
