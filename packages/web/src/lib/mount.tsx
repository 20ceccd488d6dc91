import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createHashRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from './query-client';
import '../styles.css';

/** Mounts one of the two apps (booking, account) with a hash router. */
export function mount(routes: RouteObject[]) {
  const router = createHashRouter(routes);
  const queryClient = createQueryClient();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
