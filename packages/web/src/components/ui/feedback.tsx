import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A spinner with a text for screen readers; it is announced politely.
 * `holdsWindow`: what loads is always longer than the window (a list); the loader keeps the
 * window's height so that the footer stays below it, rather than showing and then being pushed
 * away when the content arrives (a layout shift, docs/decisions.md 165).
 */
export function Loader({
  label = 'Loading',
  holdsWindow = false,
}: {
  label?: string;
  holdsWindow?: boolean;
}) {
  return (
    <div
      role="status"
      className={clsx(
        'flex justify-center gap-3 p-8 text-sage-700',
        holdsWindow ? 'min-h-dvh items-start' : 'items-center',
      )}
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-sage-200 border-t-teal-800"
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

type Tone = 'info' | 'success' | 'error' | 'warning';
const tones: Record<Tone, string> = {
  info: 'border-sage-600 bg-sage-50',
  success: 'border-teal-800 bg-sage-100',
  error: 'border-danger bg-red-50',
  warning: 'border-amber-600 bg-amber-50',
};

/** A boxed message; errors and warnings are announced at once (role=alert). */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={clsx('rounded-md border-l-8 p-4', tones[tone], className)}
    >
      {title && <h2 className="mb-1 font-sans text-lg font-bold">{title}</h2>}
      {children}
    </div>
  );
}

export interface SummaryError {
  /** The field's control id, so that the link moves focus to it. */
  field: string;
  message: string;
}

/**
 * 'There is a problem' summary at the top of a form: it takes focus when it
 * appears and again on each failed submit (`attempt`, the submit count), and
 * each message links to its field (the public-service pattern). It does not take
 * focus while the guest corrects a field and the list changes.
 */
export function ErrorSummary({ errors, attempt = 0 }: { errors: SummaryError[]; attempt?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, attempt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 rounded-md border-4 border-danger bg-white p-4"
    >
      <h2 id="error-summary-title" className="mb-2 font-sans text-xl font-bold">
        There is a problem
      </h2>
      <ul className="list-none space-y-1">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${error.field}`}
              className="font-semibold text-danger underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.field)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
