import type { PlanWire } from '@spa/domain';
import { Button } from '../../../components/ui/button';

/**
 * One plan of the party's day: when each guest does what, the waiting, and the button
 * that holds it. Guests whose day is the same are shown once.
 */
export function PlanCard({
  plan,
  number,
  names,
  busy,
  onChoose,
}: {
  plan: PlanWire;
  number: number;
  names: string[];
  busy: boolean;
  onChoose: () => void;
}) {
  const titleId = `plan-${number}-title`;
  const arrival = plan.Timeline[0]?.Items.find((i) => i.Kind === 'arrival');
  const perGuest = Math.round(plan.WaitMinutes / Math.max(1, plan.Timeline.length));
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={titleId} className="text-2xl">
          Plan {number}
          {number === 1 && (
            <>
              {' '}
              <span className="font-sans text-base font-normal">(least waiting)</span>
            </>
          )}
        </h2>
        <p className="text-sage-700">
          {arrival && `Arrive at ${arrival.StartTime}. `}
          {perGuest === 0
            ? 'No waiting between items.'
            : `About ${perGuest} minutes' waiting between items each.`}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {groupSameDays(plan).map(({ guests, items }) => (
          <section
            key={guests.join('-')}
            aria-label={`Day of ${joinNames(guests.map((g) => names[g] ?? ''))}`}
          >
            <h3 className="mb-2 font-sans text-lg font-bold">
              {joinNames(guests.map((g) => names[g] ?? ''))}
            </h3>
            <ol className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={`${item.Kind}-${item.StartTime}`} className="flex gap-3">
                  <span className="w-28 shrink-0 font-semibold tabular-nums">
                    {item.StartTime}–{item.EndTime}
                  </span>
                  <span>{item.Name}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <Button busy={busy} onClick={onChoose} aria-describedby={titleId} className="self-start">
        Choose plan {number}
      </Button>
    </article>
  );
}

/** The plan's guests grouped by identical days, in guest order. */
function groupSameDays(plan: PlanWire) {
  const groups: { guests: number[]; items: PlanWire['Timeline'][number]['Items']; key: string }[] = [];
  for (const { GuestIndex, Items } of plan.Timeline) {
    const key = JSON.stringify(Items);
    const same = groups.find((g) => g.key === key);
    if (same) same.guests.push(GuestIndex);
    else groups.push({ guests: [GuestIndex], items: Items, key });
  }
  return groups;
}

/** 'Ann', 'Ann and Bob', 'Ann, Bob and Cat'. */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
