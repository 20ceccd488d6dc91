import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Loader } from './feedback';

/**
 * What a query shows while it asks (a loader saying what), when it failed (the server's words),
 * and once it answered (`children` given the answer): the one way a screen waits for a call.
 */
export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T, Error>;
  loading: string;
  /** The failure's heading, and what follows the server's words (what the guest may do). */
  failed?: { title: string; help?: ReactNode };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader label={loading} />;
  if (query.isError)
    return (
      <Alert tone="error" title={failed?.title}>
        {query.error.message}
        {failed?.help}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
