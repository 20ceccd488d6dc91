import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingBadge } from './booking-badge';

/**
 * One booking in a member's list (spa bookings and stays): its title linking to the booking,
 * what it is (`children`: a line or two), its confirmation number and its badge.
 */
export function BookingCard({
  to,
  title,
  linkLabel,
  confirmation,
  daysToGo,
  isCancelled,
  children,
}: {
  to: string;
  title: string;
  /** The link's name when the title alone does not tell bookings apart (the date added). */
  linkLabel?: string;
  confirmation: string;
  daysToGo: number;
  isCancelled: boolean;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sage-200 p-4">
      <div>
        <h4 className="font-sans text-lg font-bold">
          <Link to={to} className="text-teal-800 underline underline-offset-4" aria-label={linkLabel}>
            {title}
          </Link>
        </h4>
        <p>{children}</p>
        <p className="text-sm text-sage-700">Confirmation number {confirmation}</p>
      </div>
      <BookingBadge daysToGo={daysToGo} isCancelled={isCancelled} />
    </article>
  );
}
