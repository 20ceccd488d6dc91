import { Outlet, type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { namedRoute, type RouteHandle, Redirect } from '../lib/route-meta';
import { StayEntryRedirect } from './stay-entry-redirect';

// Each screen is a chunk of its own, loaded when its route is first shown.
const StartScreen = lazyScreen(() => import('../features/start/start-screen').then((m) => m.StartScreen));
const TypeScreen = lazyScreen(() => import('../features/spa-type/type-screen').then((m) => m.TypeScreen));
const SearchRoute = lazyScreen(async () => {
  const [{ FrameHeader }, { SearchScreen }] = await Promise.all([
    import('../features/booking-frame/spa-day-frame'),
    import('../features/search/search-screen'),
  ]);
  return function SearchWithFrame() {
    return (
      <>
        <FrameHeader />
        <SearchScreen />
      </>
    );
  };
});
const TreatmentSearchRoute = lazyScreen(async () => {
  const [{ FrameHeader }, { TreatmentSearchScreen }] = await Promise.all([
    import('../features/booking-frame/spa-day-frame'),
    import('../features/treatment-search/treatment-search-screen'),
  ]);
  return function TreatmentSearchWithFrame() {
    return (
      <>
        <FrameHeader />
        <TreatmentSearchScreen />
      </>
    );
  };
});
const SessionRoute = lazyScreen(() =>
  import('../features/booking-frame/spa-day-frame').then((m) => m.SpaDaySessionRoute),
);
const TreatmentSessionRoute = lazyScreen(() =>
  import('../features/booking-frame/spa-day-frame').then((m) => m.TreatmentSessionRoute),
);
const GuestsScreen = lazyScreen(() => import('../features/guests/guests-screen').then((m) => m.GuestsScreen));
const ArrivalScreen = lazyScreen(() =>
  import('../features/arrival/arrival-screen').then((m) => m.ArrivalScreen),
);
const DiningScreen = lazyScreen(() => import('../features/dining/dining-screen').then((m) => m.DiningScreen));
const GardenScreen = lazyScreen(() => import('../features/garden/garden-screen').then((m) => m.GardenScreen));
const TreatmentsScreen = lazyScreen(() =>
  import('../features/treatments/treatments-screen').then((m) => m.TreatmentsScreen),
);
const TreatmentTimesScreen = lazyScreen(() =>
  import('../features/treatment-times/treatment-times-screen').then((m) => m.TreatmentTimesScreen),
);
const AddOnsScreen = lazyScreen(() =>
  import('../features/add-ons/booking-add-ons').then((m) => m.BookingAddOnsScreen),
);
const DetailsScreen = lazyScreen(() =>
  import('../features/details/details-screen').then((m) => m.DetailsScreen),
);
const SummaryScreen = lazyScreen(() =>
  import('../features/summary/summary-screen').then((m) => m.SummaryScreen),
);
const PaymentScreen = lazyScreen(() =>
  import('../features/payment/payment-screen').then((m) => m.PaymentScreen),
);
const ConfirmationScreen = lazyScreen(() =>
  import('../features/confirmation/confirmation-screen').then((m) => m.ConfirmationScreen),
);

/**
 * Every route of booking-flow.md §2, under #/spa, with its spec name and page
 * title. The treatment flow shares the Spa Day's screens for the steps both have.
 */
const route = (path: string, name: string, title: string, element: React.ReactNode): RouteObject =>
  namedRoute(path, name, title, element);

export const spaDayRoutes: RouteObject[] = [
  route('search', 'spa_day_search', 'Spa Day: dates and guests', SearchRoute),
  {
    // Every step after search: the session's saved booking, the frame and the hold countdown.
    path: ':id',
    element: SessionRoute,
    children: [
      route('guest', 'spa_day_guests', 'Spa Day: guest names', GuestsScreen),
      route('arrival', 'spa_day_arrival_time', 'Spa Day: arrival time', ArrivalScreen),
      route('dining', 'spa_day_dining', 'Spa Day: dining', DiningScreen),
      route('garden', 'spa_day_garden', 'Spa Day: spa garden', GardenScreen),
      route('treatments', 'spa_day_treatments', 'Spa Day: treatments', TreatmentsScreen),
      route('treatment-times', 'spa_day_treatment_times', 'Spa Day: treatment times', TreatmentTimesScreen),
      route('add-ons', 'spa_day_add_ons', 'Spa Day: add ons', AddOnsScreen),
      route('details', 'spa_day_details', 'Spa Day: your details', DetailsScreen),
      route('summary', 'spa_day_summary', 'Spa Day: booking summary', SummaryScreen),
      route('payment', 'spa_day_payment', 'Spa Day: payment', PaymentScreen),
    ],
  },
];

export const spaTreatmentRoutes: RouteObject[] = [
  route('search', 'spa_treatment_search', 'Spa treatment: dates and guests', TreatmentSearchRoute),
  {
    // Every step after search: the session's saved booking, the frame and the hold countdown.
    path: ':id',
    element: TreatmentSessionRoute,
    children: [
      route('guest', 'spa_treatment_guests', 'Spa treatment: guest names', GuestsScreen),
      route('treatments', 'spa_treatment_treatments', 'Spa treatment: treatments', TreatmentsScreen),
      route(
        'treatment-times',
        'spa_treatment_treatment_times',
        'Spa treatment: treatment times',
        TreatmentTimesScreen,
      ),
      route('add-ons', 'spa_treatment_add_ons', 'Spa treatment: add ons', AddOnsScreen),
      route('details', 'spa_treatment_details', 'Spa treatment: your details', DetailsScreen),
      route('summary', 'spa_treatment_summary', 'Spa treatment: booking summary', SummaryScreen),
      route('payment', 'spa_treatment_payment', 'Spa treatment: payment', PaymentScreen),
    ],
  },
];

export const bookingRoutes: RouteObject[] = [
  {
    path: 'spa',
    children: [
      route('', 'spa_start', 'Book the spa', StartScreen),
      route('type', 'spa_type', 'Choose your spa experience', TypeScreen),
      {
        path: 'day',
        handle: { name: 'spa_day_booking', title: 'Spa Day' } satisfies RouteHandle,
        element: <Outlet />,
        children: [{ index: true, element: <Redirect to="search" /> }, ...spaDayRoutes],
      },
      route(':id/day/confirmation', 'spa_day_confirmation', 'Spa Day: confirmation', ConfirmationScreen),
      {
        path: 'treatment',
        handle: { name: 'spa_treatment_booking', title: 'Spa treatment' } satisfies RouteHandle,
        element: <Outlet />,
        children: [{ index: true, element: <Redirect to="search" /> }, ...spaTreatmentRoutes],
      },
      route(
        ':id/treatment/confirmation',
        'spa_treatment_confirmation',
        'Spa treatment: confirmation',
        ConfirmationScreen,
      ),
    ],
  },
  // 'Book Again' (account-area §1): served by the stay entry (decision 156).
  { path: 'stay', element: <StayEntryRedirect /> },
  { path: '*', element: <Redirect to="/spa" /> },
];
