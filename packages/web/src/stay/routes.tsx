import { type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { namedRoute, Redirect } from '../lib/route-meta';

const StaySearchScreen = lazyScreen(() =>
  import('../features/stay/search/stay-search-screen').then((m) => m.StaySearchScreen),
);

const StayBookScreen = lazyScreen(() =>
  import('../features/stay/search/stay-book-screen').then((m) => m.StayBookScreen),
);

/** /booking/stay/#/stay/search/?amend=… (account-area §2); /booking/stay/#/stay/book/?from=… ('Book Again'). */
export const stayRoutes: RouteObject[] = [
  namedRoute('stay/search', 'stay_search', 'Find a room', StaySearchScreen),
  namedRoute('stay/book', 'stay_book', 'Book a stay', StayBookScreen),
  { path: '*', element: <Redirect to="/stay/search" /> },
];
