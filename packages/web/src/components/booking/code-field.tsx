import { VoucherCodeFormSchema, type VoucherCodeForm } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { useBooking } from '../../../lib/spa-day/booking-context';
import { useZodForm } from '../../../lib/use-zod-form';

/**
 * The summary's code field (decisions 0341, 0430): the search's code, a gift voucher or a
 * promotion code, applied here. Saving it asks the server for the bill again, which says what
 * the code takes off or pays, or why it cannot.
 */
export function VoucherCodeField() {
  const booking = useBooking();
  const form = useZodForm(VoucherCodeFormSchema, { code: booking.search.code });
  const apply = async ({ code }: VoucherCodeForm) => {
    // A new code starts from all it can pay.
    await booking.save({
      ...booking.search,
      code,
      voucherPence: code === booking.search.code ? booking.search.voucherPence : null,
    });
  };
  return (
    <ZodForm
      form={form}
      onValid={apply}
      label="Voucher and promotion codes"
      className="mt-4 flex flex-col gap-3 border-t border-sage-200 pt-4"
    >
      <FormTextField
        name="code"
        label="Gift voucher or promotion code"
        hint="The 16 letters and digits printed on your voucher, or a promotion code like SPRING20"
        autoComplete="off"
      />
      <div>
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          Apply code
        </Button>
      </div>
    </ZodForm>
  );
}
