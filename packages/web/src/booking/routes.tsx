import type { ComponentType, ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { prefetchPackages } from '../features/booking/search/packages-api';
import { lazyScreen, lazyScreens, type LazyScreenOptions } from '../lib/lazy-screen';
import { namedRoute, type RouteHandle, Redirect } from '../lib/route-meta';
import { StayEntryRedirect } from './stay-entry-redirect';

// Each screen is a chunk of its own, loaded when its route is first shown.
const {
  StartScreen,
  TypeScreen,
  GuestsScreen,
  ArrivalScreen,
  DiningScreen,
  GardenScreen,
  TreatmentsScreen,
  TreatmentTimesScreen,
  DayPlanScreen,
  BookingAddOnsScreen,
  DetailsScreen,
  SummaryScreen,
  PaymentScreen,
  ConfirmationScreen,
  HealthFormScreen,
  PayLinkScreen,
  VoucherShopScreen,
  VoucherOrderScreen,
} = lazyScreens({
  StartScreen: () => import('../features/booking/start/start-screen'),
  TypeScreen: () => import('../features/booking/spa-type/type-screen'),
  GuestsScreen: () => import('../features/booking/guests/guests-screen'),
  ArrivalScreen: () => import('../features/booking/arrival/arrival-screen'),
  DiningScreen: () => import('../features/booking/dining/dining-screen'),
  GardenScreen: () => import('../features/booking/garden/garden-screen'),
  TreatmentsScreen: () => import('../features/booking/treatments/treatments-screen'),
  TreatmentTimesScreen: () => import('../features/booking/treatment-times/treatment-times-screen'),
  DayPlanScreen: () => import('../features/booking/day-plan/day-plan-screen'),
  BookingAddOnsScreen: () => import('../features/booking/add-ons/booking-add-ons'),
  DetailsScreen: () => import('../features/booking/details/details-screen'),
  SummaryScreen: () => import('../features/booking/summary/summary-screen'),
  PaymentScreen: () => import('../features/booking/payment/payment-screen'),
  ConfirmationScreen: () => import('../features/booking/confirmation/confirmation-screen'),
  HealthFormScreen: () => import('../features/booking/health-form/health-form-screen'),
  PayLinkScreen: () => import('../features/booking/pay-link/pay-link-screen'),
  VoucherShopScreen: () => import('../features/booking/voucher-shop/voucher-shop-screen'),
  VoucherOrderScreen: () => import('../features/booking/voucher-shop/voucher-order-screen'),
});
/** A search screen under the booking frame's header (the frame's chunk loads beside it). */
const underFrameHeader = (load: () => Promise<ComponentType>, options?: LazyScreenOptions) =>
  lazyScreen(async () => {
    const [{ FrameHeader }, Screen] = await Promise.all([
      import('../features/booking/booking-frame/spa-day-frame'),
      load(),
    ]);
    return function ScreenUnderFrameHeader() {
      return (
        <>
          <FrameHeader />
          <Screen />
        </>
      );
    };
  }, options);
const SearchRoute = underFrameHeader(
  () => import('../features/booking/search/search-screen').then((m) => m.SearchScreen),
  // The packages list is always longer than the window (docs/decisions.md 165).
  { prefetch: prefetchPackages, holdsWindow: true },
);

/**
 * A step opened directly (a reload, a return, a link): its screen's code is fetched beside
 * the frame's and the session's answer, not after them (docs/decisions.md 164).
 */
const STEP_CODE: Record<string, () => Promise<unknown>> = {
  guest: () => import('../features/booking/guests/guests-screen'),
  arrival: () => import('../features/booking/arrival/arrival-screen'),
  dining: () => import('../features/booking/dining/dining-screen'),
  garden: () => import('../features/booking/garden/garden-screen'),
  treatments: () => import('../features/booking/treatments/treatments-screen'),
  'treatment-times': () => import('../features/booking/treatment-times/treatment-times-screen'),
  plan: () => import('../features/booking/day-plan/day-plan-screen'),
  'add-ons': () => import('../features/booking/add-ons/booking-add-ons'),
  details: () => import('../features/booking/details/details-screen'),
  summary: () => import('../features/booking/summary/summary-screen'),
  payment: () => import('../features/booking/payment/payment-screen'),
};
const sessionRoute = (name: 'SpaDaySessionRoute' | 'TreatmentSessionRoute') =>
  lazyScreen(async () => (await import('../features/booking/booking-frame/spa-day-frame'))[name], {
    prefetch: ({ pathname }) => void STEP_CODE[pathname.split('/').pop() ?? '']?.(),
  });
const SpaDaySessionRoute = sessionRoute('SpaDaySessionRoute');
const TreatmentSessionRoute = sessionRoute('TreatmentSessionRoute');
const TreatmentSearchRoute = underFrameHeader(() =>
  import('../features/booking/treatment-search/treatment-search-screen').then((m) => m.TreatmentSearchScreen),
);

/** Every route of booking-flow.md §2, under #/spa, with its spec name and page title. */
const route = namedRoute;

/**
 * Each step's screen, and its route name and title after the flow's own ('spa_day_' and
 * 'Spa Day: '; 'spa_treatment_' and 'Spa treatment: ').
 */
const STEPS = {
  guest: ['guests', 'guest names', GuestsScreen],
  arrival: ['arrival_time', 'arrival time', ArrivalScreen],
  dining: ['dining', 'dining', DiningScreen],
  garden: ['garden', 'spa garden', GardenScreen],
  treatments: ['treatments', 'treatments', TreatmentsScreen],
  'treatment-times': ['treatment_times', 'treatment times', TreatmentTimesScreen],
  plan: ['plan', 'plan our day', DayPlanScreen],
  'add-ons': ['add_ons', 'add ons', BookingAddOnsScreen],
  details: ['details', 'your details', DetailsScreen],
  summary: ['summary', 'booking summary', SummaryScreen],
  payment: ['payment', 'payment', PaymentScreen],
} satisfies Record<string, [name: string, title: string, screen: ReactNode]>;

/** A flow's routes: its search, then every step after it under the session's frame and hold countdown. */
const flowRoutes = (
  flow: { name: string; title: string },
  search: ReactNode,
  session: ReactNode,
  steps: (keyof typeof STEPS)[],
): RouteObject[] => [
  route('search', `${flow.name}_search`, `${flow.title}: dates and guests`, search),
  {
    path: ':id',
    element: session,
    children: steps.map((step) => {
      const [name, title, screen] = STEPS[step];
      return route(step, `${flow.name}_${name}`, `${flow.title}: ${title}`, screen);
    }),
  },
];

const spaDayRoutes = flowRoutes(
  { name: 'spa_day', title: 'Spa Day' },
  SearchRoute,
  SpaDaySessionRoute,
  Object.keys(STEPS) as (keyof typeof STEPS)[],
);

// The treatment flow shares the Spa Day's screens for the steps both have.
const spaTreatmentRoutes = flowRoutes(
  { name: 'spa_treatment', title: 'Spa treatment' },
  TreatmentSearchRoute,
  TreatmentSessionRoute,
  ['guest', 'treatments', 'treatment-times', 'add-ons', 'details', 'summary', 'payment'],
);

export const bookingRoutes: RouteObject[] = [
  {
    path: 'spa',
    children: [
      route('', 'spa_start', 'Book the spa', StartScreen),
      route('type', 'spa_type', 'Choose your spa experience', TypeScreen),
      // The gift voucher shop (issue 23, decision 0400): buy, then pay; the order's address resumes a payment.
      route('vouchers', 'spa_voucher_shop', 'Buy a gift voucher', VoucherShopScreen),
      route('vouchers/:token', 'spa_voucher_order', 'Pay for your gift voucher', VoucherOrderScreen),
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
  // The health questionnaire, from the link e-mailed to the lead booker (issue 22, decision 0304).
  route('health/:token', 'spa_health_form', 'Health questionnaire', HealthFormScreen),
  // A payment link e-mailed by the spa team for a booking's balance (issue 22, decision 0320).
  route('pay/:token', 'spa_pay_link', 'Pay for your booking', PayLinkScreen),
  // 'Book Again' (account-area §1): served by the stay entry (decision 156).
  { path: 'stay', element: <StayEntryRedirect /> },
  { path: '*', element: <Redirect to="/spa" /> },
];
