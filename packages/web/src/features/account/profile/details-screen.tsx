import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { accountDetailsSchema, type AccountDetailsForm, type UserProfile } from '@spa/domain';
import { AddressFields } from '../../../components/forms/address-fields';
import { BirthdayField, PersonFields } from '../../../components/forms/person-fields';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useAccountConfiguration } from '../../../lib/configuration';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { updateAccount } from './account-profile-api';
import { EmailChangePanel } from './email-change-panel';
import { ProfileSection } from './profile-section';

/** account_details: the profile, and the address for members registered in the property system. */
export function DetailsScreen() {
  const { profile } = useAuth();
  if (!profile) return <Loader label="Loading your details" />;
  return <DetailsForm profile={profile} />;
}

function defaults(profile: UserProfile): AccountDetailsForm {
  return {
    title: profile.Title,
    firstName: profile.FirstName,
    lastName: profile.LastName,
    emailAddress: profile.EmailAddress,
    telephone: profile.Telephone ?? '',
    birthday: profile.Birthdate ?? '',
    address: {
      line1: profile.Address.Line1 ?? '',
      line2: profile.Address.Line2 ?? '',
      city: profile.Address.City ?? '',
      country: profile.Address.Country ?? 'GB',
      postCode: profile.Address.PostCode ?? '',
    },
  };
}

function DetailsForm({ profile }: { profile: UserProfile }) {
  const { setProfile } = useAuth();
  const configuration = useAccountConfiguration().data;
  const withAddress = profile.RegisteredInOpera;
  // Two shapes (with or without the address) behind one form type.
  const schema = accountDetailsSchema(withAddress) as unknown as z.ZodType<
    AccountDetailsForm,
    AccountDetailsForm
  >;
  const form = useZodForm(schema, defaults(profile));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const update = async (values: AccountDetailsForm) => {
    setOutcome(null);
    try {
      const updated = await updateAccount({
        ...values,
        birthday: values.birthday ?? '',
        address: withAddress ? values.address : undefined,
      });
      setProfile(updated);
      form.reset(defaults(updated));
      setOutcome({ tone: 'success', text: 'Your details have been updated.' });
    } catch (error) {
      if (showServerFieldErrors(error, form.setError, ['telephone', 'birthday', 'emailAddress'])) return;
      setOutcome({
        tone: 'error',
        text:
          error instanceof ApiError && error.status === 409
            ? error.message
            : 'An error has occurred. Please try again.',
      });
    }
  };

  return (
    <ProfileSection id="details-title" title="Account Details" wide>
      <ZodForm form={form} onValid={update} className="flex flex-col gap-5">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <PersonFields titles={configuration?.Titles ?? []} emailReadOnly />
        <BirthdayField />
        {withAddress && (
          <div className="rounded-md border border-sage-200 p-4">
            <AddressFields countries={configuration?.Countries ?? []} />
          </div>
        )}
        <p>
          <Link className="text-teal-800 underline underline-offset-4" to="/account/change-password">
            Change password
          </Link>
        </p>
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Update
        </Button>
      </ZodForm>
      <EmailChangePanel
        onChanged={(updated) => {
          setProfile(updated);
          form.reset(defaults(updated));
          setOutcome(null);
        }}
      />
    </ProfileSection>
  );
}
