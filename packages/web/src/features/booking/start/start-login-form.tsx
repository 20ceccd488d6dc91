import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import { LOGIN_ERRORS, LoginError, useAuth } from '../../../lib/auth';

// zod loads at the first submit, not with the screen (decision 83).
const loadSchema = async () => (await import('@spa/domain')).StartLoginFormSchema;

/**
 * The start screen's login (booking-flow §2): Username and Password. A former
 * member is sent to the account area's registration with their e-mail.
 */
export function StartLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(loadSchema, { username: '', password: '' });

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await auth.signIn(username, password);
      onSignedIn();
    } catch (error) {
      if (error instanceof LoginError && error.error === LOGIN_ERRORS.migrationInitiated) {
        window.location.assign(`/account/#/register?email=${encodeURIComponent(username.trim())}`);
        return;
      }
      setFailure(
        error instanceof LoginError && error.error === LOGIN_ERRORS.invalidCredentials
          ? 'Sorry, an account cannot be found with the details entered.'
          : 'Sorry, there has been an error.',
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormErrorSummary failure={failure} />
        <FormTextField
          name="username"
          label="Username"
          type="email"
          autoComplete="username"
          hint="The email address of your account"
        />
        <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting} className="self-start">
          Login
        </Button>
      </form>
    </FormProvider>
  );
}
