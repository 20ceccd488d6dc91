import { formatPrice, stayBillWords, type StayPackageOffer, type StayRoom } from '@spa/domain';
import { packageChange } from './stay-addon-values';

/**
 * What an add-on costs in all and how it is paid, said before the guest agrees (the
 * same words as the receipt e-mailed after). `differencePence` is what the bill moves
 * by; null when the add-on replaces an earlier choice whose price the page does not know.
 */
export function RoomBillNote({
  totalPence,
  differencePence,
  replaces,
}: {
  totalPence: number;
  differencePence: number | null;
  /** What it replaces on the room ('the ×1 already on room 1'), if anything. */
  replaces: string | null;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-md bg-sage-50 p-3" aria-live="polite">
      <p>
        <strong>Total: {formatPrice(totalPence)}</strong>
        {replaces && ` (replaces ${replaces})`}
      </p>
      <p className="text-sm">
        {differencePence === null
          ? 'The difference from your earlier choice is added to or taken off your room bill, paid at the hotel when you leave. Nothing is charged to your card now.'
          : stayBillWords(differencePence)}
      </p>
      <p className="text-sm">A receipt is e-mailed to you once it is added.</p>
    </div>
  );
}

/** RoomBillNote of a package priced by the item or the guest (the Add prompt, dining). */
export function PackageCost({
  offer,
  room,
  quantity,
}: {
  offer: StayPackageOffer;
  room: Pick<StayRoom, 'GuestQuota' | 'Packages' | 'Leg'>;
  quantity: number;
}) {
  const change = packageChange(offer, room, quantity);
  return (
    <RoomBillNote
      totalPence={change.totalPence}
      differencePence={change.differencePence}
      replaces={
        change.replacesQuantity === null
          ? null
          : `the ×${change.replacesQuantity} already on room ${room.Leg}`
      }
    />
  );
}

/** RoomBillNote of a spa add-on priced from its times: replacing one the room has, the difference is the server's. */
export function SpaAddOnCost({
  offer,
  room,
  totalPence,
}: {
  offer: Pick<StayPackageOffer, 'Code'>;
  room: Pick<StayRoom, 'Packages' | 'Leg'>;
  totalPence: number;
}) {
  const replacing = room.Packages.some((p) => p.Code === offer.Code);
  return (
    <RoomBillNote
      totalPence={totalPence}
      differencePence={replacing ? null : totalPence}
      replaces={replacing ? `the one already booked for room ${room.Leg}` : null}
    />
  );
}
