import { FormProvider } from 'react-hook-form';
import { EmailOnlySchema, type EmailOnly } from '@spa/domain';
import { FormErrorSummary } from '../forms/form-error-summary';
import { FormTextField } from '../forms/form-fields';
import { Button } from '../ui/button';
import { Alert } from '../ui/feedback';
import { useZodForm } from '../../lib/use-zod-form';

/**
 * 'Resend confirmation': one e-mail field (prefilled with the member's) and Send
 * (account-area §2, §5). `send` is the call of the booking's kind.
 */
export function ResendConfirmationForm({
  defaultEmail,
  send,
}: {
  defaultEmail: string;
  send: { mutateAsync: (input: EmailOnly) => Promise<unknown>; isSuccess: boolean; isError: boolean };
}) {
  const form = useZodForm(EmailOnlySchema, { emailAddress: defaultEmail });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="resend-title"
        className="no-print flex flex-col gap-3"
        onSubmit={(event) =>
          void form.handleSubmit((input) => send.mutateAsync(input).catch(() => {}))(event)
        }
      >
        <h2 id="resend-title" className="text-xl">
          Resend confirmation
        </h2>
        <FormErrorSummary />
        <div className="flex flex-wrap items-end gap-3">
          <FormTextField
            name="emailAddress"
            label="Email address"
            type="email"
            autoComplete="email"
            containerClassName="min-w-60 flex-1"
          />
          <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
            Send
          </Button>
        </div>
        {send.isSuccess && <Alert tone="success">Your confirmation has been sent.</Alert>}
        {send.isError && (
          <Alert tone="error">Sorry, we could not send your confirmation. Please try again.</Alert>
        )}
      </form>
    </FormProvider>
  );
}
