import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, type ChangePasswordForm } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Alert, ErrorSummary } from '../../components/ui/feedback';
import { TextField } from '../../components/ui/field';
import { summaryErrors } from '../../lib/form-errors';
import { changePassword } from './account-profile-api';

/** account_change_password: old, new (at least 8), confirmation. */
export function ChangePasswordScreen() {
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const form = useForm<ChangePasswordForm>({
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { oldPassword: '', password1: '', password2: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await changePassword(values);
      form.reset();
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  });
  return (
    <section aria-labelledby="change-password-title" className="max-w-xl">
      <h2 id="change-password-title" className="mb-6 text-2xl">
        Change password
      </h2>
      <ErrorSummary errors={summaryErrors(errors)} />
      {outcome === 'done' && (
        <Alert tone="success" className="mb-6">
          Your password has been changed successfully.
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert tone="error" className="mb-6">
          An error has occurred. Please try again.
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="Minimum 8 characters"
          error={errors.password1?.message}
          {...form.register('password1')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.password2?.message}
          {...form.register('password2')}
        />
        <Button type="submit" busy={isSubmitting} className="self-start">
          Change password
        </Button>
      </form>
    </section>
  );
}
