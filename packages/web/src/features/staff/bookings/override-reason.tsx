import { useState } from 'react';
import { OverrideReasonSchema, type StaffBookingDetail } from '@spa/domain';
import { TextAreaField } from '../../../components/ui/field';
import { useStaff } from '../../../lib/staff-auth';

/**
 * The spa manager's reason for cancelling once the guests have checked in (decision 0301),
 * for the whole booking and for one guest's part alike: whether this member of staff may,
 * the field, and the check before sending.
 */
export function useOverrideReason(booking: StaffBookingDetail, label: string) {
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
