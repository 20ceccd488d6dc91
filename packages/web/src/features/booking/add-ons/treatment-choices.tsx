import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import type { Extra } from '../../../lib/add-ons/chosen-add-ons';
import { formatPrice } from '../../../lib/format';

export type Treatment = Extra['content']['TreatmentGroups'][number]['Treatments'][number];
export type Duration = Treatment['Durations'][number];

/**
 * The treatments modal's list (booking-flow §2 TREATMENTS): each group's treatments,
 * a button per duration with the price charged for it; Back returns to the guests.
 */
export function TreatmentChoices({
  extra,
  who,
  heading,
  onChoose,
  onBack,
}: {
  extra: Extra;
  who: string;
  heading: RefObject<HTMLHeadingElement | null>;
  onChoose: (treatment: Treatment, duration: Duration) => void;
  onBack: () => void;
}) {
  const priceOf = (duration: Duration) =>
    extra.Codes.find((c) => c.Code === duration.Code)?.DisplayPrice ?? duration.Price;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h3 ref={heading} tabIndex={-1} className="text-xl">
        Choose a treatment for {who}
      </h3>
      {extra.content.TreatmentGroups.map((group) => (
        <section key={group.DisplayName} aria-label={group.DisplayName}>
          <h4 className="mb-2 text-lg">{group.DisplayName}</h4>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.Treatments.map((treatment) => (
              <li key={treatment.Id} className="flex flex-col gap-2 rounded-md border border-sage-200 p-3">
                <p className="font-semibold">{treatment.DisplayName}</p>
                <div className="flex flex-wrap gap-2">
                  {treatment.Durations.map((duration) => (
                    <Button
                      key={duration.Code}
                      variant="secondary"
                      onClick={() => onChoose(treatment, duration)}
                    >
                      <span className="sr-only">{treatment.DisplayName}, </span>
                      {duration.Duration}mins {formatPrice(priceOf(duration))}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </div>
  );
}
