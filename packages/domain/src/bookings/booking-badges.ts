/**
 * How the account area sorts and labels a member's bookings (account-area §2, §4):
 * upcoming or previous by the days to go, and one badge each. Pure: 'today' is a
 * calendar date in the resort's zone that the caller passes in.
 */

/** A booking is upcoming from its day on (days to go ≥ 0), previous after it (§4). */
export function isUpcoming(daysToGo: number): boolean {
  return daysToGo >= 0;
}

/**
 * The badge of a booking in the lists: 'Cancelled', 'Today', 'N days to go' or
 * 'N days ago' ('1 day to go' and '1 day ago' in the singular).
 *
 * @example bookingBadge({ daysToGo: 3, isCancelled: false }) // '3 days to go'
 */
export function bookingBadge({ daysToGo, isCancelled }: { daysToGo: number; isCancelled: boolean }): string {
  if (isCancelled) return 'Cancelled';
  if (daysToGo === 0) return 'Today';
  const days = Math.abs(daysToGo);
  const unit = days === 1 ? 'day' : 'days';
  return daysToGo > 0 ? `${days} ${unit} to go` : `${days} ${unit} ago`;
}

/**
 * Upcoming bookings soonest first, previous ones most recent first, and the cancelled
 * apart, latest date first: a cancelled booking is neither ahead of the guest nor had.
 */
export function splitUpcomingPrevious<T extends { DaysToGo: number; IsCancelled?: boolean }>(
  bookings: readonly T[],
): { upcoming: T[]; previous: T[]; cancelled: T[] } {
  const live = bookings.filter((b) => !b.IsCancelled);
  const upcoming = live.filter((b) => isUpcoming(b.DaysToGo)).sort((a, b) => a.DaysToGo - b.DaysToGo);
  const previous = live.filter((b) => !isUpcoming(b.DaysToGo)).sort((a, b) => b.DaysToGo - a.DaysToGo);
  const cancelled = bookings.filter((b) => b.IsCancelled).sort((a, b) => b.DaysToGo - a.DaysToGo);
  return { upcoming, previous, cancelled };
}

/** 'Make a booking' is offered at the top too when there are more than this many bookings (§9). */
export const TOP_BOOKING_BUTTON_AFTER = 6;
