import { useState, type ReactNode } from 'react';
import { minutesOfDay } from '@spa/domain';
import { Button } from '../ui/button';
import { RadioGroup } from '../ui/choice';
import { Alert } from '../ui/feedback';
import { formatTime } from '../../lib/format';
import { TimeSlots, type SlotOption } from './time-slots';

export type Period = 'AM' | 'PM';
export type PeriodSlots = Record<Period, SlotOption[]>;

const PERIOD_WORDS: Record<Period, string> = { AM: 'morning', PM: 'afternoon' };

/** AM before noon at the resort, else PM. */
export const periodOf = (instant: string, timeZone: string): Period =>
  minutesOfDay(formatTime(instant, timeZone)) < 12 * 60 ? 'AM' : 'PM';

/** A flat list of times split into the morning's and the afternoon's, by the resort's clock. */
export function byPeriod(options: (SlotOption & { start: string })[], timeZone: string): PeriodSlots {
  return {
    AM: options.filter((o) => periodOf(o.start, timeZone) === 'AM'),
    PM: options.filter((o) => periodOf(o.start, timeZone) === 'PM'),
  };
}

const anyFree = (slots: SlotOption[]) => slots.some((s) => !s.disabled);

/**
 * The period to open on: the one holding the chosen time; else `preferred` when it has
 * a free time; else the first with a free time; else `preferred`.
 */
export function openingPeriod(
  slots: PeriodSlots,
  selected: string | null | undefined,
  preferred: Period,
): Period {
  const holding = (['AM', 'PM'] as const).find((p) => slots[p].some((s) => s.key === selected));
  if (holding) return holding;
  if (anyFree(slots[preferred])) return preferred;
  return (['AM', 'PM'] as const).find((p) => anyFree(slots[p])) ?? preferred;
}

/**
 * Choose a time of day (booking-flow §2 treatment times; the add-on and stay treatment
 * times; the desk's booking): Morning or Afternoon, then a grid of times, unavailable
 * ones struck through. It opens on the period with free times (or the one holding the
 * chosen time), and where the period shown has none free it points to the other.
 * When neither has one, `empty` is shown instead.
 */
export function ChooseTimes({
  label,
  periodLegend,
  name,
  slots,
  selected,
  onSelect,
  preferred = 'AM',
  periodLabels = { AM: 'AM', PM: 'PM' },
  empty,
}: {
  /** What the grid chooses, e.g. 'First treatment time for Ann'. */
  label: string;
  /** The period radios' legend (read by screen readers), e.g. 'Morning or afternoon for Ann'. */
  periodLegend: string;
  /** The period radios' name (unique on the page). */
  name: string;
  slots: PeriodSlots;
  selected: string | null | undefined;
  onSelect: (key: string) => void;
  preferred?: Period;
  periodLabels?: Record<Period, string>;
  empty: ReactNode;
}) {
  const [chosen, setChosen] = useState<Period | null>(null);
  const period = chosen ?? openingPeriod(slots, selected, preferred);
  const other: Period = period === 'AM' ? 'PM' : 'AM';
  if (!anyFree(slots.AM) && !anyFree(slots.PM)) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        legend={<span className="sr-only">{periodLegend}</span>}
        name={name}
        tiles
        value={period}
        options={(['AM', 'PM'] as const).map((p) => ({ value: p, label: periodLabels[p] }))}
        onChange={setChosen}
      />
      {!anyFree(slots[period]) && (
        <Alert tone="info">
          <p>No {PERIOD_WORDS[period]} times are free.</p>
          <Button variant="link" onClick={() => setChosen(other)}>
            See the {PERIOD_WORDS[other]} times
          </Button>
        </Alert>
      )}
      <TimeSlots label={label} options={slots[period]} selected={selected} onSelect={onSelect} />
    </div>
  );
}
