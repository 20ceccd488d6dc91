import { useState } from 'react';
import { OverrideReasonSchema, type StaffBookingDetail } from '@spa/domain';
import { TextAreaField } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api-client';
import { useStaff } from '../../../lib/staff-auth';
import type { BookingPartProps } from './booking-part';
import { useBookingChange } from './staff-bookings-api';

/**
 * The spa manager's reason for cancelling once the guests have checked in (decision 0301),
 * for the whole booking and for one guest's part alike: whether this member of staff may,
 * the field, and the check before sending.
 */
function useOverrideReason(booking: StaffBookingDetail, label: string) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isManager = useStaff()?.Role === 'spa_manager';
  const needed = booking.Arrival === 'checked_in';
  return {
    /** Checked in and not a spa manager: the cancel is not offered. */
    refused: needed && !isManager,
    field: needed ? (
      <TextAreaField
        name="OverrideReason"
        label={label}
        hint="Kept in the audit log."
        value={reason}
        error={error}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
    ) : null,
    /** The body's reason: `{}` when none is needed, null (the error shown) when it is missing. */
    body(): { OverrideReason?: string } | null {
      if (!needed) return {};
      const checked = OverrideReasonSchema.safeParse(reason);
      setError(checked.success ? undefined : checked.error.issues[0]?.message);
      return checked.success ? { OverrideReason: checked.data } : null;
    },
  };
}

/**
 * A cancel at the desk, of the whole booking or of one guest's part (POST `url`): refused, or
 * the reason's field where one is needed, the call, and `confirm`, which checks the reason, sends
 * it, and once done closes the prompt and says what `said` makes of the booking after.
 */
export function useDeskCancel({ booking, onDone }: BookingPartProps, url: string, reasonLabel: string) {
  const override = useOverrideReason(booking, reasonLabel);
  const call = useBookingChange(booking.Id, (body: { OverrideReason?: string }) => apiRequest(url, { body }));
  return {
    refused: override.refused,
    field: override.field,
    call,
    confirm: (said: (after: StaffBookingDetail) => string) => (close: () => void) => {
      const body = override.body();
      if (body)
        call.mutate(body, {
          onSuccess: (after) => {
            close();
            onDone(said(after));
          },
        });
    },
  };
}
