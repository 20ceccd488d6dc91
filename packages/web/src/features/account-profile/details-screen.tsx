import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  accountDetailsSchema,
  normaliseUkPostcode,
  type AccountDetailsForm,
  type LookupAddress,
  type UserProfile,
} from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Alert, ErrorSummary, Loader } from '../../components/ui/feedback';
import { SelectField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { summaryErrors } from '../../lib/form-errors';
import { useAuth } from '../auth';
import { useAccountConfiguration } from '../configuration/spa-configuration';
import { lookUpPostcode } from '../../lib/address-lookup';
import { updateAccount } from './account-profile-api';

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
  const form = useForm<AccountDetailsForm>({
    // The error summary takes focus, not the first field.
    shouldFocusError: false,
    // Two shapes (with or without the address) behind one form type.
    resolver: zodResolver(accountDetailsSchema(withAddress)) as unknown as Resolver<AccountDetailsForm>,
    defaultValues: defaults(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [manual, setManual] = useState(false);
  const country = useWatch({ control: form.control, name: 'address.country' });
  const line1 = useWatch({ control: form.control, name: 'address.line1' });
  const showAddressFields = Boolean(line1) || country !== 'GB' || manual;

  const onSubmit = form.handleSubmit(async (values) => {
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
      setOutcome({
        tone: 'error',
        text:
          error instanceof ApiError && error.status === 409
            ? error.message
            : 'An error has occurred. Please try again.',
      });
    }
  });

  const choose = (address: LookupAddress, postcode: string) => {
    form.setValue('address.line1', address.line1, { shouldDirty: true });
    form.setValue('address.line2', address.locality, { shouldDirty: true });
    form.setValue('address.city', address.city, { shouldDirty: true });
    form.setValue('address.postCode', postcode.toUpperCase(), { shouldDirty: true });
  };

  return (
    <section aria-labelledby="details-title" className="max-w-2xl">
      <h2 id="details-title" className="mb-6 text-2xl">
        Account Details
      </h2>
      <ErrorSummary errors={summaryErrors(errors)} />
      {outcome && (
        <Alert tone={outcome.tone} className="mb-6">
          {outcome.text}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <SelectField
          label="Title"
          placeholder="Select"
          options={(configuration?.Titles ?? []).map((t) => ({ value: t.OperaCode, label: t.DisplayName }))}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.emailAddress?.message}
          {...form.register('emailAddress')}
        />
        <TextField
          label="Telephone"
          type="tel"
          autoComplete="tel"
          placeholder="+44"
          error={errors.telephone?.message}
          {...form.register('telephone')}
        />
        <TextField
          label="Birthday (optional)"
          type="date"
          error={errors.birthday?.message}
          {...form.register('birthday')}
        />

        {withAddress && (
          <fieldset className="flex flex-col gap-5 rounded-md border border-sage-200 p-4">
            <legend className="px-1 font-semibold">Address</legend>
            <SelectField
              label="Country"
              options={(configuration?.Countries ?? []).map((c) => ({
                value: c.OperaCode,
                label: c.DisplayName,
              }))}
              error={errors.address?.country?.message}
              {...form.register('address.country')}
            />
            {country === 'GB' && <PostcodeLookup onChoose={choose} onManual={() => setManual(true)} />}
            {showAddressFields && (
              <>
                <TextField
                  label="Address line 1"
                  autoComplete="address-line1"
                  error={errors.address?.line1?.message}
                  {...form.register('address.line1')}
                />
                <TextField
                  label="Address line 2 (optional)"
                  autoComplete="address-line2"
                  error={errors.address?.line2?.message}
                  {...form.register('address.line2')}
                />
                <TextField
                  label="City"
                  autoComplete="address-level2"
                  error={errors.address?.city?.message}
                  {...form.register('address.city')}
                />
                <TextField
                  label="Postcode"
                  autoComplete="postal-code"
                  error={errors.address?.postCode?.message}
                  {...form.register('address.postCode', { setValueAs: (v: string) => v.toUpperCase() })}
                />
              </>
            )}
          </fieldset>
        )}

        <p>
          <Link className="text-teal-800 underline underline-offset-4" to="/account/change-password">
            Change password
          </Link>
        </p>
        <Button type="submit" busy={isSubmitting} className="self-start">
          Update
        </Button>
      </form>
    </section>
  );
}

/** GB only: 'Look up address' reveals a postcode box and 'Find Address', then a list to pick from. */
function PostcodeLookup({
  onChoose,
  onManual,
}: {
  onChoose: (a: LookupAddress, postcode: string) => void;
  onManual: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ postcode: string; addresses: LookupAddress[] } | null>(null);

  if (!open)
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        Look up address
      </Button>
    );

  const find = async () => {
    setResult(null);
    const normalised = normaliseUkPostcode(postcode);
    if (!normalised) {
      setError('Enter a valid UK postcode');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await lookUpPostcode(normalised);
      setResult({ postcode: answer.postalCode ?? normalised, addresses: answer.addresses });
    } catch {
      setError('Sorry, there has been an error.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="lookup-postcode"
          label="Postcode to look up"
          autoComplete="postal-code"
          value={postcode}
          error={error}
          onChange={(event) => setPostcode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
          containerClassName="max-w-48"
        />
        <Button variant="secondary" busy={busy} onClick={() => void find()}>
          Find Address
        </Button>
      </div>
      {result && result.addresses.length === 0 && (
        <p role="status">No addresses were found for {result.postcode}.</p>
      )}
      {result && result.addresses.length > 0 && (
        <SelectField
          id="lookup-result"
          label={`Addresses at ${result.postcode}`}
          placeholder={`${result.addresses.length} addresses found: choose yours`}
          options={result.addresses.map((a, i) => ({
            value: String(i),
            label: [a.line1, a.locality, a.city].filter(Boolean).join(', '),
          }))}
          defaultValue=""
          onChange={(event) => {
            const chosen = result.addresses[Number(event.target.value)];
            if (chosen) onChoose(chosen, result.postcode);
          }}
        />
      )}
      <Button variant="link" className="self-start" onClick={onManual}>
        Enter address manually
      </Button>
    </div>
  );
}
