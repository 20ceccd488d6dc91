import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { bookingRoutes } from './routes';
import { accountRoutes } from '../account/routes';
import type { RouteHandle } from '../lib/route-meta';

/** Flattens a route tree into `{ path, name, title }` with full paths. */
function flatten(routes: RouteObject[], parent = ''): { path: string; handle?: RouteHandle }[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
    const self = route.handle
      ? [{ path: `/${path}`.replace(/\/$/, '') || '/', handle: route.handle as RouteHandle }]
      : [];
    return [...self, ...flatten(route.children ?? [], path)];
  });
}

// booking-flow.md §2, under the #/spa prefix the spec's own links use.
const BOOKING_ROUTES: Record<string, string> = {
  spa_start: '/spa',
  spa_type: '/spa/type',
  spa_day_booking: '/spa/day',
  spa_day_search: '/spa/day/search',
  spa_day_guests: '/spa/day/:id/guest',
  spa_day_arrival_time: '/spa/day/:id/arrival',
  spa_day_dining: '/spa/day/:id/dining',
  spa_day_garden: '/spa/day/:id/garden',
  spa_day_treatments: '/spa/day/:id/treatments',
  spa_day_treatment_times: '/spa/day/:id/treatment-times',
  // Not in the spec: "Plan our day for us" (issue 27, decision 280).
  spa_day_plan: '/spa/day/:id/plan',
  spa_day_add_ons: '/spa/day/:id/add-ons',
  spa_day_details: '/spa/day/:id/details',
  spa_day_summary: '/spa/day/:id/summary',
  spa_day_payment: '/spa/day/:id/payment',
  spa_day_confirmation: '/spa/:id/day/confirmation',
  spa_treatment_booking: '/spa/treatment',
  spa_treatment_search: '/spa/treatment/search',
  spa_treatment_guests: '/spa/treatment/:id/guest',
  spa_treatment_treatments: '/spa/treatment/:id/treatments',
  spa_treatment_treatment_times: '/spa/treatment/:id/treatment-times',
  spa_treatment_add_ons: '/spa/treatment/:id/add-ons',
  spa_treatment_details: '/spa/treatment/:id/details',
  spa_treatment_summary: '/spa/treatment/:id/summary',
  spa_treatment_payment: '/spa/treatment/:id/payment',
  spa_treatment_confirmation: '/spa/:id/treatment/confirmation',
  // Not in the spec: the health questionnaire's link (decision 0304).
  spa_health_form: '/health/:token',
  // Not in the spec: a payment link e-mailed by the spa team (decision 0320).
  spa_pay_link: '/pay/:token',
  // Not in the spec: the gift voucher shop and an order's payment (decision 0400).
  spa_voucher_shop: '/spa/vouchers',
  spa_voucher_order: '/spa/vouchers/:token',
};

// account-area.md §2.
const ACCOUNT_ROUTES: Record<string, string> = {
  account_login: '/login',
  account_password_reset: '/password-reset',
  account_register: '/register',
  account_stay_bookings: '/bookings/stay',
  account_spa_bookings: '/bookings/spa',
  account_stay_booking: '/bookings/stay/:id',
  account_spa_booking: '/bookings/spa/:id',
  account_details: '/details',
  account_preferences: '/preferences',
  account_change_password: '/account/change-password',
};

describe.each([
  ['booking', bookingRoutes, BOOKING_ROUTES],
  ['account', accountRoutes, ACCOUNT_ROUTES],
] as const)('%s routes', (_app, routes, expected) => {
  const registered = flatten(routes);

  it('registers every route name of the spec at its path', () => {
    const byName = Object.fromEntries(registered.map((r) => [r.handle?.name, r.path]));
    expect(byName).toEqual(expected);
  });

  it('gives every route its own page title', () => {
    const titles = registered.map((r) => r.handle?.title);
    expect(titles.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
