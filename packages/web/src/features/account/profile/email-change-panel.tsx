import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { EmailChangeRequestSchema, type UserProfile } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { CodeStepForm } from '../../../components/forms/one-field-forms';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { confirmEmailChange, startEmailChange } from './account-profile-api';

type Step = { kind: 'closed' } | { kind: 'form' } | { kind: 'code'; changeId: string; email: string };

/**
 * Change email (account details): the new address and the current password, then
 * the code sent to the new address. The profile changes only once the code is right.
 */
export function EmailChangePanel({ onChanged }: { onChanged: (profile: UserProfile) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [changedTo, setChangedTo] = useState<string | null>(null);
  return (
    <section aria-labelledby="email-change-title" className="mt-8 rounded-md border border-sage-200 p-4">
      <h3 id="email-change-title" className="mb-3 text-xl">
        Change email address
      </h3>
      {changedTo && step.kind === 'closed' && (
        <Alert tone="success" className="mb-4">
          Your email address is now {changedTo}.
        </Alert>
      )}
      {step.kind === 'closed' && (
        <Button
          variant="secondary"
          onClick={() => {
            setChangedTo(null);
            setStep({ kind: 'form' });
          }}
        >
          Change email
        </Button>
      )}
      {step.kind === 'form' && (
        <NewEmailForm
          onSent={(changeId, email) => setStep({ kind: 'code', changeId, email })}
          onCancel={() => setStep({ kind: 'closed' })}
        />
      )}
      {step.kind === 'code' && (
        <EmailCodeStep
          changeId={step.changeId}
          email={step.email}
          onConfirmed={(profile) => {
            onChanged(profile);
            setChangedTo(profile.EmailAddress);
            setStep({ kind: 'closed' });
          }}
        />
      )}
    </section>
  );
}

function NewEmailForm({
  onSent,
  onCancel,
}: {
  onSent: (changeId: string, email: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(EmailChangeRequestSchema, { newEmailAddress: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSent((await startEmailChange(values)).changeId, values.newEmailAddress.trim());
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, ['newEmailAddress', 'password'])) return;
      setFailure(
        error instanceof ApiError && error.status === 429 ? error.message : 'Sorry, there has been an error.',
      );
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <FormErrorSummary failure={failure} />
        <p>We will email a 6-digit code to the new address to confirm it.</p>
        <FormTextField name="newEmailAddress" label="New email address" type="email" autoComplete="email" />
        <FormTextField
          name="password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={form.formState.isSubmitting}>
            Send code
          </Button>
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function EmailCodeStep({
  changeId,
  email,
  onConfirmed,
}: {
  changeId: string;
  email: string;
  onConfirmed: (profile: UserProfile) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const check = async (otp: string) => {
    setFailure(null);
    try {
      onConfirmed(await confirmEmailChange({ id: changeId, otp }));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status < 500 ? error.message : 'Sorry, there has been an error.',
      );
    }
  };
  return (
    <CodeStepForm onSubmit={check}>
      <p>If {email} can be used, we have emailed a 6-digit code to it. It expires in 10 minutes.</p>
      {failure && (
        <Alert tone="error" title="Error">
          {failure}
        </Alert>
      )}
    </CodeStepForm>
  );
}
