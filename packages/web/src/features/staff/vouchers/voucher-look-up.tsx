import { FormProvider } from 'react-hook-form';
import { VoucherCheckRequestSchema, type StaffVoucher } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLookUpVoucher } from './vouchers-api';

/** The desk types a voucher's code (case, spaces and hyphens ignored) and sees it below. */
export function VoucherLookUp({ onFound }: { onFound: (voucher: StaffVoucher) => void }) {
  const form = useZodForm(VoucherCheckRequestSchema, { Code: '' });
  const lookUp = useLookUpVoucher();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="look-up-title"
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
        onSubmit={(event) =>
          void form.handleSubmit(({ Code }) => lookUp.mutateAsync(Code).then(onFound, () => undefined))(event)
        }
      >
        <h2 id="look-up-title" className="text-xl">
          Look up a voucher
        </h2>
        <FormErrorSummary failure={lookUp.isError ? lookUp.error.message : null} />
        <FormTextField
          name="Code"
          label="Voucher code"
          hint="16 letters and digits, as printed, like 7KQ2-M9XH-4TRB-W3NF. Case, spaces and hyphens do not matter."
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          containerClassName="max-w-md"
        />
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Look up
        </Button>
      </form>
    </FormProvider>
  );
}
