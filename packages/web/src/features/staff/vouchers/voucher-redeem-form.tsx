import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { formatPrice, StaffVoucherRedeemFormSchema, type StaffVoucher } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRedeemVoucher } from './vouchers-api';

/** Spends the voucher on a confirmed booking: all it can pay of what is owed, or an amount. */
export function VoucherRedeemForm({
  voucher,
  booking,
  onChanged,
}: {
  voucher: StaffVoucher;
  booking: string;
  onChanged: (voucher: StaffVoucher) => void;
}) {
  const form = useZodForm(StaffVoucherRedeemFormSchema, { Booking: booking, Amount: '' });
  const redeem = useRedeemVoucher(voucher.Code);
  const [paid, setPaid] = useState<string | null>(null);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="redeem-title"
        className="flex flex-col gap-3"
        onSubmit={(event) =>
          void form.handleSubmit(async (body) => {
            setPaid(null);
            await redeem.mutateAsync(body).then(
              (after) => {
                setPaid(
                  `${formatPrice(voucher.BalancePence - after.BalancePence)} taken from the voucher for booking ${body.Booking}; ${formatPrice(after.BalancePence)} left on it.`,
                );
                onChanged(after);
              },
              () => undefined,
            );
          })(event)
        }
      >
        <h3 id="redeem-title" className="text-lg font-semibold">
          Pay a booking with this voucher
        </h3>
        <FormErrorSummary failure={redeem.isError ? redeem.error.message : null} />
        {paid && <Alert tone="success">{paid}</Alert>}
        <FormTextField
          name="Booking"
          label="Confirmation number"
          hint="The booking must be confirmed and have something left to pay."
          autoComplete="off"
          maxLength={40}
          containerClassName="max-w-xs"
        />
        <FormTextField
          name="Amount"
          label="Amount (£, optional)"
          hint="Leave empty to pay all the voucher can of what is owed."
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          containerClassName="max-w-xs"
        />
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Pay with the voucher
        </Button>
      </form>
    </FormProvider>
  );
}
