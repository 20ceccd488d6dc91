import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Loader } from '../components/ui/feedback';

/** Where a route was opened: what a screen's prefetch may read to ask for its data early. */
export interface RouteVisit {
  client: QueryClient;
  params: Readonly<Params>;
  search: URLSearchParams;
  pathname: string;
}

export interface LazyScreenOptions {
  prefetch?: (visit: RouteVisit) => void;
  holdsWindow?: boolean;
}

/**
 * A screen loaded on demand: its code, and whatever only it uses, is a chunk of
 * its own, fetched the first time its route is shown (docs/decisions.md 81).
 * Only the screen waits; the frame around it stays.
 *
 * `prefetch` runs when the route is first shown, beside the chunk's download: a
 * screen asks for its data (through its own query's options, so the screen's hook
 * finds the answer in the cache) or for the next code it needs, instead of
 * waiting for its code to load and render first (docs/decisions.md 164).
 *
 * `holdsWindow`: the screen is always longer than the window; its loader keeps the window's
 * height (`Loader`), so that the footer does not show and then move away.
 *
 * ```tsx
 * route('search', 'spa_day_search', 'Spa Day: dates and guests',
 *   lazyScreen(() => import('../features/booking/search/search-screen').then((m) => m.SearchScreen)))
 * ```
 */
export function lazyScreen(load: () => Promise<ComponentType>, options: LazyScreenOptions = {}): ReactNode {
  const Screen = lazy(async () => ({ default: await load() }));
  const screen = (
    <Suspense fallback={<Loader label="Loading" holdsWindow={options.holdsWindow} />}>
      <Screen />
    </Suspense>
  );
  return options.prefetch ? <Prefetch prefetch={options.prefetch}>{screen}</Prefetch> : screen;
}

function Prefetch({ prefetch, children }: { prefetch: (visit: RouteVisit) => void; children: ReactNode }) {
  const client = useQueryClient();
  const params = useParams();
  const { pathname, search } = useLocation();
  // Layout effect: straight after the first commit, not after the paint.
  useLayoutEffect(() => {
    prefetch({ client, params, search: new URLSearchParams(search), pathname });
    // Once per visit of the route (a new search or step is the screen's own business).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}

/**
 * A route table's screens, each loaded on demand like `lazyScreen`: the key names the
 * component the module exports (the compiler checks it is there).
 *
 * ```tsx
 * const { LoginScreen } = lazyScreens({
 *   LoginScreen: () => import('../features/account/access/login-screen'),
 * });
 * ```
 */
export function lazyScreens<K extends string>(loaders: {
  [Name in K]: () => Promise<{ [P in NoInfer<Name>]: ComponentType }>;
}): Record<K, ReactNode> {
  const names = Object.keys(loaders) as K[];
  return Object.fromEntries(
    names.map((name) => [name, lazyScreen(async () => (await loaders[name]())[name])]),
  ) as Record<K, ReactNode>;
}
