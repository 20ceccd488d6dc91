import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SpaDayConfiguration } from '@spa/domain';
import { PlanDayOffer } from '../../../components/booking/plan-day-offer';
import { StepActions } from '../../../components/booking/step-actions';
import { Button } from '../../../components/ui/button';
import { WithPhoneLinks } from '../../../components/ui/phone-link';
import { CATALOGUE_IMAGE } from '../../../components/ui/image-gallery';
import { Modal } from '../../../components/ui/modal';
import { DeskSlotPanel } from '../../../components/booking/desk-slot-panel';
import { menuForSlot, useSlotFit, useTappedSlot } from '../../../lib/desk-slot';
import { formatPrice, formatPriceDifference } from '../../../lib/format';
import { useBooking } from '../../../lib/spa-day/booking-context';
import type { TreatmentMenu } from '../../../lib/spa-day/treatment-menu';
import type { SpaDayStep } from '../../../lib/spa-day/flow';
import { planHelps } from '../../../lib/spa-day/plan-entry';
import { guestName, type ChosenTreatment } from '../../../lib/spa-day/search-state';

type Treatment = SpaDayConfiguration['TreatmentGroups'][number]['Treatments'][number];

/**
 * A chosen or offered duration's price: 'Included' or '+£{difference}' in a Spa Day,
 * the price itself in the treatment flow (booking-flow §2, Treatments).
 */
const priceOf = (
  duration: Pick<Treatment['Durations'][number], 'IsIncluded' | 'PriceDifference' | 'Price'>,
  flowPrices: boolean,
) =>
  flowPrices
    ? formatPrice(duration.Price)
    : duration.IsIncluded
      ? 'Included'
      : formatPriceDifference(duration.PriceDifference);

/** '{n}mins' with its price (booking-flow §2, Treatments). */
function DurationButton({
  duration,
  onChoose,
  disabled,
  treatmentName,
  flowPrices,
}: {
  duration: Treatment['Durations'][number];
  onChoose: () => void;
  disabled: boolean;
  treatmentName: string;
  flowPrices: boolean;
}) {
  const price = priceOf(duration, flowPrices);
  return (
    <Button
      variant="secondary"
      disabled={disabled}
      onClick={onChoose}
      className="flex-col gap-0 px-3 py-1 leading-tight"
    >
      <span className="sr-only">{treatmentName}, </span>
      <span>{duration.Duration}mins</span> <span className="text-sm font-normal">{price}</span>
    </Button>
  );
}

function TreatmentChooser({
  menu,
  flowPrices,
  open,
  name,
  chosenIds,
  onClose,
  onChoose,
}: {
  menu: TreatmentMenu;
  flowPrices: boolean;
  open: boolean;
  name: string;
  chosenIds: string[];
  onClose: () => void;
  onChoose: (treatment: Treatment, duration: Treatment['Durations'][number]) => void;
}) {
  return (
    <Modal open={open} title={`Select treatments for ${name}`} onClose={onClose} fullScreen>
      <div className="mx-auto flex max-w-5xl flex-col gap-8">
        {menu.groups.map((group) => (
          <section key={group.DisplayName} aria-label={group.DisplayName}>
            <h3 className="mb-3 text-xl">{group.DisplayName}</h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.Treatments.map((treatment) => {
                const taken = chosenIds.includes(treatment.Id);
                return (
                  <li
                    key={treatment.Id}
                    className="flex flex-col overflow-hidden rounded-lg border border-sage-200 bg-white"
                  >
                    {treatment.Images[0] && (
                      <img
                        src={treatment.Images[0].Path}
                        alt={treatment.Images[0].Alt}
                        {...CATALOGUE_IMAGE}
                        loading="lazy"
                        decoding="async"
                        className="aspect-[20/9] w-full object-cover"
                      />
                    )}
                    <div className="flex flex-1 flex-col gap-2 p-3">
                      <h4 className="font-sans text-lg font-bold">{treatment.DisplayName}</h4>
                      <details>
                        <summary className="min-h-6 cursor-pointer text-teal-800 underline underline-offset-2">
                          About this treatment
                        </summary>
                        <p className="mt-1 text-sm">{treatment.Description}</p>
                      </details>
                      {taken && <p className="text-sm font-semibold">Already chosen for {name}</p>}
                      <div className="mt-auto flex flex-wrap gap-2">
                        {treatment.Durations.map((duration) => (
                          <DurationButton
                            key={duration.Code}
                            duration={duration}
                            treatmentName={treatment.DisplayName}
                            disabled={taken}
                            flowPrices={flowPrices}
                            onChoose={() => onChoose(treatment, duration)}
                          />
                        ))}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}

const sameTreatments = (a: ChosenTreatment[], b: ChosenTreatment[]) =>
  a.length === b.length && a.every((t, i) => t.Code === b[i]?.Code);

/**
 * spa_day_treatments and spa_treatment_treatments: 'Select your treatments', a card
 * per guest. The treatment flow shows prices and a running Total.
 */
export function TreatmentsScreen() {
  const booking = useBooking();
  const { search, flow, spaDay } = booking;
  // At the desk, for a therapist's slot tapped on the diary: only what fits it (decision 0440).
  const slot = useTappedSlot(search);
  const fit = useSlotFit(booking.sessionId, flow.kind === 'treatment' ? slot : null);
  const menu =
    flow.kind === 'treatment' && slot ? menuForSlot(booking.menu, fit.data?.Fits ?? []) : booking.menu;
  const flowPrices = flow.kind === 'treatment';
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ChosenTreatment[][]>(search.guests.map((g) => g.treatments));
  const [chooserFor, setChooserFor] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const { allowed } = menu;
  const complete = chosen.every((list) => list.length > 0);
  const total = chosen.flat().reduce((sum, t) => sum + t.Price, 0);

  const withChosen = (lists: ChosenTreatment[][]) => ({
    ...search,
    guests: search.guests.map((guest, i) => {
      const list = lists[i] ?? [];
      // Other treatments need other times: the start time is chosen again.
      return sameTreatments(guest.treatments, list) ? guest : { ...guest, treatments: list };
    }),
  });

  // Each choice is saved at once, so that the summary bar (and a reload) shows it.
  const change = (guest: number, list: ChosenTreatment[]) => {
    const lists = chosen.map((l, i) => (i === guest ? list : l));
    setChosen(lists);
    void booking.save(withChosen(lists));
  };

  /** Saves the treatments and goes on: to their times, or to "Plan our day for us" (decision 280). */
  const next = async (step: SpaDayStep = flow.next('treatments')) => {
    setSaving(true);
    const to = flow.path(step);
    await booking.save({ ...withChosen(chosen), lastPath: to });
    void navigate(to);
  };

  return (
    <section aria-labelledby="treatments-title">
      <h1 id="treatments-title" className="mb-2 text-3xl">
        Select your treatments
      </h1>
      {menu.intro && !(flow.kind === 'treatment' && slot) && (
        <p className="mb-6 max-w-3xl">
          <WithPhoneLinks text={menu.intro} />
        </p>
      )}
      {flow.kind === 'treatment' && slot && <DeskSlotPanel slot={slot} fit={fit.data} failed={fit.isError} />}
      <div className="grid gap-4 md:grid-cols-2">
        {search.guests.map((guest, i) => {
          const list = chosen[i] ?? [];
          const name = guestName(guest, i);
          return (
            <article
              key={i}
              className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
              aria-labelledby={`guest-${i}-treatments`}
            >
              <h2 id={`guest-${i}-treatments`} className="text-xl">
                {name}&apos;s treatments
              </h2>
              {list.length === 0 ? (
                <p className="text-sage-700">No treatment chosen yet.</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {list.map((t) => (
                    <li key={t.Code} className="flex justify-between gap-2">
                      <span>
                        {t.DisplayName}, {t.Duration} mins
                      </span>
                      {(flowPrices || !t.IsIncluded) && (
                        <span className="font-semibold">{priceOf(t, flowPrices)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-auto flex flex-wrap gap-2">
                {list.length < allowed && menu.groups.length > 0 && (
                  <Button variant="secondary" onClick={() => setChooserFor(i)}>
                    {allowed > 1 ? `Add Treatment ${list.length + 1}` : 'Add Treatment'}
                    <span className="sr-only"> for {name}</span>
                  </Button>
                )}
                {list.length > 0 && (
                  <Button variant="link" onClick={() => change(i, list.slice(0, -1))}>
                    Reset<span className="sr-only"> {name}&apos;s last treatment</span>
                  </Button>
                )}
              </div>
            </article>
          );
        })}
      </div>
      <TreatmentChooser
        menu={menu}
        flowPrices={flowPrices}
        open={chooserFor !== null}
        name={chooserFor === null ? '' : guestName(search.guests[chooserFor], chooserFor)}
        chosenIds={chooserFor === null ? [] : (chosen[chooserFor] ?? []).map((t) => t.TreatmentId)}
        onClose={() => setChooserFor(null)}
        onChoose={(treatment, duration) => {
          if (chooserFor === null) return;
          change(chooserFor, [
            ...(chosen[chooserFor] ?? []),
            {
              TreatmentId: treatment.Id,
              DisplayName: treatment.DisplayName,
              Id: duration.Id,
              Code: duration.Code,
              Duration: duration.Duration,
              Price: duration.Price,
              IsIncluded: duration.IsIncluded,
              PriceDifference: duration.PriceDifference,
            },
          ]);
          setChooserFor(null);
        }}
      />
      {flow.kind === 'day' && spaDay && planHelps(search.guestCount, spaDay) && (
        <PlanDayOffer onPlan={() => void next('plan')} disabled={!complete || saving} />
      )}
      <StepActions
        backTo={flow.path(flow.previous('treatments'))}
        middle={
          flowPrices ? (
            <p className="text-lg font-semibold" aria-live="polite">
              {total > 0 && `Total ${formatPrice(total)}`}
            </p>
          ) : undefined
        }
        onNext={() => void next()}
        nextLabel="Next Step"
        nextDisabled={!complete}
        busy={saving}
      />
    </section>
  );
}
