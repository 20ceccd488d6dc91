import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  EmailOnlySchema,
  OtpFormSchema,
  RegisterFormSchema,
  type EmailOnly,
  type RegisterForm,
  type ValidateMigrationResponse,
} from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/choice';
import { Alert, ErrorSummary } from '../../components/ui/feedback';
import { SelectField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { summaryErrors } from '../../lib/form-errors';
import { useAuth } from '../auth';
import { useAccountConfiguration } from '../configuration/spa-configuration';
import { resendMigrationCode, sendRegistrationCode, validateCode } from './account-access-api';

type Step =
  { kind: 'email' } | { kind: 'code'; email: string } | { kind: 'form'; proof: ValidateMigrationResponse };

/**
 * account_register: prove the e-mail with a 6-digit code, then the prefilled
 * registration form. With ?email= (a former member sent here from login) the
 * code has already been sent.
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
  const form = useForm<EmailOnly>({
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { emailAddress: '' },
  });
  const [failed, setFailed] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await sendRegistrationCode(values);
      onSent(values.emailAddress.trim());
    } catch {
      setFailed(true);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary errors={summaryErrors(errors)} />
      {failed && (
        <Alert tone="error" title="Error">
          Sorry, there has been an error.
        </Alert>
      )}
      <p>First we will email you a 6-digit code to confirm your email address.</p>
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

function CodeStep({
  email,
  migrating,
  onValid,
}: {
  email: string;
  migrating: boolean;
  onValid: (proof: ValidateMigrationResponse) => void;
}) {
  const form = useForm<{ otp: string }>({
    resolver: zodResolver(OtpFormSchema),
    shouldFocusError: false,
    defaultValues: { otp: '' },
  });
  const [failed, setFailed] = useState(false);
  const [resent, setResent] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ otp }) => {
    setFailed(false);
    try {
      onValid(await validateCode({ emailAddress: email, code: otp }));
    } catch {
      setFailed(true);
    }
  });
  const resend = async () => {
    setResent(false);
    await (migrating ? resendMigrationCode : sendRegistrationCode)({ emailAddress: email }).catch(
      () => undefined,
    );
    setResent(true);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary errors={summaryErrors(errors)} />
      {failed && (
        <Alert tone="error" title="Error">
          Please check your details.
        </Alert>
      )}
      {migrating && (
        <Alert tone="info" title="Welcome to our new booking system">
          Your account needs a new password. We have emailed a 6-digit code to {email}.
        </Alert>
      )}
      {!migrating && <p>We have emailed a 6-digit code to {email}. It expires in 10 minutes.</p>}
      {resent && <Alert tone="success">We have sent a new code.</Alert>}
      <TextField
        label="Code"
        hint="The 6-digit code from the email"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting}>
          Continue
        </Button>
        <Button variant="link" onClick={() => void resend()}>
          Send a new code
        </Button>
      </div>
    </form>
  );
}

function RegistrationForm({ proof }: { proof: ValidateMigrationResponse }) {
  const navigate = useNavigate();
  const auth = useAuth();
  const configuration = useAccountConfiguration().data;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof RegisterFormSchema>, unknown, RegisterForm>({
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      title: proof.Title,
      firstName: proof.FirstName,
      lastName: proof.LastName,
      emailAddress: proof.EmailAddress,
      telephone: '',
      birthday: '',
      password: '',
      addressBooks: [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await auth.register({ ...values, validationId: proof.validationId });
      navigate('/login?created=true');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Sorry, there has been an error.');
    }
  });
  const books = useWatch({ control: form.control, name: 'addressBooks' }) ?? [];
  const toggle = (id: number, on: boolean) =>
    form.setValue('addressBooks', on ? [...books, id] : books.filter((b) => b !== id));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary errors={summaryErrors(errors)} />
      {failure && (
        <Alert tone="error" title="Error">
          {failure}
        </Alert>
      )}
      <SelectField
        label="Title"
        placeholder="Select"
        options={(configuration?.Titles ?? []).map((t) => ({ value: t.OperaCode, label: t.DisplayName }))}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Email address"
        type="email"
        readOnly
        error={errors.emailAddress?.message}
        {...form.register('emailAddress')}
      />
      <TextField
        label="Telephone (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="+44"
        error={errors.telephone?.message}
        {...form.register('telephone')}
      />
      <TextField
        label="Birthday (optional)"
        type="date"
        error={errors.birthday?.message}
        {...form.register('birthday')}
      />
      <TextField
        label="Password (optional)"
        type="password"
        autoComplete="new-password"
        hint="Minimum 8 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 font-semibold">Join our mailing lists (optional)</legend>
        {(configuration?.MailingLists ?? []).map((list) => (
          <Checkbox
            key={list.Id}
            id={`addressBooks-${list.Id}`}
            label={list.Title}
            checked={books.includes(list.Id)}
            onChange={(event) => toggle(list.Id, event.target.checked)}
          />
        ))}
      </fieldset>
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <a className="underline" href={configuration?.Resort.PrivacyNoticeUrl}>
              privacy notice
            </a>{' '}
            and{' '}
            <a className="underline" href={configuration?.Resort.TermsUrl}>
              terms of use
            </a>
          </>
        }
        error={errors.terms?.message}
        {...form.register('terms')}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        Create account
      </Button>
    </form>
  );
}
