import { VoucherCodeFormSchema } from '@spa/domain';
import { CodeField } from '../../../components/booking/code-field';
import { useBooking } from '../../../lib/spa-day/booking-context';

/**
 * The summary's code field (decisions 0341, 0430): the search's code, a gift voucher or a
 * promotion code, applied here. Saving it asks the server for the bill again.
 */
export function VoucherCodeField() {
  const booking = useBooking();
  const apply = (code: string) =>
    // A new code starts from all it can pay.
    booking.save({
      ...booking.search,
      code,
      voucherPence: code === booking.search.code ? booking.search.voucherPence : null,
    });
  return (
    <CodeField
      schema={VoucherCodeFormSchema}
      code={booking.search.code}
      formLabel="Voucher and promotion codes"
      label="Gift voucher or promotion code"
      hint="The 16 letters and digits printed on your voucher, or a promotion code like SPRING20"
      onApply={apply}
    />
  );
}
