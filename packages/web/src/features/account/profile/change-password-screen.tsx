import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ChangePasswordSchema } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { changePassword } from './account-profile-api';

/** account_change_password: old, new (at least 8), confirmation. */
export function ChangePasswordScreen() {
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const form = useZodForm(ChangePasswordSchema, { oldPassword: '', password1: '', password2: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await changePassword(values);
      form.reset();
      setOutcome('done');
    } catch (error) {
      // §8's message, and the server's word on a field (a wrong current password, a common new one) beside it.
      showServerFieldErrors(error, form.setError, ['oldPassword', 'password1']);
      setOutcome('failed');
    }
  });
  return (
    <section aria-labelledby="change-password-title" className="max-w-xl">
      <h2 id="change-password-title" className="mb-6 text-2xl">
        Change password
      </h2>
      <FormProvider {...form}>
        <FormErrorSummary />
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
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
          <FormTextField
            name="oldPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields names={['password1', 'password2']} />
          <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
            Change password
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}
