import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { RegisterFormSchema, type ValidateMigrationResponse } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { MailingListFields } from '../../../components/forms/mailing-list-fields';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { CodeStepForm, EmailStepForm } from '../../../components/forms/one-field-forms';
import { BirthdayField, PersonFields } from '../../../components/forms/person-fields';
import { TermsField } from '../../../components/forms/terms-field';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useAccountConfiguration } from '../../../lib/configuration';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { sendRegistrationCode, validateCode } from './account-access-api';

type Step =
  { kind: 'email' } | { kind: 'code'; email: string } | { kind: 'form'; proof: ValidateMigrationResponse };

/**
 * account_register: prove the e-mail with a 6-digit code, then the prefilled
 * registration form. With ?email= (a former member sent here from login) the
 * login has asked for a code already; the screen says so only conditionally, as
 * anyone can open that address with any e-mail.
 */
export function RegisterScreen() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const [step, setStep] = useState<Step>(email ? { kind: 'code', email } : { kind: 'email' });

  return (
    <section aria-labelledby="register-title" className="mx-auto max-w-2xl rounded-lg bg-white p-6 shadow-sm">
      <h1 id="register-title" className="mb-6 text-3xl">
        Create your account
      </h1>
      {step.kind === 'email' && <EmailStep onSent={(e) => setStep({ kind: 'code', email: e })} />}
      {step.kind === 'code' && (
        <CodeStep
          email={step.email}
          migrating={email !== null}
          onValid={(proof) => setStep({ kind: 'form', proof })}
        />
      )}
      {step.kind === 'form' && <RegistrationForm proof={step.proof} />}
    </section>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [failed, setFailed] = useState(false);
  const send = async (emailAddress: string) => {
    setFailed(false);
    try {
      await sendRegistrationCode({ emailAddress });
      onSent(emailAddress);
    } catch {
      setFailed(true);
    }
  };
  return (
    <EmailStepForm onSubmit={send}>
      {failed && (
        <Alert tone="error" title="Error">
          Sorry, there has been an error.
        </Alert>
      )}
      <p>First we will email you a 6-digit code to confirm your email address.</p>
    </EmailStepForm>
  );
}

function CodeStep({
  email,
  migrating,
  onValid,
}: {
  email: string;
  migrating: boolean;
  onValid: (proof: ValidateMigrationResponse) => void;
}) {
  const [failed, setFailed] = useState(false);
  const [resent, setResent] = useState(false);
  const check = async (otp: string) => {
    setFailed(false);
    try {
      onValid(await validateCode({ emailAddress: email, code: otp }));
    } catch {
      setFailed(true);
    }
  };
  const resend = async () => {
    setResent(false);
    // verify-email sends whichever fits: a former member's code, a new visitor's, or a member's reminder.
    await sendRegistrationCode({ emailAddress: email }).catch(() => undefined);
    setResent(true);
  };
  return (
    <CodeStepForm
      onSubmit={check}
      actions={
        <Button variant="link" onClick={() => void resend()}>
          Send a new code
        </Button>
      }
    >
      {failed && (
        <Alert tone="error" title="Error">
          Please check your details.
        </Alert>
      )}
      {migrating && (
        <Alert tone="info" title="Welcome to our new booking system">
          If you had an account in our previous system, it needs a new password: we have emailed a 6-digit
          code to {email}. No code? Choose ‘Send a new code’.
        </Alert>
      )}
      {!migrating && <p>We have emailed a 6-digit code to {email}. It expires in 10 minutes.</p>}
      {resent && <Alert tone="success">We have sent a new code.</Alert>}
    </CodeStepForm>
  );
}

function RegistrationForm({ proof }: { proof: ValidateMigrationResponse }) {
  const navigate = useNavigate();
  const auth = useAuth();
  const configuration = useAccountConfiguration().data;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(RegisterFormSchema, {
    title: proof.Title,
    firstName: proof.FirstName,
    lastName: proof.LastName,
    emailAddress: proof.EmailAddress,
    telephone: proof.Telephone,
    birthday: '',
    password: '',
    password2: '',
    terms: false,
    addressBooks: [],
  });
  const onSubmit = form.handleSubmit(async ({ password2: _repeat, ...values }) => {
    setFailure(null);
    try {
      await auth.register({ ...values, validationId: proof.validationId });
      // Without a password there is nothing to log in with yet: the login page says how to set one.
      void navigate(values.password ? '/login?created=true' : '/login?created=no-password');
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, ['password', 'telephone', 'birthday'])) return;
      setFailure(error instanceof ApiError ? error.message : 'Sorry, there has been an error.');
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        <FormErrorSummary failure={failure} />
        <PersonFields titles={configuration?.Titles ?? []} emailReadOnly telephoneOptional />
        <BirthdayField />
        <NewPasswordFields
          names={['password', 'password2']}
          label="Password (optional)"
          repeatLabel="Repeat password"
        />
        <MailingListFields
          name="addressBooks"
          lists={configuration?.MailingLists ?? []}
          legend="Join our mailing lists (optional)"
        />
        <TermsField
          privacyNoticeUrl={configuration?.Resort.PrivacyNoticeUrl}
          termsUrl={configuration?.Resort.TermsUrl}
        />
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Create account
        </Button>
      </form>
    </FormProvider>
  );
}
