import { NavLink, Outlet } from 'react-router';
import { clsx } from 'clsx';
import { Redirect } from '../lib/route-meta';
import { signOutStaff, useStaff } from '../lib/staff-auth';
import { Button } from '../components/ui/button';

const LINKS = [
  { to: '/diary', label: 'Diary' },
  { to: '/arrivals', label: 'Arrivals' },
  { to: '/run-sheet', label: 'Run sheets' },
  { to: '/bookings', label: 'Find a booking' },
  { to: '/rota', label: 'Rota' },
  { to: '/waiting-list', label: 'Waiting list' },
  { to: '/vouchers', label: 'Gift vouchers' },
];
/** Only a spa manager marks absences, manages the staff accounts, reads the audit log and the reports, edits the catalogue and sets promotion codes. */
const MANAGER_LINKS = [
  { to: '/absences', label: 'Absences' },
  { to: '/accounts', label: 'Staff accounts' },
  { to: '/audit', label: 'Audit log' },
  { to: '/catalogue', label: 'Catalogue' },
  { to: '/reports', label: 'Reports' },
  { to: '/promotions', label: 'Promotion codes' },
];

/** Signed-in staff screens: the navigation, who is signed in, sign out; else the login. */
export function StaffShell() {
  const staff = useStaff();
  if (!staff) return <Redirect to="/login" />;
  return (
    <>
      <header className="no-print bg-teal-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <span className="font-serif text-lg">Spa team</span>
          <nav aria-label="Staff area">
            <ul className="flex flex-wrap gap-1">
              {[...LINKS, ...(staff.Role === 'spa_manager' ? MANAGER_LINKS : [])].map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      clsx(
                        'inline-flex min-h-11 items-center rounded-md px-3 font-semibold underline-offset-4 hover:underline',
                        isActive && 'bg-white text-teal-900',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <span className="ml-auto text-sm">
            {staff.Name} ({staff.Role === 'spa_manager' ? 'Spa manager' : 'Reception'})
          </span>
          <Button variant="secondary" className="min-h-11 py-1" onClick={() => void signOutStaff()}>
            Sign out
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        <Outlet />
      </main>
    </>
  );
}
