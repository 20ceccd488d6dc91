import { StaffCancelRequestSchema, type StaffBookingDetail } from '@spa/domain';
import { FormTextAreaField } from '../../../components/forms/form-fields';
import { apiRequest } from '../../../lib/api-client';
import { useStaff } from '../../../lib/staff-auth';
import { useZodForm } from '../../../lib/use-zod-form';
import type { BookingPartProps } from './booking-part';
import { useBookingChange } from './staff-bookings-api';

/** A desk cancel's body, as the server checks it: the override reason, where one is asked. */
const CancelFormSchema = StaffCancelRequestSchema.unwrap().unwrap();
type CancelBody = { OverrideReason?: string };

/**
 * A cancel at the desk, of the whole booking or of one guest's part (POST `url`): refused, or the
 * form (the spa manager's reason for cancelling once the guests have checked in, decision 0301: its
 * field shown only then, so that only then is it required), the call, and `onValid`, which sends
 * it and once done closes the prompt and says what `said` makes of the booking after. The caller
 * keys the prompt by the arrival, so that a check-in while it is open asks for the reason.
 */
export function useDeskCancel({ booking, onDone }: BookingPartProps, url: string, reasonLabel: string) {
  const isManager = useStaff()?.Role === 'spa_manager';
  const needed = booking.Arrival === 'checked_in';
  const form = useZodForm(CancelFormSchema, {});
  const call = useBookingChange(booking.Id, (body: CancelBody) => apiRequest(url, { body }));
  return {
    /** Checked in and not a spa manager: the cancel is not offered. */
    refused: needed && !isManager,
    form,
    field: needed ? (
      <FormTextAreaField
        name="OverrideReason"
        label={reasonLabel}
        hint="Kept in the audit log."
        maxLength={500}
      />
    ) : null,
    call,
    onValid: (said: (after: StaffBookingDetail) => string) => (body: CancelBody, close: () => void) =>
      call.mutate(body, {
        onSuccess: (after) => {
          close();
          onDone(said(after));
        },
      }),
  };
}
