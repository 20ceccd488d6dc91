import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loader } from '../components/ui/feedback';

/**
 * A screen loaded on demand: its code, and whatever only it uses, is a chunk of
 * its own, fetched the first time its route is shown (docs/decisions.md 81).
 * Only the screen waits; the frame around it stays.
 *
 * ```tsx
 * route('search', 'spa_day_search', 'Spa Day: dates and guests',
 *   lazyScreen(() => import('../features/search/search-screen').then((m) => m.SearchScreen)))
 * ```
 */
export function lazyScreen(load: () => Promise<ComponentType>): ReactNode {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Loader label="Loading" />}>
      <Screen />
    </Suspense>
  );
}

/**
 * A route table's screens, each loaded on demand like `lazyScreen`: the key names the
 * component the module exports (the compiler checks it is there).
 *
 * ```tsx
 * const { LoginScreen } = lazyScreens({
 *   LoginScreen: () => import('../features/account-access/login-screen'),
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
