/** The spa team's side: staff accounts, roles and audit; the diary; bookings on a guest's behalf. */
export { seedStaff } from './staff-seed';
export { staffOf, staffRoutePlugin } from './staff-auth';
export { guestName } from './staff-labels';
export { insertAudit } from './staff.repository';
