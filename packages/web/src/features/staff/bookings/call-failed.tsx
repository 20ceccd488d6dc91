import { clsx } from 'clsx';

/** Beside a booking's one-press action (check in, send the questionnaire, resend): why it did not happen. */
export function CallFailed({
  call,
  what,
  className,
}: {
  call: { error: Error | null };
  /** 'Not saved', 'Not sent'. */
  what: string;
  className?: string;
}) {
  if (!call.error) return null;
  return (
    <span role="alert" className={clsx('font-semibold text-danger', className)}>
      {what}: {call.error.message}
    </span>
  );
}
