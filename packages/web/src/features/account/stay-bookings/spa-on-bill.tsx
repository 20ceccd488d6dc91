import { formatPrice, type StayBookingResponse } from '@spa/domain';
import { Panel } from '../../../components/ui/panel';

/**
 * The spa on the stay's room bill (decisions 0445, 0535): each spa booking the spa desk charged
 * to the room, and what a cancellation took off again, with what the spa adds to the bill now.
 * Nothing shows for a stay with no spa charged to it.
 */
export function SpaOnBill({ booking }: { booking: StayBookingResponse }) {
  const lines = booking.SpaOnBill;
  if (lines.length === 0) return null;
  const totalPence = lines.reduce(
    (sum, e) => sum + (e.Kind === 'charge' ? e.AmountPence : -e.AmountPence),
    0,
  );
  return (
    <Panel className="border border-sage-200 shadow-none">
      <h2 className="text-xl">Spa on your room bill</h2>
      <ul className="flex flex-col gap-1">
        {lines.map((line, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-4">
            <span>{line.Description}</span>
            <strong>
              {line.Kind === 'charge'
                ? formatPrice(line.AmountPence)
                : `${formatPrice(line.AmountPence)} taken off`}
            </strong>
          </li>
        ))}
      </ul>
      <p>
        The spa adds <strong>{formatPrice(totalPence)}</strong> to your room bill, paid at the hotel when you
        leave.
      </p>
    </Panel>
  );
}
