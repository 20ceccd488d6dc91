import type { ReactNode } from 'react';
import { EmailOnlySchema, OtpFormSchema } from '@spa/domain';
import { Button } from '../ui/button';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodForm } from './zod-form';
import { FormTextField } from './form-fields';

/**
 * The two one-field steps of registration and password reset: the e-mail that
 * a code is sent to, and the 6-digit code. `children` go above the field (what
 * the step is for, what went wrong); `onSubmit` gets the checked value.
 */

export function EmailStepForm({
  children,
  onSubmit,
}: {
  children?: ReactNode;
  onSubmit: (emailAddress: string) => Promise<void>;
}) {
  const form = useZodForm(EmailOnlySchema, { emailAddress: '' });
  return (
    <ZodForm
      form={form}
      onValid={({ emailAddress }) => onSubmit(emailAddress)}
      className="flex flex-col gap-5"
    >
      {children}
      <FormTextField name="emailAddress" label="Email address" type="email" autoComplete="email" />
      <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
        Send code
      </Button>
    </ZodForm>
  );
}

export function CodeStepForm({
  children,
  onSubmit,
  actions,
}: {
  children?: ReactNode;
  onSubmit: (otp: string) => Promise<void>;
  /** Beside 'Continue' (e.g. 'Send a new code'). */
  actions?: ReactNode;
}) {
  const form = useZodForm(OtpFormSchema, { otp: '' });
  return (
    <ZodForm form={form} onValid={({ otp }) => onSubmit(otp)} className="flex flex-col gap-5">
      {children}
      <FormTextField
        name="otp"
        label="Code"
        hint="The 6-digit code from the email"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.formState.isSubmitting}>
          Continue
        </Button>
        {actions}
      </div>
    </ZodForm>
  );
}
