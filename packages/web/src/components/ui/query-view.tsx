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
  children,
}: {
  query: UseQueryResult<T, Error>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader label={loading} />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  return <>{children(query.data)}</>;
}
