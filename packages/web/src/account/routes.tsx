import { type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { namedRoute, Redirect } from '../lib/route-meta';

// Each screen is a chunk of its own, loaded when its route is first shown.
const LoginScreen = lazyScreen(() =>
  import('../features/account-access/login-screen').then((m) => m.LoginScreen),
);
const PasswordResetScreen = lazyScreen(() =>
  import('../features/account-access/password-reset-screen').then((m) => m.PasswordResetScreen),
);
const RegisterScreen = lazyScreen(() =>
  import('../features/account-access/register-screen').then((m) => m.RegisterScreen),
);
const ChangePasswordScreen = lazyScreen(() =>
  import('../features/account-profile/change-password-screen').then((m) => m.ChangePasswordScreen),
);
const DetailsScreen = lazyScreen(() =>
  import('../features/account-profile/details-screen').then((m) => m.DetailsScreen),
);
const PreferencesScreen = lazyScreen(() =>
  import('../features/account-profile/preferences-screen').then((m) => m.PreferencesScreen),
);
const StayBookingsScreen = lazyScreen(() =>
  import('../features/account-bookings/stay-bookings-screen').then((m) => m.StayBookingsScreen),
);
const StayBookingScreen = lazyScreen(() =>
  import('../features/account-bookings/stay-booking-screen').then((m) => m.StayBookingScreen),
);
const SpaBookingsScreen = lazyScreen(() =>
  import('../features/account-bookings/spa-bookings-screen').then((m) => m.SpaBookingsScreen),
);
const SpaBookingScreen = lazyScreen(() =>
  import('../features/account-bookings/spa-booking-screen').then((m) => m.SpaBookingScreen),
);
const AccountShell = lazyScreen(() => import('./account-shell').then((m) => m.AccountShell));
/** Every route of account-area.md §2 with its spec name and page title. */
const route = namedRoute;

export const publicAccountRoutes: RouteObject[] = [
  route('login', 'account_login', 'Login', LoginScreen),
  route('password-reset', 'account_password_reset', 'Reset your password', PasswordResetScreen),
  route('register', 'account_register', 'Register', RegisterScreen),
];

export const memberAccountRoutes: RouteObject[] = [
  route('bookings/stay', 'account_stay_bookings', 'Your Bookings: stays', StayBookingsScreen),
  route('bookings/spa', 'account_spa_bookings', 'Your Bookings: spa', SpaBookingsScreen),
  route('bookings/stay/:id', 'account_stay_booking', 'Your stay booking', StayBookingScreen),
  route('bookings/spa/:id', 'account_spa_booking', 'Your spa booking', SpaBookingScreen),
  route('details', 'account_details', 'Account Details', DetailsScreen),
  route('preferences', 'account_preferences', 'Preferences', PreferencesScreen),
  route('account/change-password', 'account_change_password', 'Change password', ChangePasswordScreen),
];

export const accountRoutes: RouteObject[] = [
  ...publicAccountRoutes,
  { element: AccountShell, children: memberAccountRoutes },
  { index: true, element: <Redirect to="/login" /> },
  { path: '*', element: <Redirect to="/login" /> },
];
