import { useNavigate } from 'react-router';
import type { LeadBookerForm } from '@spa/domain';
import type { Auth } from '../../../lib/auth';
import type { BookingInProgress } from '../../../lib/spa-day/booking-context';
import { putAccountStatus } from './details-api';
import { toRegistration, toSavedDetails, wantsAccount } from './details-values';
import type { DraftControl } from './use-details-draft';

/**
 * 'Check your booking' (booking-flow §4, details submit): with a password, make
 * the account and sign in (a failure never stops the booking; the confirmation
 * says so), then save the details on the session and go to the summary.
 */
export function useSubmitDetails({
  booking,
  auth,
  draft,
  isManualEntry,
}: {
  booking: BookingInProgress;
  auth: Auth;
  draft: DraftControl;
  isManualEntry: () => boolean;
}) {
  const navigate = useNavigate();
  return async (form: LeadBookerForm) => {
    // A draft save under way must not land after the submitted details.
    await draft.cancel();
    const { sessionId, search } = booking;
    const to = booking.flow.path('summary');
    if (wantsAccount(form, auth.isAuthenticated)) {
      const failed = await auth.register(toRegistration(form), { signIn: true }).then(
        () => false,
        () => true,
      );
      await putAccountStatus(sessionId, { attempted: true, failed }).catch(() => undefined);
    }
    await booking.save({
      ...search,
      details: toSavedDetails(form, isManualEntry()),
      detailsDraft: null,
      lastPath: to,
    });
    void navigate(to);
  };
}
