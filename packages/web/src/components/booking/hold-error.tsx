import { ApiError } from '../../lib/api-client';
import { Alert } from '../ui/feedback';

/** The server's word when a hold or check fails: a 409 names the choice that was taken. */
export function HoldError({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof ApiError && error.status === 409
      ? error.message
      : 'Sorry, we could not hold that time. Please try again.';
  return (
    <Alert tone="error" title="That time is no longer available" className="mt-6">
      {message} Please choose another time.
    </Alert>
  );
}
