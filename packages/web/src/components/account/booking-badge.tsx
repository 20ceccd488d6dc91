import { clsx } from 'clsx';
import { bookingBadge } from '@spa/domain';

/** Cancelled, Today, 'N days to go' or 'N days ago' (account-area §2). */
export function BookingBadge({ daysToGo, isCancelled = false }: { daysToGo: number; isCancelled?: boolean }) {
  const text = bookingBadge({ daysToGo, isCancelled });
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap',
        isCancelled
          ? 'bg-red-50 text-danger'
          : daysToGo >= 0
            ? 'bg-teal-800 text-white'
            : 'bg-sage-100 text-ink',
      )}
    >
      {text}
    </span>
  );
}
