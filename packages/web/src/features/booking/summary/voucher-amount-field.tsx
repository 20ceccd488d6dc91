import {
  formatPrice,
  parsePounds,
  VoucherAmountFormSchema,
  voucherSpendProblem,
  type VoucherAmountForm,
} from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { useBooking } from '../../../lib/spa-day/booking-context';
import { useZodForm } from '../../../lib/use-zod-form';

/**
 * How much of a money gift voucher to spend on this booking (issue 23): from £1 up to what
 * it can pay (its balance, at most the bill); empty for all it can. The rest is paid by
 * card and the voucher keeps what is left. Saving asks the server for the bill again.
 */
export function VoucherAmountField({ maxPence }: { maxPence: number }) {
  const booking = useBooking();
  const chosen = booking.search.voucherPence;
  const form = useZodForm(VoucherAmountFormSchema, {
    amount: chosen === null ? '' : (chosen / 100).toFixed(2),
  });
  const apply = async ({ amount }: VoucherAmountForm) => {
    const pence = amount === '' ? null : parsePounds(amount);
    const problem = pence === null ? null : voucherSpendProblem('money', pence, maxPence);
    if (problem) {
      form.setError('amount', { message: problem }, { shouldFocus: true });
      return;
    }
    await booking.save({ ...booking.search, voucherPence: pence });
  };
  return (
    <ZodForm
      form={form}
      onValid={apply}
      label="Amount from your gift voucher"
      className="mt-4 flex flex-col gap-3"
    >
      <FormTextField
        name="amount"
        label="Amount to take from your voucher (£)"
        hint={`From £1 up to ${formatPrice(maxPence)}. Leave it empty to use as much as this booking needs; the voucher keeps the rest.`}
        inputMode="decimal"
        autoComplete="off"
      />
      <div>
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          Use this amount
        </Button>
      </div>
    </ZodForm>
  );
}
