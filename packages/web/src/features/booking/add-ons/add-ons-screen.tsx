import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StepActions } from '../../../components/booking/step-actions';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ImageGallery } from '../../../components/ui/image-gallery';
import {
  addOnsTotal,
  cardPrice,
  type CardPrice,
  chosenAddOns,
  type ChosenAddOn,
  type Extra,
  type ModalType,
} from '../../../lib/add-ons/chosen-add-ons';
import { formatPrice, formatTime } from '../../../lib/format';
import { addOnTreatmentName } from '../../../lib/add-ons/add-on-names';
import { useReleaseHold, type HoldKind } from '../../../lib/spa-day/holds-api';
import type { AddOnsBooking } from './add-ons-booking';
import { GardenModal } from './garden-modal';
import { MudRoomModal } from './mud-room-modal';
import { TreatmentsModal } from './treatments-modal';

const KIND_OF: Record<ModalType, HoldKind> = {
  MUDROOM: 'mud',
  SPAGARDEN: 'garden-extra',
  TREATMENTS: 'addon-treatments',
};

/** The card's price for this party: 'from £45 per treatment', '£120 for your group of 3'. */
function CardPriceText({ price }: { price: CardPrice }) {
  return (
    <p className="font-semibold">
      {price.from && <span className="font-normal">from </span>}
      {formatPrice(price.amount)} <span className="font-normal">{price.per}</span>
    </p>
  );
}

/** What a card shows once its add-on is held (booking-flow §2). */
function chosenText(extra: Extra, chosen: ChosenAddOn, booking: AddOnsBooking): string {
  const at = formatTime(chosen.startDateTime, booking.timeZone);
  const names = chosen.guestIndexes.map((g) => booking.guestNames[g] ?? `Guest ${g + 1}`);
  switch (extra.ModalType) {
    case 'MUDROOM':
      return `${at}: ${names.join(', ')}`;
    case 'SPAGARDEN':
      return `${chosen.guestIndexes.length} guests - ${at} entry`;
    case 'TREATMENTS':
      return `${names[0]}: ${addOnTreatmentName(extra, chosen.code)}, ${at}`;
  }
}

/**
 * spa_day_add_ons and spa_treatment_add_ons: 'Can we make your experience even more
 * special?'. Each extra opens its modal (mud room, spa garden, add-on treatments);
 * each choice is a hold on the engine, Reset releases it. The Total is the add-ons'.
 */
export function AddOnsScreen({ booking }: { booking: AddOnsBooking }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<ModalType | null>(null);
  const [saving, setSaving] = useState(false);
  const release = useReleaseHold(booking.sessionId);
  const chosen = chosenAddOns(booking.extras, booking.itinerary);
  const total = addOnsTotal(chosen);

  const next = async () => {
    setSaving(true);
    await booking.onContinue();
    void navigate(booking.nextTo);
  };

  // A modal mounts fresh each time it opens (its choices start again). On closing, focus goes
  // back to its card's first button ('Add', or 'Reset' once the add-on is held).
  const cards = useRef(new Map<ModalType, HTMLDivElement | null>());
  const returnTo = useRef<ModalType | null>(null);
  useEffect(() => {
    if (open || !returnTo.current) return;
    cards.current.get(returnTo.current)?.querySelector('button')?.focus();
    returnTo.current = null;
  }, [open]);
  const modalProps = (type: ModalType) => ({
    booking,
    open: true,
    onClose: () => {
      returnTo.current = type;
      setOpen(null);
    },
  });

  return (
    <section aria-labelledby="add-ons-title">
      <h1 id="add-ons-title" className="mb-6 text-3xl">
        Can we make your experience even more special?
      </h1>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {booking.extras.map((e) => {
          const mine = chosen.filter((c) => c.modalType === e.ModalType);
          const canAddMore =
            e.ModalType === 'TREATMENTS'
              ? booking.guestNames.some((_, i) => !mine.some((c) => c.guestIndexes.includes(i)))
              : mine.length === 0;
          return (
            <li key={e.Key} className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm">
              <ImageGallery images={e.content.Images} label={e.content.DisplayName} loading="lazy" />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="text-xl">{e.content.DisplayName}</h2>
                <CardPriceText price={cardPrice(e, booking.guestNames.length)} />
                <p className="flex-1 text-sm">{e.content.Description}</p>
                {mine.length > 0 && (
                  <ul
                    className="rounded-md bg-sage-50 p-2 text-sm"
                    aria-label={`${e.content.DisplayName} chosen`}
                  >
                    {mine.map((c) => (
                      <li key={`${c.code}-${c.guestIndexes.join()}`}>{chosenText(e, c, booking)}</li>
                    ))}
                  </ul>
                )}
                <div
                  className="flex flex-wrap gap-2"
                  ref={(element) => {
                    cards.current.set(e.ModalType, element);
                  }}
                >
                  {canAddMore && (
                    <Button variant="secondary" onClick={() => setOpen(e.ModalType)}>
                      Add<span className="sr-only"> {e.content.DisplayName}</span>
                    </Button>
                  )}
                  {mine.length > 0 && (
                    <Button
                      variant="secondary"
                      busy={release.isPending && release.variables === KIND_OF[e.ModalType]}
                      onClick={() => release.mutate(KIND_OF[e.ModalType])}
                    >
                      Reset<span className="sr-only"> {e.content.DisplayName}</span>
                    </Button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {release.isError && (
        <Alert tone="error" title="Sorry, there has been an error." className="mt-6">
          We could not remove that add on. Please try again.
        </Alert>
      )}
      {booking.extras.map((e) =>
        e.ModalType !== open ? null : e.ModalType === 'MUDROOM' ? (
          <MudRoomModal key={e.Key} extra={e} {...modalProps('MUDROOM')} />
        ) : e.ModalType === 'SPAGARDEN' ? (
          <GardenModal key={e.Key} extra={e} {...modalProps('SPAGARDEN')} />
        ) : (
          <TreatmentsModal key={e.Key} extra={e} {...modalProps('TREATMENTS')} />
        ),
      )}
      <StepActions
        backTo={booking.backTo}
        onNext={() => void next()}
        nextLabel={booking.nextLabel}
        busy={saving}
        middle={total > 0 ? <p className="text-lg font-semibold">Total {formatPrice(total)}</p> : undefined}
      />
    </section>
  );
}
