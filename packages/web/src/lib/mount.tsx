import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter, type RouteObject } from 'react-router';
import { createQueryClient } from './query-client';
import { RouteTable } from './route-meta';
import '../styles.css';

// zod (loaded later, by the screens that validate) probes `new Function` for a faster
// parser; our CSP forbids eval, so the probe is blocked and reported as a violation.
// `jitless` skips the probe. This is the object `z.config({ jitless: true })` writes;
// it is set here, before zod loads, so that the first screens need not load zod for it.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

/** Mounts one of the two apps (booking, account) with a hash router. */
export function mount(routes: RouteObject[]) {
  const queryClient = createQueryClient();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HashRouter>
          <RouteTable routes={routes} />
        </HashRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
