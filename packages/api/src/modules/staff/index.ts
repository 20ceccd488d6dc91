/** The spa team's side: staff accounts, roles and audit; the diary; bookings on a guest's behalf. */
export { seedStaff } from './staff-seed';
