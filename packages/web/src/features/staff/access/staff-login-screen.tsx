import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { Redirect } from '../../../lib/route-meta';
import { signInStaff, useStaff } from '../../../lib/staff-auth';
import { useZodForm } from '../../../lib/use-zod-form';

// zod loads at the first submit, not with the screen (decision 83).
const loadSchema = async () => (await import('@spa/domain')).StaffSignInRequestSchema;

/** What a failed staff sign-in tells: wrong details, or too many attempts (the server's words). */
export function staffSignInError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return 'The e-mail address or password is not right. Please try again.';
  if (error instanceof ApiError && error.status === 429) return error.message;
  return 'Sorry, there has been an error. Please try again.';
}

/** staff_login: the spa team signs in with e-mail and password. */
export function StaffLoginScreen() {
  const staff = useStaff();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(loadSchema, { email: '', password: '' });
  const { isSubmitting } = form.formState;
  if (staff && !isSubmitting) return <Redirect to="/diary" />;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signInStaff(email, password);
      void navigate('/diary');
    } catch (error) {
      setFailure(staffSignInError(error));
    }
  });

  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-10 outline-none">
      <section aria-labelledby="staff-login-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h1 id="staff-login-title" className="mb-2 text-3xl">
          Spa team sign-in
        </h1>
        <p className="mb-6">For the spa team only. Guests sign in to their account on the hotel’s website.</p>
        <FormProvider {...form}>
          <FormErrorSummary />
          {failure && (
            <Alert tone="error" title="Error" className="mb-6">
              <p>{failure}</p>
            </Alert>
          )}
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
            <FormTextField name="email" label="Email address" type="email" autoComplete="username" />
            <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
            <Button type="submit" busy={isSubmitting} className="self-start">
              Sign in
            </Button>
          </form>
        </FormProvider>
      </section>
    </main>
  );
}
