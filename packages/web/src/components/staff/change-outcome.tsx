import type { ReactNode } from 'react';
import { Alert } from '../ui/feedback';

/**
 * What a staff change last did (a shift, an absence, a promotion's status): `failed` and the
 * server's words, or `done`, what it changed.
 */
export function ChangeOutcome({
  call,
  done,
  failed = 'Not saved',
  className,
}: {
  call: { error: Error | null };
  done?: ReactNode;
  failed?: string;
  className?: string;
}) {
  return (
    <>
      {call.error && (
        <Alert tone="error" title={failed} className={className}>
          {call.error.message}
        </Alert>
      )}
      {done && (
        <Alert tone="success" className={className}>
          {done}
        </Alert>
      )}
    </>
  );
}
