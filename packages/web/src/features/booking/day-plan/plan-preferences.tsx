import type { LunchOrderWire } from '@spa/domain';
import { Checkbox, RadioGroup } from '../../../components/ui/choice';

const LUNCH_ORDERS: { value: LunchOrderWire; label: string }[] = [
  { value: 'any', label: 'Least waiting' },
  { value: 'before-lunch', label: 'Before lunch' },
  { value: 'after-lunch', label: 'After lunch' },
];

/** What the guests care about in their day: starting together, treatments before or after lunch. */
export function PlanPreferences({
  many,
  hasDining,
  together,
  lunchOrder,
  onTogether,
  onLunchOrder,
}: {
  many: boolean;
  hasDining: boolean;
  together: boolean;
  lunchOrder: LunchOrderWire;
  onTogether: (together: boolean) => void;
  onLunchOrder: (order: LunchOrderWire) => void;
}) {
  if (!many && !hasDining) return null;
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:gap-8">
      {hasDining && (
        <RadioGroup
          legend="Treatments"
          name="lunchOrder"
          tiles
          value={lunchOrder}
          options={LUNCH_ORDERS}
          onChange={onLunchOrder}
        />
      )}
      {many && (
        <Checkbox
          name="planTogether"
          label="Start everyone's treatments at the same time"
          checked={together}
          onChange={(event) => onTogether(event.target.checked)}
        />
      )}
    </div>
  );
}
