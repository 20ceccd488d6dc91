import { formatPrice, stayBillWords, type StayPackageOffer, type StayRoom } from '@spa/domain';
import { packageChange } from './stay-addon-values';

/**
 * What adding a package costs in all, and how it is paid, said before the guest agrees
 * (the same words as the receipt e-mailed after).
 */
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
    <div className="flex flex-col gap-1 rounded-md bg-sage-50 p-3" aria-live="polite">
      <p>
        <strong>Total: {formatPrice(change.totalPence)}</strong>
        {change.replacesQuantity !== null &&
          ` (replaces the ×${change.replacesQuantity} already on room ${room.Leg})`}
      </p>
      <p className="text-sm">{stayBillWords(change.differencePence)}</p>
      <p className="text-sm">A receipt is e-mailed to you once it is added.</p>
    </div>
  );
}
