import { useState } from 'react';
import { ChangePasswordSchema, type ChangePasswordForm } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { changePassword } from './account-profile-api';
import { ProfileSection } from './profile-section';

/** account_change_password: old, new (at least 8), confirmation. */
export function ChangePasswordScreen() {
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const form = useZodForm(ChangePasswordSchema, { oldPassword: '', password1: '', password2: '' });
  const change = async (values: ChangePasswordForm) => {
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
  };
  return (
    <ProfileSection id="change-password-title" title="Change password">
      <ZodForm form={form} onValid={change} className="flex flex-col gap-5">
        {outcome === 'done' && <Alert tone="success">Your password has been changed successfully.</Alert>}
        {outcome === 'failed' && <Alert tone="error">An error has occurred. Please try again.</Alert>}
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
      </ZodForm>
    </ProfileSection>
  );
}
