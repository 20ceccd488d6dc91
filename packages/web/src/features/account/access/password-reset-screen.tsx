import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '@spa/domain';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { CodeStepForm, EmailStepForm } from '../../../components/forms/one-field-forms';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { changeForgottenPassword, confirmReset, initiateReset } from './account-access-api';

type Step =
  | { kind: 'email' }
  | { kind: 'code'; resetId: string }
  | { kind: 'password'; resetId: string; validationId: string };

/** account_password_reset: e-mail, then the 6-digit code, then the new password (account-area §4). */
export function PasswordResetScreen() {
  const [step, setStep] = useState<Step>({ kind: 'email' });
  // ?set=true: a member who has never had a password (the welcome e-mail and the login error link here).
  const setting = useSearchParams()[0].get('set') === 'true';
  return (
    <section aria-labelledby="reset-title" className="mx-auto max-w-xl rounded-lg bg-white p-6 shadow-sm">
      <h1 id="reset-title" className="mb-6 text-3xl">
        {setting ? 'Set your password' : 'Reset your password'}
      </h1>
      {step.kind === 'email' && (
        <EmailStep setting={setting} onSent={(resetId) => setStep({ kind: 'code', resetId })} />
      )}
      {step.kind === 'code' && (
        <CodeStep
          resetId={step.resetId}
          onValid={(validationId) => setStep({ kind: 'password', resetId: step.resetId, validationId })}
        />
      )}
      {step.kind === 'password' && <PasswordStep resetId={step.resetId} validationId={step.validationId} />}
    </section>
  );
}

function EmailStep({ setting, onSent }: { setting: boolean; onSent: (resetId: string) => void }) {
  const send = async (emailAddress: string) => {
    // §8: a failure only stops the spinner.
    const answer = await initiateReset({ emailAddress }).catch(() => null);
    if (answer) onSent(answer.resetId);
  };
  return (
    <EmailStepForm onSubmit={send}>
      <p>
        {setting
          ? 'Enter the email address of your account and we will send you a 6-digit code. With it you can choose your password.'
          : 'Enter the email address of your account and we will send you a 6-digit code.'}
      </p>
    </EmailStepForm>
  );
}

function CodeStep({ resetId, onValid }: { resetId: string; onValid: (validationId: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const check = async (otp: string) => {
    setFailure(null);
    try {
      onValid((await confirmReset({ id: resetId, otp })).validationId);
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { Message?: string } | null) : null;
      const tooMany = error instanceof ApiError && error.status === 429;
      setFailure(body?.Message ?? (tooMany ? error.message : 'Sorry, there has been an error.'));
    }
  };
  return (
    <CodeStepForm onSubmit={check}>
      <Alert tone="success">
        If an account has been found for that email address, we will send an email.
      </Alert>
      {failure && (
        <Alert tone="error" title="Error">
          {failure}
        </Alert>
      )}
    </CodeStepForm>
  );
}

function PasswordStep({ resetId, validationId }: { resetId: string; validationId: string }) {
  const navigate = useNavigate();
  const form = useZodForm(ResetPasswordFormSchema, { password: '', password2: '' });
  const change = async (values: ResetPasswordForm) => {
    const done = await changeForgottenPassword({ id: resetId, validationId, ...values }).catch(
      (error: unknown) => {
        showServerFieldErrors(error, form.setError, ['password']);
        return null;
      },
    );
    if (done) void navigate('/login?reset=true');
  };
  return (
    <ZodForm form={form} onValid={change} className="flex flex-col gap-5">
      <NewPasswordFields names={['password', 'password2']} />
      <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
        Change password
      </Button>
    </ZodForm>
  );
}
