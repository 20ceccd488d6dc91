import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * Renders a piece that calls the API, with a fresh query client, the server answering `answer`
 * (JSON, with `status`: 200 unless given) to every call; returns the `fetch` mock, to read what was sent.
 */
export function renderWithAnswer(ui: ReactElement, answer: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status }));
  vi.stubGlobal('fetch', fetch);
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
  return fetch;
}
