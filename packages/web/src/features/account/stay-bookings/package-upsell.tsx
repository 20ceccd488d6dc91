import { useState } from 'react';
import {
  calendarDay,
  formatPrice,
  type StayBookingResponse,
  type StayConfiguration,
  type StayPackageOffer,
} from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/panel';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Alert } from '../../../components/ui/feedback';
import { DiningModal } from './dining-modal';
import { PackageCost } from './package-cost';
import { SpaGroupModal, type StaySpaModalProps } from './spa-group-modal';
import { SpaTreatmentsModal } from './spa-treatments-modal';
import { packageRef, useAddPackage } from './stay-bookings-api';

/** Offers added through their own modal (a table or a spa time), for one room at a time. */
const modalKind = (p: StayPackageOffer) =>
  p.content.Restaurant
    ? 'dining'
    : p.content.IsSpaTreatments
      ? 'treatments'
      : p.content.IsMudTreatment
        ? 'mud'
        : p.content.IsSpaGarden
          ? 'garden'
          : null;

/** The modal of a package added with its own choices, for one room. */
function PackageModal({
  kind,
  ...props
}: StaySpaModalProps & { kind: NonNullable<ReturnType<typeof modalKind>> }) {
  if (kind === 'dining') {
    const { timeZone, ...dining } = props;
    return <DiningModal {...dining} today={calendarDay(new Date(), timeZone)} />;
  }
  if (kind === 'treatments') return <SpaTreatmentsModal {...props} />;
  return <SpaGroupModal {...props} kind={kind} />;
}

/** Quantity choice when adding a package: 1 to 6, default 1 (§9). */
const QUANTITIES = [1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) }));

/**
 * The upsell panel: packages the booking's rates allow (the server's list),
 * per-item ones (mode 0) apart from the others (§4); 'Add' opens a prompt with
 * the room and the quantity. Dining and the spa add-ons open their own modals,
 * for the room whose button was pressed.
 */
export function PackageUpsell({
  booking,
  configuration,
}: {
  booking: StayBookingResponse;
  configuration: StayConfiguration | undefined;
}) {
  const add = useAddPackage(booking.ConfirmationNumber);
  const [chosen, setChosen] = useState<string | null>(null);
  // Kept after closing so that the dialog closes in place and focus returns to its button; `n` remounts it fresh.
  const [special, setSpecial] = useState<{ code: string; leg: number; n: number; open: boolean } | null>(
    null,
  );
  const rooms = booking.Rooms.filter((r) => !r.IsCancelled);
  const [leg, setLeg] = useState(rooms[0]?.Leg ?? 1);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const offers = booking.Packages;
  if (rooms.length === 0 || offers.length === 0) return null;
  const timeZone = configuration?.TimeZone ?? 'Europe/London';
  const groups = [
    { title: 'Spa and dining', list: offers.filter((p) => modalKind(p) !== null) },
    { title: 'Extras', list: offers.filter((p) => modalKind(p) === null && p.PriceCalculationMode === 0) },
    { title: 'Packages', list: offers.filter((p) => modalKind(p) === null && p.PriceCalculationMode !== 0) },
  ];
  const offer = offers.find((p) => p.Code === chosen);
  const room = rooms.find((r) => r.Leg === leg) ?? rooms[0]!;
  const specialOffer = offers.find((p) => p.Code === special?.code);
  const specialRoom = rooms.find((r) => r.Leg === special?.leg);
  const specialKind = specialOffer ? modalKind(specialOffer) : null;
  const closeSpecial = () => setSpecial(special && { ...special, open: false });
  const modalKey = special ? `${special.code}-${special.leg}-${special.n}` : '';

  const close = () => {
    setChosen(null);
    add.reset();
  };
  const confirm = () =>
    add.mutate(
      {
        ...packageRef(room, chosen!),
        quantity,
        startDate: room.DateRange.StartDate,
        endDate: room.DateRange.EndDate,
      },
      {
        onSuccess: () => {
          setAdded(
            `${offer?.content.DisplayName ?? 'The package'} is added to room ${room.Leg}. Your receipt is on its way by e-mail.`,
          );
          close();
        },
      },
    );

  return (
    <Panel className="no-print border border-sage-200 shadow-none">
      <h2 className="text-xl">Add to your stay</h2>
      {added && <Alert tone="success">{added}</Alert>}
      {groups.map(
        (group) =>
          group.list.length > 0 && (
            <section key={group.title} aria-label={group.title} className="flex flex-col gap-2">
              <h3 className="font-sans font-bold">{group.title}</h3>
              <ul className="grid gap-3 sm:grid-cols-2">
                {group.list.map((p) => (
                  <li key={p.Code} className="flex flex-col gap-2 rounded-md border border-sage-200 p-3">
                    <p className="font-semibold">{p.content.DisplayName}</p>
                    <p className="text-sm">{p.content.LongDescription}</p>
                    {modalKind(p) === null ? (
                      <>
                        <p className="text-sm">
                          {formatPrice(p.Amount)} {p.content.PerText}
                        </p>
                        <Button
                          variant="secondary"
                          className="self-start"
                          aria-label={`Add ${p.content.DisplayName}`}
                          onClick={() => {
                            setQuantity(1);
                            setLeg(rooms[0]!.Leg);
                            setChosen(p.Code);
                          }}
                        >
                          Add
                        </Button>
                      </>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        {rooms.map((r) => (
                          <Button
                            key={r.Leg}
                            variant="secondary"
                            onClick={() =>
                              setSpecial({ code: p.Code, leg: r.Leg, n: (special?.n ?? 0) + 1, open: true })
                            }
                          >
                            {/* One text run: the button is a flex box, whose gap would split the words. */}
                            <span>
                              Add<span className="sr-only"> {p.content.DisplayName}</span>
                              {rooms.length > 1 && ` to room ${r.Leg}`}
                            </span>
                          </Button>
                        ))}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
      {specialOffer && specialRoom && specialKind && (
        <PackageModal
          key={modalKey}
          kind={specialKind}
          open={special?.open ?? false}
          offer={specialOffer}
          room={specialRoom}
          confirmation={booking.ConfirmationNumber}
          timeZone={timeZone}
          onClose={closeSpecial}
        />
      )}
      <ConfirmModal
        open={offer !== undefined}
        title={`Add ${offer?.content.DisplayName ?? ''}`}
        confirmLabel="Add to my stay"
        onConfirm={confirm}
        onClose={close}
        busy={add.isPending}
        error={add.isError ? add.error.message : null}
      >
        <p>
          {offer && formatPrice(offer.Amount)} {offer?.content.PerText}.
        </p>
        {rooms.length > 1 && (
          <SelectField
            label="Room"
            value={String(leg)}
            onChange={(e) => setLeg(Number(e.target.value))}
            options={rooms.map((r) => ({ value: String(r.Leg), label: `Room ${r.Leg}` }))}
          />
        )}
        <SelectField
          label="Quantity"
          value={String(quantity)}
          onChange={(e) => setQuantity(Number(e.target.value))}
          options={QUANTITIES}
        />
        {offer && <PackageCost offer={offer} room={room} quantity={quantity} />}
      </ConfirmModal>
    </Panel>
  );
}
