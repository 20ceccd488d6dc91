import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  EmailOnlySchema,
  OtpFormSchema,
  ResetPasswordFormSchema,
  type EmailOnly,
  type ResetPasswordForm,
} from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Alert, ErrorSummary } from '../../components/ui/feedback';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { summaryErrors } from '../../lib/form-errors';
import { changeForgottenPassword, confirmReset, initiateReset } from './account-access-api';

type Step =
  | { kind: 'email' }
  | { kind: 'code'; resetId: string }
  | { kind: 'password'; resetId: string; validationId: string };

/** account_password_reset: e-mail, then the 6-digit code, then the new password (account-area §4). */
export function PasswordResetScreen() {
  const [step, setStep] = useState<Step>({ kind: 'email' });
  return (
    <section aria-labelledby="reset-title" className="mx-auto max-w-xl rounded-lg bg-white p-6 shadow-sm">
      <h1 id="reset-title" className="mb-6 text-3xl">
        Reset your password
      </h1>
      {step.kind === 'email' && <EmailStep onSent={(resetId) => setStep({ kind: 'code', resetId })} />}
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

function EmailStep({ onSent }: { onSent: (resetId: string) => void }) {
  const form = useForm<EmailOnly>({
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { emailAddress: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    // §8: a failure only stops the spinner.
    const answer = await initiateReset(values).catch(() => null);
    if (answer) onSent(answer.resetId);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary errors={summaryErrors(errors)} />
      <p>Enter the email address of your account and we will send you a 6-digit code.</p>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.emailAddress?.message}
        {...form.register('emailAddress')}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        Send code
      </Button>
    </form>
  );
}

function CodeStep({ resetId, onValid }: { resetId: string; onValid: (validationId: string) => void }) {
  const form = useForm<{ otp: string }>({
    resolver: zodResolver(OtpFormSchema),
    shouldFocusError: false,
    defaultValues: { otp: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ otp }) => {
    setFailure(null);
    try {
      onValid((await confirmReset({ id: resetId, otp })).validationId);
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { Message?: string } | null) : null;
      setFailure(body?.Message ?? 'Sorry, there has been an error.');
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Alert tone="success">
        If an account has been found for that email address, we will send an email.
      </Alert>
      <ErrorSummary errors={summaryErrors(errors)} />
      {failure && (
        <Alert tone="error" title="Error">
          {failure}
        </Alert>
      )}
      <TextField
        label="Code"
        hint="The 6-digit code from the email"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        Continue
      </Button>
    </form>
  );
}

function PasswordStep({ resetId, validationId }: { resetId: string; validationId: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', password2: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await changeForgottenPassword({ id: resetId, validationId, ...values }).catch(() => null);
    if (done) navigate('/login?reset=true');
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary errors={summaryErrors(errors)} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Minimum 8 characters"
        error={errors.password?.message}
        {...form.register('password')}
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
  );
}
