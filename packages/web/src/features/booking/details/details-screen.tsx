import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { LeadBookerFormSchema, SOMEONE_ELSE } from '@spa/domain';
import { StepForm } from '../../../components/booking/step-form';
import { AddressFields } from '../../../components/forms/address-fields';
import { FormTextAreaField } from '../../../components/forms/form-fields';
import { PersonFields } from '../../../components/forms/person-fields';
import { DeskGuestFinder } from '../../../components/booking/desk-guest-finder';
import { isDeskMode } from '../../../lib/desk-mode';
import { TermsField } from '../../../components/forms/terms-field';
import { Loader } from '../../../components/ui/feedback';
import { Panel } from '../../../components/ui/panel';
import { useAuth, type Auth } from '../../../lib/auth';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useBooking } from '../../../lib/spa-day/booking-context';
import { useZodForm } from '../../../lib/use-zod-form';
import { AccountPanel } from './account-panel';
import { detailsDefaults } from './details-values';
import { LeadBookerChoice } from './lead-booker-choice';
import { useDetailsDraft } from './use-details-draft';
import { useSubmitDetails } from './use-submit-details';

/** spa_day_details and spa_treatment_details: the lead booker, contact details, special requests and terms. */
export function DetailsScreen() {
  const auth = useAuth();
  // The form's defaults come from the profile when signed in: wait for the sign-in to be known.
  if (auth.status === 'restoring') return <Loader label="Loading your details" />;
  return <DetailsForm auth={auth} />;
}

function DetailsForm({ auth }: { auth: Auth }) {
  const booking = useBooking();
  const { search, flow } = booking;
  const configuration = useSpaConfiguration().data;
  const form = useZodForm(LeadBookerFormSchema, detailsDefaults(search, auth.profile));
  const draft = useDetailsDraft(form, booking);
  const pickedFromLookup = useRef(false);
  const submit = useSubmitDetails({ booking, auth, draft, isManualEntry: () => !pickedFromLookup.current });
  const selectedGuest = useWatch({ control: form.control, name: 'selectedGuest' });
  const signedIn = auth.isAuthenticated;

  return (
    <StepForm
      id="details"
      title={signedIn ? 'Your details' : 'Lead booker details'}
      form={form}
      onValid={submit}
      backTo={flow.path(flow.previous('details'))}
      nextLabel="Check your booking"
    >
      <Panel>
        <DeskGuestFinder prefix="leadGuest." />
        {!signedIn && <LeadBookerChoice guests={search.guests} />}
        <PersonFields
          prefix="leadGuest."
          titles={configuration?.Titles ?? []}
          nameReadOnly={!signedIn && selectedGuest !== '' && selectedGuest !== SOMEONE_ELSE}
        />
      </Panel>
      <Panel>
        <AddressFields
          prefix="leadGuest."
          countries={configuration?.Countries ?? []}
          onPick={() => (pickedFromLookup.current = true)}
        />
      </Panel>
      <Panel>
        <FormTextAreaField name="requests" label="Any special requests?" />
      </Panel>
      {/* At the desk no account is made for the guest: they make their own. */}
      {!signedIn && !isDeskMode() && (
        <AccountPanel
          withPassword={selectedGuest !== SOMEONE_ELSE}
          mailingLists={configuration?.MailingLists ?? []}
        />
      )}
      <Panel>
        <TermsField
          privacyNoticeUrl={configuration?.Resort.PrivacyNoticeUrl}
          termsUrl={configuration?.Resort.TermsUrl}
        />
      </Panel>
    </StepForm>
  );
}
