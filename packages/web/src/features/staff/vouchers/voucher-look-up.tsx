import { VoucherCheckRequestSchema, type StaffVoucher } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { useZodForm } from '../../../lib/use-zod-form';
import { VoucherForm } from './voucher-form';
import { useLookUpVoucher } from './vouchers-api';

/** The desk types a voucher's code (case, spaces and hyphens ignored) and sees it below. */
export function VoucherLookUp({ onFound }: { onFound: (voucher: StaffVoucher) => void }) {
  const form = useZodForm(VoucherCheckRequestSchema, { Code: '' });
  const lookUp = useLookUpVoucher();
  return (
    <VoucherForm
      title="Look up a voucher"
      card
      form={form}
      call={lookUp}
      onValid={({ Code }) => lookUp.mutateAsync(Code).then(onFound)}
      submit="Look up"
    >
      <FormTextField
        name="Code"
        label="Voucher code"
        hint="16 letters and digits, as printed, like 7KQ2-M9XH-4TRB-W3NF. Case, spaces and hyphens do not matter."
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        containerClassName="max-w-md"
      />
    </VoucherForm>
  );
}
