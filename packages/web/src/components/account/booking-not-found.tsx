import { Link } from 'react-router';
import { Alert } from '../ui/feedback';

/** The detail screens' way back to their list. */
export function BackToList({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="no-print inline-flex min-h-11 items-center self-start text-teal-800 underline underline-offset-4"
    >
      ← {children}
    </Link>
  );
}

/** A number that is not among the member's bookings (or not theirs): a way back, not a dead end. */
export function BookingNotFound({
  listPath,
  listName,
  kind,
}: {
  listPath: string;
  listName: string;
  kind: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <BackToList to={listPath}>{listName}</BackToList>
      <Alert tone="error" title="We could not find this booking">
        It is not among the {kind} of your account. Please check the confirmation number.
      </Alert>
    </div>
  );
}
