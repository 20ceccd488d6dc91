import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/layout/page';
import { StartScreen } from '../features/start/start-screen';
import { TypeScreen } from '../features/spa-type/type-screen';
import { namedRoute, type RouteHandle } from '../lib/route-meta';
import { FrameHeader, SpaDaySessionRoute } from '../features/booking-frame/spa-day-frame';
import { SearchScreen } from '../features/search/search-screen';
import { GuestsScreen } from '../features/guests/guests-screen';
import { ArrivalScreen } from '../features/arrival/arrival-screen';
import { DiningScreen } from '../features/dining/dining-screen';
import { GardenScreen } from '../features/garden/garden-screen';
import { TreatmentsScreen } from '../features/treatments/treatments-screen';
import { TreatmentTimesScreen } from '../features/treatment-times/treatment-times-screen';
import { AddOnsScreen } from '../features/add-ons/add-ons-screen';
import { DetailsScreen } from '../features/details/details-screen';
import { SummaryScreen } from '../features/summary/summary-screen';
import { PaymentScreen } from '../features/payment/payment-screen';
import { ConfirmationScreen } from '../features/confirmation/confirmation-screen';

/**
 * Every route of booking-flow.md §2, under #/spa, with its spec name and page
 * title. Screens not built yet show a placeholder until their issue lands.
 */
const route = (path: string, name: string, title: string, element?: React.ReactNode): RouteObject =>
  namedRoute(path, name, title, element ?? <ComingSoon title={title} />);

export const spaDayRoutes: RouteObject[] = [
  route(
    'search',
    'spa_day_search',
    'Spa Day: dates and guests',
    <>
      <FrameHeader />
      <SearchScreen />
    </>,
  ),
  {
    // Every step after search: the session's saved booking, the frame and the hold countdown.
    path: ':id',
    element: <SpaDaySessionRoute />,
    children: [
      route('guest', 'spa_day_guests', 'Spa Day: guest names', <GuestsScreen />),
      route('arrival', 'spa_day_arrival_time', 'Spa Day: arrival time', <ArrivalScreen />),
      route('dining', 'spa_day_dining', 'Spa Day: dining', <DiningScreen />),
      route('garden', 'spa_day_garden', 'Spa Day: spa garden', <GardenScreen />),
      route('treatments', 'spa_day_treatments', 'Spa Day: treatments', <TreatmentsScreen />),
      route(
        'treatment-times',
        'spa_day_treatment_times',
        'Spa Day: treatment times',
        <TreatmentTimesScreen />,
      ),
      route('add-ons', 'spa_day_add_ons', 'Spa Day: add ons', <AddOnsScreen />),
      route('details', 'spa_day_details', 'Spa Day: your details', <DetailsScreen />),
      route('summary', 'spa_day_summary', 'Spa Day: booking summary', <SummaryScreen />),
      route('payment', 'spa_day_payment', 'Spa Day: payment', <PaymentScreen />),
    ],
  },
];

export const spaTreatmentRoutes: RouteObject[] = [
  route('search', 'spa_treatment_search', 'Spa treatment: dates and guests'),
  route(':id/guest', 'spa_treatment_guests', 'Spa treatment: guest names'),
  route(':id/treatments', 'spa_treatment_treatments', 'Spa treatment: treatments'),
  route(':id/treatment-times', 'spa_treatment_treatment_times', 'Spa treatment: treatment times'),
  route(':id/add-ons', 'spa_treatment_add_ons', 'Spa treatment: add ons'),
  route(':id/details', 'spa_treatment_details', 'Spa treatment: your details'),
  route(':id/summary', 'spa_treatment_summary', 'Spa treatment: booking summary'),
  route(':id/payment', 'spa_treatment_payment', 'Spa treatment: payment'),
];

export const bookingRoutes: RouteObject[] = [
  {
    path: 'spa',
    children: [
      route('', 'spa_start', 'Book the spa', <StartScreen />),
      route('type', 'spa_type', 'Choose your spa experience', <TypeScreen />),
      {
        path: 'day',
        handle: { name: 'spa_day_booking', title: 'Spa Day' } satisfies RouteHandle,
        element: <Outlet />,
        children: [{ index: true, element: <Navigate to="search" replace /> }, ...spaDayRoutes],
      },
      route(':id/day/confirmation', 'spa_day_confirmation', 'Spa Day: confirmation', <ConfirmationScreen />),
      {
        path: 'treatment',
        handle: { name: 'spa_treatment_booking', title: 'Spa treatment' } satisfies RouteHandle,
        element: <Outlet />,
        children: [{ index: true, element: <Navigate to="search" replace /> }, ...spaTreatmentRoutes],
      },
      route(':id/treatment/confirmation', 'spa_treatment_confirmation', 'Spa treatment: confirmation'),
    ],
  },
  { path: '*', element: <Navigate to="/spa" replace /> },
];
