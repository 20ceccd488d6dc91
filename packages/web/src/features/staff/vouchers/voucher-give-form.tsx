import { FormProvider } from 'react-hook-form';
import { StaffVoucherGiveFormSchema, type StaffVoucher } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import { useIssueVoucher } from './vouchers-api';

/** A manager gives a complimentary money voucher with a reason (audited); its code is shown this once. */
export function VoucherGiveForm({ onGiven }: { onGiven: (voucher: StaffVoucher) => void }) {
  const form = useZodForm(StaffVoucherGiveFormSchema, { Amount: '', Reason: '', RecipientName: '' });
  const give = useIssueVoucher();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="give-title"
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
        onSubmit={(event) =>
          void form.handleSubmit((body) =>
            give.mutateAsync(body).then(
              (voucher) => {
                form.reset();
                onGiven(voucher);
              },
              () => undefined,
            ),
          )(event)
        }
      >
        <h2 id="give-title" className="text-xl">
          Give a complimentary voucher
        </h2>
        <FormErrorSummary failure={give.isError ? give.error.message : null} />
        <FormTextField
          name="Amount"
          label="Amount (£)"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          containerClassName="max-w-xs"
        />
        <FormTextField
          name="Reason"
          label="Reason"
          hint="Why it is given, for the audit log: for example, an apology for a cancelled treatment."
          maxLength={300}
          containerClassName="max-w-md"
        />
        <FormTextField
          name="RecipientName"
          label="For (optional)"
          hint="The name printed on the voucher."
          autoComplete="off"
          maxLength={100}
          containerClassName="max-w-md"
        />
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Give the voucher
        </Button>
      </form>
    </FormProvider>
  );
}
