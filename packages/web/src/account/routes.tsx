import { type RouteObject } from 'react-router';
import { lazyScreens } from '../lib/lazy-screen';
import { namedRoute, Redirect } from '../lib/route-meta';

// Each screen is a chunk of its own, loaded when its route is first shown.
const {
  LoginScreen,
  PasswordResetScreen,
  RegisterScreen,
  ChangePasswordScreen,
  DetailsScreen,
  PreferencesScreen,
  StayBookingsScreen,
  StayBookingScreen,
  SpaBookingsScreen,
  SpaBookingScreen,
  AccountShell,
} = lazyScreens({
  LoginScreen: () => import('../features/account/access/login-screen'),
  PasswordResetScreen: () => import('../features/account/access/password-reset-screen'),
  RegisterScreen: () => import('../features/account/access/register-screen'),
  ChangePasswordScreen: () => import('../features/account/profile/change-password-screen'),
  DetailsScreen: () => import('../features/account/profile/details-screen'),
  PreferencesScreen: () => import('../features/account/profile/preferences-screen'),
  StayBookingsScreen: () => import('../features/account/stay-bookings/stay-bookings-screen'),
  StayBookingScreen: () => import('../features/account/stay-bookings/stay-booking-screen'),
  SpaBookingsScreen: () => import('../features/account/spa-bookings/spa-bookings-screen'),
  SpaBookingScreen: () => import('../features/account/spa-bookings/spa-booking-screen'),
  AccountShell: () => import('./account-shell'),
});
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
