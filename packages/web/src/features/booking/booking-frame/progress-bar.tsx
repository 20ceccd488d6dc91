import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { BookingFlow } from '../../../lib/spa-day/booking-flow';

const STEPS = ['Dates & Guests', 'Treatments', 'Add ons', 'Details', 'Payment'] as const;

/** The five-step progress bar; completed steps carry an Edit link (§2, frame). */
export function ProgressBar({ current, flow }: { current: number; flow?: BookingFlow }) {
  return (
    <nav aria-label="Booking progress" className="no-print mb-6">
      <ol className="grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
        {STEPS.map((label, i) => {
          const n = i + 1;
          const done = n < current;
          const here = n === current;
          const edit = done ? flow?.editTarget(n) : null;
          return (
            <li
              key={label}
              aria-current={here ? 'step' : undefined}
              className={clsx(
                'flex flex-col items-center gap-1 border-t-4 pt-2',
                done || here ? 'border-teal-800' : 'border-sage-200',
              )}
            >
              <span
                className={clsx(
                  'flex size-7 items-center justify-center rounded-full font-bold',
                  here
                    ? 'bg-teal-800 text-white'
                    : done
                      ? 'bg-sage-100 text-teal-900'
                      : 'bg-white text-sage-700',
                )}
                aria-hidden
              >
                {n}
              </span>
              <span className={clsx(here && 'font-bold')}>
                <span className="sr-only">Step {n}: </span>
                {label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
              {edit && flow && (
                <Link
                  to={flow.path(edit)}
                  className="inline-flex min-h-6 items-center px-1 text-teal-800 underline underline-offset-2"
                >
                  Edit<span className="sr-only"> {label}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
