import { Link, useNavigate } from 'react-router';
import { Redirect } from '../../../lib/route-meta';
import { Button, buttonClass } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useAuth } from '../../../lib/auth';
import { StartLoginForm } from './start-login-form';

/** spa_start: continue as a guest, or sign in (booking-flow §2, Start screen). */
export function StartScreen() {
  const navigate = useNavigate();
  const configuration = useSpaConfiguration();
  const auth = useAuth();

  // Already signed in: straight on to the type choice.
  if (auth.status === 'signed-in') return <Redirect to="/spa/type" />;
  if (configuration.isPending || auth.status === 'restoring') return <Loader label="Loading the spa" />;
  if (configuration.isError)
    return (
      <Alert tone="error" title="Sorry, there has been an error.">
        Please try again in a moment.
      </Alert>
    );

  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title" className="mb-8 text-center text-3xl tracking-widest sm:text-4xl">
        BOOK THE SPA
      </h1>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
          <h2 className="text-2xl">Book without account</h2>
          <p>
            Book a Spa Day or a spa treatment as a guest. Please arrive{' '}
            {configuration.data.Resort.ArriveBeforeMinutes} minutes before your Spa Day or treatment.
          </p>
          <Button className="self-start" onClick={() => void navigate('/spa/type')}>
            Start Booking
          </Button>
        </div>
        <div className="flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
          <h2 className="text-2xl">Login or register</h2>
          <p>With an account you can:</p>
          <ul className="list-disc pl-6">
            <li>see all your bookings in one place</li>
            <li>amend a booking</li>
            <li>upgrade a stay</li>
          </ul>
          <StartLoginForm onSignedIn={() => void navigate('/spa/type')} />
          <a className="text-teal-800 underline underline-offset-4" href="/account/#/password-reset">
            Forgot your password? Get Reminder
          </a>
          <a className="text-teal-800 underline underline-offset-4" href="/account/#/register">
            New here? Create an account
          </a>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl">Gift vouchers</h2>
          <p>An amount or a Spa Day, e-mailed on the day you choose with a printable voucher.</p>
        </div>
        <Link to="/spa/vouchers" className={buttonClass('secondary', 'shrink-0 self-start sm:self-center')}>
          Buy a gift voucher
        </Link>
      </div>
    </section>
  );
}
