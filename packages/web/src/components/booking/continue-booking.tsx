import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/feedback';
import { getSession } from '../../lib/spa-day/session-api';
import { forgetSessionId, rememberedSessionId } from '../../lib/spa-day/remembered-session';

/** A 'Continue your booking' offer when this browser has a booking in progress (either flow). */
export function ContinueBooking() {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    const id = rememberedSessionId();
    if (!id) return;
    let live = true;
    getSession(id)
      .then((session) => {
        const search = session.Search as { lastPath?: string } | null | undefined;
        if (live && session.Status === 'active' && search?.lastPath) setPath(search.lastPath);
      })
      .catch(() => forgetSessionId());
    return () => {
      live = false;
    };
  }, []);
  if (!path) return null;
  return (
    <Alert tone="info" title="You have a booking in progress" className="mb-6">
      <Link to={path} className="text-teal-800 underline underline-offset-4">
        Continue your booking
      </Link>
    </Alert>
  );
}
