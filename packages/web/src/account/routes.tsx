import { Navigate, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/account-access/login-screen';
import { PasswordResetScreen } from '../features/account-access/password-reset-screen';
import { RegisterScreen } from '../features/account-access/register-screen';
import { ChangePasswordScreen } from '../features/account-profile/change-password-screen';
import { DetailsScreen } from '../features/account-profile/details-screen';
import { PreferencesScreen } from '../features/account-profile/preferences-screen';
import { namedRoute } from '../lib/route-meta';
import { AccountShell, BookingsPlaceholder } from './account-shell';

/** Every route of account-area.md §2 with its spec name and page title. */
const route = namedRoute;

export const publicAccountRoutes: RouteObject[] = [
  route('login', 'account_login', 'Login', <LoginScreen />),
  route('password-reset', 'account_password_reset', 'Reset your password', <PasswordResetScreen />),
  route('register', 'account_register', 'Register', <RegisterScreen />),
];

export const memberAccountRoutes: RouteObject[] = [
  route(
    'bookings/stay',
    'account_stay_bookings',
    'Your Bookings: stays',
    <BookingsPlaceholder title="Your Bookings" />,
  ),
  route(
    'bookings/spa',
    'account_spa_bookings',
    'Your Bookings: spa',
    <BookingsPlaceholder title="Your Bookings" />,
  ),
  route(
    'bookings/stay/:id',
    'account_stay_booking',
    'Your stay booking',
    <BookingsPlaceholder title="Your stay booking" />,
  ),
  route(
    'bookings/spa/:id',
    'account_spa_booking',
    'Your spa booking',
    <BookingsPlaceholder title="Your spa booking" />,
  ),
  route('details', 'account_details', 'Account Details', <DetailsScreen />),
  route('preferences', 'account_preferences', 'Preferences', <PreferencesScreen />),
  route('account/change-password', 'account_change_password', 'Change password', <ChangePasswordScreen />),
];

export const accountRoutes: RouteObject[] = [
  ...publicAccountRoutes,
  { element: <AccountShell />, children: memberAccountRoutes },
  { index: true, element: <Navigate to="/login" replace /> },
  { path: '*', element: <Navigate to="/login" replace /> },
];
