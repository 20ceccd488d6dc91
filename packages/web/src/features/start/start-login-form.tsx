import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { StartLoginFormSchema, type StartLoginForm } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Alert, ErrorSummary } from '../../components/ui/feedback';
import { TextField } from '../../components/ui/field';
import { summaryErrors } from '../../lib/form-errors';
import { LOGIN_ERRORS, LoginError, useAuth } from '../auth';

/**
 * The start screen's login (booking-flow §2): Username and Password. A former
 * member is sent to the account area's registration with their e-mail.
 */
export function StartLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StartLoginForm>({
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
    resolver: zodResolver(StartLoginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ErrorSummary errors={summaryErrors(errors)} />
      {failure && (
        <Alert tone="error" title="Error">
          {failure}
        </Alert>
      )}
      <TextField
        label="Username"
        type="email"
        autoComplete="username"
        hint="The email address of your account"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="secondary" busy={isSubmitting} className="self-start">
        Login
      </Button>
    </form>
  );
}
