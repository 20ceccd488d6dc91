import { Outlet, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { lazyScreen, type RouteVisit } from '../lib/lazy-screen';
import { prefetchPackages } from '../features/search/packages-api';
import { namedRoute, type RouteHandle, Redirect } from '../lib/route-meta';
import { StayEntryRedirect } from './stay-entry-redirect';

// Each screen is a chunk of its own, loaded when its route is first shown.
const StartScreen = lazyScreen(() => import('../features/start/start-screen').then((m) => m.StartScreen));
const TypeScreen = lazyScreen(() => import('../features/spa-type/type-screen').then((m) => m.TypeScreen));
const SearchRoute = lazyScreen(
  async () => {
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
  },
  { prefetch: prefetchPackages },
);
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
/** A step after search: its screen's code, which the session route also fetches early. */
function step(load: () => Promise<ComponentType>) {
  return { load, element: lazyScreen(load) };
}
const Guests = step(() => import('../features/guests/guests-screen').then((m) => m.GuestsScreen));
const Arrival = step(() => import('../features/arrival/arrival-screen').then((m) => m.ArrivalScreen));
const Dining = step(() => import('../features/dining/dining-screen').then((m) => m.DiningScreen));
const Garden = step(() => import('../features/garden/garden-screen').then((m) => m.GardenScreen));
const Treatments = step(() =>
  import('../features/treatments/treatments-screen').then((m) => m.TreatmentsScreen),
);
const TreatmentTimes = step(() =>
  import('../features/treatment-times/treatment-times-screen').then((m) => m.TreatmentTimesScreen),
);
const AddOns = step(() => import('../features/add-ons/booking-add-ons').then((m) => m.BookingAddOnsScreen));
const Details = step(() => import('../features/details/details-screen').then((m) => m.DetailsScreen));
const Summary = step(() => import('../features/summary/summary-screen').then((m) => m.SummaryScreen));
const Payment = step(() => import('../features/payment/payment-screen').then((m) => m.PaymentScreen));
const ConfirmationScreen = lazyScreen(() =>
  import('../features/confirmation/confirmation-screen').then((m) => m.ConfirmationScreen),
);

const STEPS: Record<string, { load: () => Promise<unknown> }> = {
  guest: Guests,
  arrival: Arrival,
  dining: Dining,
  garden: Garden,
  treatments: Treatments,
  'treatment-times': TreatmentTimes,
  'add-ons': AddOns,
  details: Details,
  summary: Summary,
  payment: Payment,
};

/**
 * A step opened directly (a reload, a return, a link): its screen's code is fetched beside
 * the frame's and the session's answer, not after them (docs/decisions.md 164).
 */
const fetchStepCode = ({ pathname }: RouteVisit) => void STEPS[pathname.split('/').pop() ?? '']?.load();

const SessionRoute = lazyScreen(
  () => import('../features/booking-frame/spa-day-frame').then((m) => m.SpaDaySessionRoute),
  { prefetch: fetchStepCode },
);
const TreatmentSessionRoute = lazyScreen(
  () => import('../features/booking-frame/spa-day-frame').then((m) => m.TreatmentSessionRoute),
  { prefetch: fetchStepCode },
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
      route('guest', 'spa_day_guests', 'Spa Day: guest names', Guests.element),
      route('arrival', 'spa_day_arrival_time', 'Spa Day: arrival time', Arrival.element),
      route('dining', 'spa_day_dining', 'Spa Day: dining', Dining.element),
      route('garden', 'spa_day_garden', 'Spa Day: spa garden', Garden.element),
      route('treatments', 'spa_day_treatments', 'Spa Day: treatments', Treatments.element),
      route('treatment-times', 'spa_day_treatment_times', 'Spa Day: treatment times', TreatmentTimes.element),
      route('add-ons', 'spa_day_add_ons', 'Spa Day: add ons', AddOns.element),
      route('details', 'spa_day_details', 'Spa Day: your details', Details.element),
      route('summary', 'spa_day_summary', 'Spa Day: booking summary', Summary.element),
      route('payment', 'spa_day_payment', 'Spa Day: payment', Payment.element),
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
      route('guest', 'spa_treatment_guests', 'Spa treatment: guest names', Guests.element),
      route('treatments', 'spa_treatment_treatments', 'Spa treatment: treatments', Treatments.element),
      route(
        'treatment-times',
        'spa_treatment_treatment_times',
        'Spa treatment: treatment times',
        TreatmentTimes.element,
      ),
      route('add-ons', 'spa_treatment_add_ons', 'Spa treatment: add ons', AddOns.element),
      route('details', 'spa_treatment_details', 'Spa treatment: your details', Details.element),
      route('summary', 'spa_treatment_summary', 'Spa treatment: booking summary', Summary.element),
      route('payment', 'spa_treatment_payment', 'Spa treatment: payment', Payment.element),
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
