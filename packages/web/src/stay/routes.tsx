import { type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { namedRoute, Redirect } from '../lib/route-meta';

const StaySearchScreen = lazyScreen(() =>
  import('../features/stay-search/stay-search-screen').then((m) => m.StaySearchScreen),
);

/** /booking/stay/#/stay/search/?amend=… (account-area §2). */
export const stayRoutes: RouteObject[] = [
  namedRoute('stay/search', 'stay_search', 'Find a room', StaySearchScreen),
  { path: '*', element: <Redirect to="/stay/search" /> },
];
