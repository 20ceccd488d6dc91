import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStaff } from '../lib/staff-auth';

/**
 * A screen only a spa manager may use: anyone else opening it by its address reads why
 * and is offered the diary (decision 0303). The API refuses their calls as well.
 */
export function ManagerOnly({ children }: { children: ReactNode }) {
  const staff = useStaff();
  if (staff?.Role === 'spa_manager') return children;
  return (
    <section aria-labelledby="manager-only-title" className="max-w-prose">
      <h1 id="manager-only-title" className="mb-3 text-3xl">
        For spa managers
      </h1>
      <p className="mb-4">
        This screen is for spa managers. Please ask a spa manager if something needs changing.
      </p>
      <Link
        to="/diary"
        className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4"
      >
        Go to the diary
      </Link>
    </section>
  );
}
