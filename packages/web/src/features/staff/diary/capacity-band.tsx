import { clsx } from 'clsx';
import { wallClockTime, type DiaryCapacity } from '@spa/domain';
import { StaffPanel } from '../../../components/staff/staff-panel';

const UNIT: Record<DiaryCapacity['Unit'], [string, string]> = {
  places: ['place', 'places'],
  groups: ['group', 'groups'],
  tables: ['table', 'tables'],
};

/**
 * The gardens, the mud room and the restaurants for the day: each session or dining
 * time with what is used of what it holds (confirmed and being booked), as the engine counts.
 */
export function CapacityBand({ capacity }: { capacity: DiaryCapacity[] }) {
  if (capacity.length === 0) return null;
  return (
    <StaffPanel title="Garden, mud room and restaurant" className="mb-6">
      <div className="flex flex-col gap-3">
        {capacity.map((row) => (
          <div key={`${row.Kind}-${row.Id}`}>
            <h3 className="font-semibold">{row.Name}</h3>
            <ul className="mt-1 flex flex-wrap gap-1 text-sm" aria-label={`${row.Name} by time`}>
              {row.Slots.map((slot) => {
                const full = slot.Used >= slot.Capacity;
                const [one, many] = UNIT[row.Unit];
                return (
                  <li
                    key={slot.Start}
                    className={clsx(
                      'rounded border px-2 py-1',
                      full
                        ? 'border-teal-900 bg-teal-900 text-white'
                        : slot.Used > 0
                          ? 'border-sage-600 bg-sage-100'
                          : 'border-sage-200',
                    )}
                  >
                    <span className="font-semibold">
                      {wallClockTime(slot.Start)}–{wallClockTime(slot.End)}
                    </span>{' '}
                    {slot.Used} of {slot.Capacity} {slot.Capacity === 1 ? one : many}
                    {full && ' (full)'}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </StaffPanel>
  );
}
