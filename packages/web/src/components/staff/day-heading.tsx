import { useSearchParams } from 'react-router';
import { formatLongDate } from '@spa/domain';
import { useResortToday } from '../../lib/resort-clock';
import { DATE, DateInput } from './date-input';

export interface ShownDay {
  date: string;
  show: (day: string) => void;
}

/**
 * The day a staff day screen shows (the arrivals, the waiting list, the diary):
 * today's, or another day's from `?date=` (tomorrow's, to prepare); and how to show another.
 */
export function useShownDay(): ShownDay {
  const today = useResortToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  return {
    date: DATE.test(asked) ? asked : today,
    show: (day) => setParams({ date: day }, { replace: true }),
  };
}

/** A day list's title over its long date, and the date that shows another day. */
export function DayHeading({ title, day }: { title: string; day: ShownDay }) {
  return (
    <>
      <h1 className="mb-4 text-3xl">
        {title} <span className="block text-xl">{formatLongDate(day.date)}</span>
      </h1>
      <div className="no-print mb-4 w-fit">
        <DateInput label="Date" value={day.date} onChange={day.show} />
      </div>
    </>
  );
}
