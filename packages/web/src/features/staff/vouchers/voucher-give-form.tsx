import { StaffVoucherGiveFormSchema, type StaffVoucher } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { useZodForm } from '../../../lib/use-zod-form';
import { VoucherForm } from './voucher-form';
import { useIssueVoucher } from './vouchers-api';

/** A manager gives a complimentary money voucher with a reason (audited); its code is shown this once. */
export function VoucherGiveForm({ onGiven }: { onGiven: (voucher: StaffVoucher) => void }) {
  const form = useZodForm(StaffVoucherGiveFormSchema, { Amount: '', Reason: '', RecipientName: '' });
  const give = useIssueVoucher();
  return (
    <VoucherForm
      title="Give a complimentary voucher"
      card
      form={form}
      call={give}
      onValid={(body) =>
        give.mutateAsync(body).then((voucher) => {
          form.reset();
          onGiven(voucher);
        })
      }
      submit="Give the voucher"
    >
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
    </VoucherForm>
  );
}
