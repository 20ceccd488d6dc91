import { formatPrice, StaffVoucherRedeemFormSchema, type StaffVoucher } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { useZodForm } from '../../../lib/use-zod-form';
import { VoucherForm } from './voucher-form';
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
  return (
    <VoucherForm
      title="Pay a booking with this voucher"
      form={form}
      call={redeem}
      onValid={(body) =>
        redeem.mutateAsync(body).then((after) => {
          onChanged(after);
          return `${formatPrice(voucher.BalancePence - after.BalancePence)} taken from the voucher for booking ${body.Booking}; ${formatPrice(after.BalancePence)} left on it.`;
        })
      }
      submit="Pay with the voucher"
    >
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
    </VoucherForm>
  );
}
