import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/feedback';

/** A booking or a guest opened by an address that names none: what was not found, why, and the way to find one. */
export function NotFoundAlert({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Alert tone="error" title={title}>
      {children}{' '}
      <Link to="/bookings" className="underline">
        Find a booking
      </Link>
    </Alert>
  );
}
