import { Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/layout/page';
import type { RouteHandle } from '../lib/route-meta';

/** Every route of account-area.md §2 with its spec name and page title. */
const route = (path: string, name: string, title: string, element?: React.ReactNode): RouteObject => ({
  path,
  handle: { name, title } satisfies RouteHandle,
  element: element ?? <ComingSoon title={title} />,
});

export const publicAccountRoutes: RouteObject[] = [
  route('login', 'account_login', 'Login'),
  route('password-reset', 'account_password_reset', 'Reset your password'),
  route('register', 'account_register', 'Register'),
];

export const memberAccountRoutes: RouteObject[] = [
  route('bookings/stay', 'account_stay_bookings', 'Your Bookings: stays'),
  route('bookings/spa', 'account_spa_bookings', 'Your Bookings: spa'),
  route('bookings/stay/:id', 'account_stay_booking', 'Your stay booking'),
  route('bookings/spa/:id', 'account_spa_booking', 'Your spa booking'),
  route('details', 'account_details', 'Account Details'),
  route('preferences', 'account_preferences', 'Preferences'),
  route('account/change-password', 'account_change_password', 'Change password'),
];

export const accountRoutes: RouteObject[] = [
  ...publicAccountRoutes,
  ...memberAccountRoutes,
  { index: true, element: <Navigate to="/login" replace /> },
  { path: '*', element: <Navigate to="/login" replace /> },
];
