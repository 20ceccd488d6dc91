import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '../../../lib/route-meta';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useZodForm } from '../../../lib/use-zod-form';
import { LOGIN_ERRORS, LoginError, useAuth } from '../../../lib/auth';
import { useAccountConfiguration } from '../../../lib/configuration';

// zod loads at the first submit, not with the screen (decision 83).
const loadSchema = async () => (await import('@spa/domain')).LoginFormSchema;

/** 'in 45 seconds', 'in 5 minutes': when a locked sign-in may try again. */
function waitText(seconds: number | null): string {
  if (!seconds || seconds <= 60) return `in ${seconds ?? 60} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** account-area §8's login outcomes, and a plain word on when to try again after too many attempts. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginError && error.error === LOGIN_ERRORS.invalidCredentials)
    return 'Sorry, an account cannot be found with the details entered.';
  if (error instanceof LoginError && error.error === 'too_many_attempts')
    return `There have been too many failed attempts to sign in to this account from here. Please try again ${waitText(error.retryAfterSeconds)}.`;
  return 'Sorry, there has been an error.';
}

/** Failures after which a member may need to (re)set a password: the link to do it. */
const offersPasswordSet = (error: unknown) =>
  error instanceof LoginError && [LOGIN_ERRORS.invalidCredentials, 'too_many_attempts'].includes(error.error);

/** account_login: e-mail and password, the created/reset notices, register promotion. */
export function LoginScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resort = useAccountConfiguration().data?.Resort;
  const [failure, setFailure] = useState<{ message: string; offerPasswordSet: boolean } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const form = useZodForm(loadSchema, { email: '', password: '' });
  const { isSubmitting } = form.formState;

  if (auth.status === 'restoring') return <Loader label="Checking your sign-in" />;
  if (auth.status === 'signed-in' && !isSubmitting) return <Redirect to="/bookings/stay" />;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    setSubmitted(true);
    try {
      await auth.signIn(email, password);
      void navigate('/bookings/stay');
    } catch (error) {
      if (error instanceof LoginError && error.error === LOGIN_ERRORS.migrationInitiated) {
        void navigate(`/register?email=${encodeURIComponent(email.trim())}`);
        return;
      }
      setFailure({ message: loginErrorMessage(error), offerPasswordSet: offersPasswordSet(error) });
    }
  });

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="login-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h1 id="login-title" className="mb-6 text-3xl">
          Login
        </h1>
        {!submitted && params.get('created') === 'true' && (
          <Alert tone="success" className="mb-6">
            Your account has been created successfully. Please login below.
          </Alert>
        )}
        {!submitted && params.get('created') === 'no-password' && (
          <Alert tone="success" title="Your account has been created" className="mb-6">
            <p>You chose not to set a password, so there is nothing to login with yet.</p>
            <p className="mt-2">
              <Link className="text-teal-800 underline underline-offset-4" to="/password-reset?set=true">
                Set your password
              </Link>{' '}
              and we will email you a code to do it.
            </p>
          </Alert>
        )}
        {!submitted && params.get('ended') === 'true' && (
          <Alert tone="info" title="You have been logged out" className="mb-6">
            For your security, your session ended. Please login again to continue.
          </Alert>
        )}
        {!submitted && params.get('reset') === 'true' && (
          <Alert tone="success" className="mb-6">
            Your password has been changed successfully. Please login below.
          </Alert>
        )}
        <FormProvider {...form}>
          <FormErrorSummary />
          {failure && (
            <Alert tone="error" title="Error" className="mb-6">
              <p>{failure.message}</p>
              {failure.offerPasswordSet && (
                <p className="mt-2">
                  Never set a password, or forgotten it?{' '}
                  <Link className="text-teal-800 underline underline-offset-4" to="/password-reset?set=true">
                    Set your password
                  </Link>
                </p>
              )}
            </Alert>
          )}
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
            <FormTextField name="email" label="Email address" type="email" autoComplete="username" />
            <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
            <Button type="submit" busy={isSubmitting} className="self-start">
              Login
            </Button>
          </form>
        </FormProvider>
        <p className="mt-6">
          <Link className="text-teal-800 underline underline-offset-4" to="/password-reset">
            Forgot your password?
          </Link>
        </p>
        {resort && (
          <p className="mt-3">
            <a
              className="text-teal-800 underline underline-offset-4"
              href={new URL('golf/members/login', resort.SiteRootUrl).toString()}
            >
              Golf member? Login here
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="register-title" className="rounded-lg bg-sage-100 p-6">
        <h2 id="register-title" className="mb-4 text-2xl">
          New here? Create an account
        </h2>
        <p className="mb-2">With an account you can:</p>
        <ul className="mb-6 list-disc pl-6">
          <li>see all your bookings in one place</li>
          <li>amend a booking</li>
          <li>upgrade a stay</li>
        </ul>
        <Link
          to="/register"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-teal-800 bg-white px-5 py-2 font-semibold text-teal-800 hover:bg-sage-50"
        >
          Create an account
        </Link>
        {resort && (
          <div className="mt-8 border-t border-sage-200 pt-6">
            <h2 className="mb-2 text-xl">Need help?</h2>
            <p className="mb-2">
              Call our spa team on{' '}
              <a
                className="text-teal-800 underline underline-offset-4"
                href={`tel:${resort.SpaPhoneNumber.replace(/\s/g, '')}`}
              >
                {resort.SpaPhoneNumber}
              </a>
              .
            </p>
            <p className="mb-2">
              Please arrive {resort.ArriveBeforeMinutes} minutes before your Spa Day or treatment.
            </p>
            <p>
              Spa cancellations are refunded at 50%, except within 48 hours of the booking date, when the full
              cost is charged.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
