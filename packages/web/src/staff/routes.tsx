import { type RouteObject } from 'react-router';
import { lazyScreen } from '../lib/lazy-screen';
import { namedRoute as route, Redirect } from '../lib/route-meta';
import { ManagerOnly } from './manager-only';

// Each screen is a chunk of its own, loaded when its route is first shown.
const StaffLoginScreen = lazyScreen(() =>
  import('../features/staff/access/staff-login-screen').then((m) => m.StaffLoginScreen),
);
const DiaryScreen = lazyScreen(() =>
  import('../features/staff/diary/diary-screen').then((m) => m.DiaryScreen),
);
const ArrivalsScreen = lazyScreen(() =>
  import('../features/staff/bookings/arrivals-screen').then((m) => m.ArrivalsScreen),
);
const FindBookingScreen = lazyScreen(() =>
  import('../features/staff/bookings/find-booking-screen').then((m) => m.FindBookingScreen),
);
const StaffBookingScreen = lazyScreen(() =>
  import('../features/staff/bookings/staff-booking-screen').then((m) => m.StaffBookingScreen),
);
const GuestRecordScreen = lazyScreen(() =>
  import('../features/staff/guests/guest-record-screen').then((m) => m.GuestRecordScreen),
);
const AbsencesScreen = lazyScreen(() =>
  import('../features/staff/absences/absences-screen').then((m) => m.AbsencesScreen),
);
const AccountsScreen = lazyScreen(() =>
  import('../features/staff/accounts/accounts-screen').then((m) => m.AccountsScreen),
);
const RunSheetScreen = lazyScreen(() =>
  import('../features/staff/run-sheet/run-sheet-screen').then((m) => m.RunSheetScreen),
);
const AuditScreen = lazyScreen(() =>
  import('../features/staff/audit/audit-screen').then((m) => m.AuditScreen),
);
const RotaScreen = lazyScreen(() => import('../features/staff/rota/rota-screen').then((m) => m.RotaScreen));
const WaitingListScreen = lazyScreen(() =>
  import('../features/staff/waiting-list/waiting-list-screen').then((m) => m.WaitingListScreen),
);
const DeskPaymentScreen = lazyScreen(() =>
  import('../features/staff/desk-booking/desk-payment-screen').then((m) => m.DeskPaymentScreen),
);
const CatalogueScreen = lazyScreen(() =>
  import('../features/staff/catalogue/catalogue-screen').then((m) => m.CatalogueScreen),
);
const ReportsScreen = lazyScreen(() =>
  import('../features/staff/reports/reports-screen').then((m) => m.ReportsScreen),
);
const VouchersScreen = lazyScreen(() =>
  import('../features/staff/vouchers/vouchers-screen').then((m) => m.VouchersScreen),
);
const PromotionsScreen = lazyScreen(() =>
  import('../features/staff/promotions/promotions-screen').then((m) => m.PromotionsScreen),
);
const StaffShell = lazyScreen(() => import('./staff-shell').then((m) => m.StaffShell));

export const staffRoutes: RouteObject[] = [
  route('login', 'staff_login', 'Spa team sign-in', StaffLoginScreen),
  {
    element: StaffShell,
    children: [
      route('diary', 'staff_diary', 'Diary', DiaryScreen),
      route('arrivals', 'staff_arrivals', 'Arrivals', ArrivalsScreen),
      route('run-sheet', 'staff_run_sheet', 'Run sheets', RunSheetScreen),
      route('bookings', 'staff_find_booking', 'Find a booking', FindBookingScreen),
      route('bookings/:id', 'staff_booking', 'Booking', StaffBookingScreen),
      route('new-booking/:sessionId', 'staff_new_booking', 'New booking: payment', DeskPaymentScreen),
      route('bookings/:id/guest', 'staff_guest', 'Guest record', GuestRecordScreen),
      route('bookings/:id/guests/:guest', 'staff_party_guest', 'Guest record', GuestRecordScreen),
      // Not shown to reception, nor reachable by address (decision 0303).
      route('absences', 'staff_absences', 'Absences', <ManagerOnly>{AbsencesScreen}</ManagerOnly>),
      route('accounts', 'staff_accounts', 'Staff accounts', <ManagerOnly>{AccountsScreen}</ManagerOnly>),
      route('audit', 'staff_audit', 'Audit log', <ManagerOnly>{AuditScreen}</ManagerOnly>),
      route('catalogue', 'staff_catalogue', 'Catalogue', <ManagerOnly>{CatalogueScreen}</ManagerOnly>),
      route('reports', 'staff_reports', 'Reports', <ManagerOnly>{ReportsScreen}</ManagerOnly>),
      route('promotions', 'staff_promotions', 'Promotion codes', PromotionsScreen),
      route('rota', 'staff_rota', 'Rota', RotaScreen),
      route('waiting-list', 'staff_waiting_list', 'Waiting list', WaitingListScreen),
      route('vouchers', 'staff_vouchers', 'Gift vouchers', VouchersScreen),
    ],
  },
  { index: true, element: <Redirect to="/diary" /> },
  { path: '*', element: <Redirect to="/diary" /> },
];
