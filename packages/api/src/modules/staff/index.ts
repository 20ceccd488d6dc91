/** The spa team's side: staff accounts, roles and audit; the diary; bookings on a guest's behalf. */
export { seedStaff } from './staff-seed';
export { staffOf, staffOnly } from './staff-auth';
export { insertAudit } from './staff.repository';
