import type { ReactNode } from 'react';
import { TimeSlots } from '../../../components/booking/time-slots';
import { formatTime } from '../../../lib/format';

/** A group add-on's price for the party, then its start times at the resort's clock. */
export function AddOnStartTimes({
  price,
  label,
  starts,
  timeZone,
  selected,
  onSelect,
}: {
  price: ReactNode;
  label: string;
  /** The times offered (each item's StartDateTime). */
  starts: string[];
  timeZone: string;
  selected: string | null;
  onSelect: (start: string) => void;
}) {
  return (
    <>
      {price && <p className="font-semibold">{price}</p>}
      <TimeSlots
        label={label}
        options={starts.map((start) => ({ key: start, label: formatTime(start, timeZone) }))}
        selected={selected}
        onSelect={onSelect}
      />
    </>
  );
}
