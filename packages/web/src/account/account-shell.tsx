import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Redirect } from '../lib/route-meta';
import { clsx } from 'clsx';
import { Button } from '../components/ui/button';
import { Loader } from '../components/ui/feedback';
import { SESSION_ENDED_LOGIN, useAuth } from '../lib/auth';
import { validateSession } from '../lib/auth/auth-api';

/** Each entry is current on every screen under `section` ('Your Bookings' on the Spa tab too). */
const MENU = [
  { to: '/bookings/stay', section: '/bookings', label: 'Your Bookings' },
  { to: '/details', section: '/details', label: 'Account Details' },
  { to: '/preferences', section: '/preferences', label: 'Preferences' },
];

/** api/account/validate on entry to a member route, the previous answer shown meanwhile. */
const validationQuery = (pathname: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['account', 'validate', pathname],
    queryFn: signedIn ? validateSession : skipToken,
    placeholderData: (previous) => previous,
    staleTime: 0,
    retry: false,
  });

/**
 * The signed-in frame of the account area and its route guard: every route
 * inside first calls api/account/validate; without a sign-in the guest goes to
 * /login (account-area §2, Route guard).
 */
export function AccountShell() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Checked on entry to every member route; the previous answer shows meanwhile.
  const validation = useQuery(validationQuery(pathname, auth.isAuthenticated));

  if (auth.status === 'restoring') return <Loader label="Checking your sign-in" />;
  // Keyed by the path: a redirect still pending when the guest moves on must fire again.
  if (validation.isError) return <Redirect key={pathname} to={SESSION_ENDED_LOGIN} />;
  if (auth.status === 'signed-out') return <Redirect key={pathname} to="/login" />;
  if (validation.isPending) return <Loader label="Checking your sign-in" />;

  const logout = async () => {
    await auth.signOut();
    void navigate('/login');
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="no-print text-3xl">Welcome back, {auth.profile?.FirstName}!</h1>
      <nav aria-label="Your account" className="no-print border-b border-sage-200 pb-2">
        <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {MENU.map((item) => {
            const current = pathname.startsWith(item.section);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'inline-flex min-h-11 items-center rounded-md px-3 font-semibold underline-offset-4 hover:underline',
                    current ? 'bg-teal-800 text-white' : 'text-teal-800',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li className="ml-auto">
            <Button variant="link" onClick={() => void logout()}>
              Logout
            </Button>
          </li>
        </ul>
      </nav>
      <div className="rounded-lg bg-white p-6 shadow-sm">
        <Outlet />
      </div>
    </div>
  );
}
