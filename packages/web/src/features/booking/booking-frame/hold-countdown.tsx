import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import type { BookingInProgress } from '../../../lib/spa-day/booking-context';
import type { SpaDayStep } from '../../../lib/spa-day/flow';
import { HOLD_LABELS, type HoldKind } from '../../../lib/spa-day/holds-api';
import { sessionKey, useKeepAlive } from '../../../lib/spa-day/session-api';

/** Warn this long before the hold runs out (WCAG 2.2.1 asks for at least 20 seconds). */
export const WARN_SECONDS = 60;

const STEP_OF: Record<HoldKind, SpaDayStep> = {
  arrival: 'arrival',
  dining: 'dining',
  garden: 'garden',
  treatments: 'treatment-times',
  'addon-treatments': 'add-ons',
  mud: 'add-ons',
  'garden-extra': 'add-ons',
};

/** The choices of the booking the guest has held (the guest's record of what to choose again). */
export function chosenHoldKinds(booking: BookingInProgress): HoldKind[] {
  return booking.search.heldKinds;
}

/** The clock, ticking each second while there is a hold to count down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A warning stays in view at the top while the guest scrolls a long form (issue 25). */
const STICKY = 'no-print sticky top-0 z-20 mb-6 shadow-md';

/**
 * How long the chosen times are held, a warning with 'Keep my times' before they
 * are released, and after expiry which choices must be made again.
 */
export function HoldCountdown({ booking }: { booking: BookingInProgress }) {
  const client = useQueryClient();
  const keep = useKeepAlive(booking.sessionId);
  const expiresAt = booking.session.HoldExpiresAt;
  const now = useNow(Boolean(expiresAt));
  const left = expiresAt ? Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000)) : null;
  const chosen = chosenHoldKinds(booking);
  const expired = left === 0;

  useEffect(() => {
    if (expired) void client.invalidateQueries({ queryKey: sessionKey(booking.sessionId) });
  }, [expired, client, booking.sessionId]);

  // A choice is lost when the session no longer holds its kind (released, or run out).
  const held = new Set(
    booking.session.Holds.filter((h) => !h.ExpiresAt || Date.parse(h.ExpiresAt) > now).map((h) => h.Kind),
  );
  const lost = chosen.filter((k) => !held.has(k));
  if (chosen.length === 0) return null;

  if (lost.length > 0)
    return (
      <Alert tone="warning" title="Your held times have been released" className={STICKY}>
        <p className="mb-2">We held your times for a limited time. Please choose again:</p>
        <ul className="list-disc pl-6">
          {lost.map((kind) => (
            <li key={kind}>
              <Link className="text-teal-800 underline" to={booking.flow.path(STEP_OF[kind])}>
                Choose your {HOLD_LABELS[kind]} again
              </Link>
            </li>
          ))}
        </ul>
      </Alert>
    );

  if (left === null) return null;
  if (left <= WARN_SECONDS)
    return (
      <Alert tone="warning" title="Your times are about to be released" className={STICKY}>
        <p className="mb-3">
          {'We will release your chosen times in less than a minute'}
          <span aria-hidden className="font-semibold tabular-nums">{` (${left} seconds)`}</span>
          {'. Do you need more time?'}
        </p>
        <Button busy={keep.isPending} onClick={() => keep.mutate()}>
          Keep my times
        </Button>
      </Alert>
    );
  return (
    <p className="no-print mb-4 text-sm text-sage-700">
      Your chosen times are held for <span className="font-semibold tabular-nums">{mmss(left)}</span>.{' '}
      <button
        type="button"
        className="min-h-6 text-teal-800 underline underline-offset-2"
        onClick={() => keep.mutate()}
      >
        Keep them longer
      </button>
    </p>
  );
}
