import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { StepActions } from '../../components/booking/step-actions';
import { Button } from '../../components/ui/button';
import { Checkbox, RadioGroup } from '../../components/ui/choice';
import { Alert, ErrorSummary, Loader, type SummaryError } from '../../components/ui/feedback';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { apiRequest, ApiError } from '../../lib/api-client';
import { useSpaDayBooking } from '../../lib/spa-day/booking-context';
import { previousStep, spaDayPath } from '../../lib/spa-day/flow';
import { guestName } from '../../lib/spa-day/search-state';
import { useAuth, type Auth } from '../auth';
import { useSpaConfiguration } from '../configuration/spa-configuration';
import { useAddressLookup, type LookupAddress } from '../../lib/address-lookup';
import { DETAILS_FIELDS, DetailsFormSchema, type DetailsForm as DetailsFormValues } from './details-schema';

const SOMEONE_ELSE = 'someone-else';

/** Records whether creating an account here was attempted and failed (for the confirmation). */
const putAccountStatus = (sessionId: string, status: { attempted: boolean; failed: boolean }) =>
  apiRequest(`/api/session/${encodeURIComponent(sessionId)}/account-status`, { method: 'PUT', body: status });

/** spa_day_details: the lead booker, contact details, special requests and terms. */
export function DetailsScreen() {
  const auth = useAuth();
  // The form's defaults come from the profile when signed in: wait for the sign-in to be known.
  if (auth.status === 'restoring') return <Loader label="Loading your details" />;
  return <DetailsForm auth={auth} />;
}

function DetailsForm({ auth }: { auth: Auth }) {
  const booking = useSpaDayBooking();
  const { search, spaDay, sessionId } = booking;
  const navigate = useNavigate();
  const account = auth;
  const profile = auth.isAuthenticated ? auth.profile : null;
  const memberGuest = Math.max(
    0,
    search.guests.findIndex((g) => g.isLoggedInUser),
  );
  const configuration = useSpaConfiguration().data;
  const titles = configuration?.Titles ?? [];
  const countries = configuration?.Countries ?? [];
  const mailingLists = configuration?.MailingLists ?? [];
  const saved = search.details;
  const lookup = useAddressLookup();
  const [found, setFound] = useState<LookupAddress[] | null>(null);
  const [lookupProblem, setLookupProblem] = useState<string | null>(null);
  const [manual, setManual] = useState(Boolean(saved?.leadGuest.address.line1 || profile?.Address.Line1));

  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DetailsFormValues>({
    resolver: zodResolver(DetailsFormSchema),
    defaultValues: {
      leadGuest: profile
        ? String(memberGuest)
        : saved
          ? saved.selectedGuest === null
            ? SOMEONE_ELSE
            : String(saved.selectedGuest)
          : '',
      title: saved?.leadGuest.title ?? profile?.Title ?? '',
      firstName: saved?.leadGuest.firstName ?? profile?.FirstName ?? '',
      lastName: saved?.leadGuest.lastName ?? profile?.LastName ?? '',
      emailAddress: saved?.leadGuest.emailAddress ?? profile?.EmailAddress ?? '',
      telephone: saved?.leadGuest.telephone ?? profile?.Telephone ?? '',
      country: saved?.leadGuest.address.country || profile?.Address.Country || 'GB',
      lookupPostCode: '',
      line1: saved?.leadGuest.address.line1 ?? profile?.Address.Line1 ?? '',
      line2: saved?.leadGuest.address.line2 ?? profile?.Address.Line2 ?? '',
      city: saved?.leadGuest.address.city ?? profile?.Address.City ?? '',
      postCode: saved?.leadGuest.address.postCode ?? profile?.Address.PostCode ?? '',
      requests: saved?.requests ?? '',
      password1: '',
      password2: '',
      joinMailingList: saved?.joinMailingList ?? false,
      mailingLists: (saved?.mailingLists ?? []).map(String),
      terms: false,
    },
  });
  const leadGuest = useWatch({ control, name: 'leadGuest' });
  const country = useWatch({ control, name: 'country' });
  const joinMailingList = useWatch({ control, name: 'joinMailingList' });
  const title = useWatch({ control, name: 'title' });
  const guestIndex = leadGuest !== '' && leadGuest !== SOMEONE_ELSE ? Number(leadGuest) : null;
  const nameReadOnly = guestIndex !== null && !profile;
  const showAddress = manual || country !== 'GB';

  const chooseLead = (value: string) => {
    setValue('leadGuest', value, { shouldValidate: submitCount > 0 });
    const guest = value === SOMEONE_ELSE ? null : search.guests[Number(value)];
    setValue('title', guest?.title ?? '');
    setValue('firstName', guest?.firstName ?? '');
    setValue('lastName', guest?.lastName ?? '');
  };

  const findAddress = async () => {
    setLookupProblem(null);
    const postCode = getValues('lookupPostCode').trim();
    if (!postCode) {
      setLookupProblem('Enter a postcode to find your address');
      return;
    }
    try {
      const answer = await lookup.mutateAsync(postCode);
      if (answer.addresses.length === 0) {
        setLookupProblem(
          'We could not find any addresses for that postcode. Please enter your address manually.',
        );
        setManual(true);
      } else setFound(answer.addresses);
      setValue('postCode', answer.postalCode ?? postCode.toUpperCase());
    } catch (error) {
      setLookupProblem(
        error instanceof ApiError && error.status === 404
          ? 'Address lookup is not available at the moment. Please enter your address manually.'
          : 'We could not look up that postcode. Please enter your address manually.',
      );
      setValue('postCode', postCode.toUpperCase());
      setManual(true);
    }
  };

  const pickAddress = (index: string) => {
    const address = found?.[Number(index)];
    if (!address) return;
    setValue('line1', address.line1);
    setValue('line2', address.locality);
    setValue('city', address.city);
    setManual(true);
  };

  const onSubmit = async (form: DetailsFormValues) => {
    const to = spaDayPath(sessionId, 'summary');
    // An account for the lead booker, if they chose a password: a failure never stops the booking.
    if (!account.isAuthenticated && form.password1 && leadGuest !== SOMEONE_ELSE) {
      const address = {
        line1: form.line1.trim(),
        line2: form.line2.trim(),
        city: form.city.trim(),
        country: form.country,
        postCode: form.postCode.trim().toUpperCase(),
      };
      const failed = await account
        .register(
          {
            title: form.title,
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            emailAddress: form.emailAddress.trim(),
            telephone: form.telephone.trim(),
            address,
            password: form.password1,
            terms: true,
            addressBooks: form.joinMailingList ? form.mailingLists.map(Number) : [],
          },
          { signIn: true },
        )
        .then(
          () => false,
          () => true,
        );
      await putAccountStatus(sessionId, { attempted: true, failed }).catch(() => undefined);
    }
    await booking.save({
      ...search,
      details: {
        selectedGuest: guestIndex,
        leadGuest: {
          title: form.title,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          emailAddress: form.emailAddress.trim(),
          telephone: form.telephone.trim(),
          address: {
            line1: form.line1.trim(),
            line2: form.line2.trim(),
            city: form.city.trim(),
            country: form.country,
            postCode: form.postCode.trim().toUpperCase(),
            isManualEntry: manual,
          },
        },
        requests: form.requests,
        joinMailingList: form.joinMailingList,
        mailingLists: form.joinMailingList ? form.mailingLists.map(Number) : [],
        terms: form.terms,
      },
      lastPath: to,
    });
    navigate(to);
  };

  const summary: SummaryError[] =
    submitCount > 0
      ? DETAILS_FIELDS.flatMap((field) => {
          const message = errors[field]?.message;
          return message ? [{ field, message }] : [];
        })
      : [];
  const showAccountPanel = !account.isAuthenticated;

  return (
    <section aria-labelledby="details-title">
      <ErrorSummary errors={summary} />
      <h1 id="details-title" className="mb-6 text-3xl">
        {account.isAuthenticated ? 'Your details' : 'Lead booker details'}
      </h1>
      <form
        id="details-form"
        noValidate
        onSubmit={handleSubmit(onSubmit, () => {
          if (!showAddress) setManual(true);
        })}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
          {!account.isAuthenticated && (
            <div id="leadGuest" tabIndex={-1}>
              <RadioGroup
                legend="Who is the lead booker?"
                name="leadGuest"
                value={leadGuest || null}
                error={errors.leadGuest?.message}
                options={[
                  ...search.guests.map((g, i) => ({ value: String(i), label: guestName(g, i) })),
                  { value: SOMEONE_ELSE, label: 'Someone else' },
                ]}
                onChange={chooseLead}
              />
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
            {nameReadOnly ? (
              <TextField
                id="title"
                label="Title"
                readOnly
                value={titles.find((t) => t.OperaCode === title)?.DisplayName ?? title}
              />
            ) : (
              <SelectField
                label="Title"
                placeholder="Select"
                autoComplete="honorific-prefix"
                options={titles.map((t) => ({ value: t.OperaCode, label: t.DisplayName }))}
                error={errors.title?.message}
                {...register('title')}
              />
            )}
            <TextField
              label="First name"
              autoComplete="given-name"
              readOnly={nameReadOnly}
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              readOnly={nameReadOnly}
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              spellCheck={false}
              error={errors.emailAddress?.message}
              {...register('emailAddress')}
            />
            <TextField
              label="Telephone"
              type="tel"
              autoComplete="tel"
              placeholder="+44"
              error={errors.telephone?.message}
              {...register('telephone')}
            />
          </div>
        </div>

        <fieldset className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
          <legend className="float-left mb-2 w-full font-serif text-xl">Address</legend>
          <SelectField
            label="Country"
            autoComplete="country"
            containerClassName="clear-both sm:max-w-sm"
            options={countries.map((c) => ({ value: c.OperaCode, label: c.DisplayName }))}
            error={errors.country?.message}
            {...register('country')}
          />
          {country === 'GB' && !manual && (
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-end gap-3">
                <TextField
                  label="Postcode"
                  autoComplete="postal-code"
                  containerClassName="w-48"
                  {...register('lookupPostCode')}
                />
                <Button variant="secondary" busy={lookup.isPending} onClick={findAddress}>
                  Find Address
                </Button>
              </div>
              {found && (
                <SelectField
                  id="addressPick"
                  label="Select an address"
                  placeholder={`${found.length} addresses found`}
                  options={found.map((a, i) => ({
                    value: String(i),
                    label: [a.line1, a.locality, a.city].filter(Boolean).join(', '),
                  }))}
                  onChange={(event) => pickAddress(event.target.value)}
                />
              )}
              <Button variant="link" className="self-start" onClick={() => setManual(true)}>
                Manually Enter Address
              </Button>
            </div>
          )}
          {lookupProblem && <Alert tone="info">{lookupProblem}</Alert>}
          {showAddress && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Address line 1"
                autoComplete="address-line1"
                error={errors.line1?.message}
                {...register('line1')}
              />
              <TextField
                label="Address line 2 (optional)"
                autoComplete="address-line2"
                {...register('line2')}
              />
              <TextField
                label="Town or city"
                autoComplete="address-level2"
                error={errors.city?.message}
                {...register('city')}
              />
              <TextField
                label="Postcode"
                autoComplete="postal-code"
                containerClassName="sm:max-w-48"
                error={errors.postCode?.message}
                {...register('postCode')}
              />
            </div>
          )}
        </fieldset>

        <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
          <TextAreaField
            label="Any special requests?"
            error={errors.requests?.message}
            {...register('requests')}
          />
        </div>

        {showAccountPanel && (
          <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
            {leadGuest !== SOMEONE_ELSE && (
              <>
                <h2 className="text-xl">Create an account for all these benefits</h2>
                <ul className="list-disc pl-6">
                  <li>view all your bookings</li>
                  <li>amend your booking</li>
                  <li>upgrade your stay</li>
                </ul>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Password (optional)"
                    type="password"
                    autoComplete="new-password"
                    error={errors.password1?.message}
                    {...register('password1')}
                  />
                  <TextField
                    label="Repeat password"
                    type="password"
                    autoComplete="new-password"
                    error={errors.password2?.message}
                    {...register('password2')}
                  />
                </div>
              </>
            )}
            <Checkbox label="Join the mailing list (optional)" {...register('joinMailingList')} />
            {joinMailingList && (
              <fieldset className="pl-2">
                <legend className="mb-1 font-semibold">Which emails would you like?</legend>
                <div className="grid grid-cols-2 sm:grid-cols-3">
                  {mailingLists.map((list) => (
                    <Checkbox
                      key={list.Id}
                      id={`mailing-${list.Key}`}
                      label={list.Title}
                      value={String(list.Id)}
                      {...register('mailingLists')}
                    />
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        )}

        <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
          <Checkbox
            label={
              <>
                I agree to the{' '}
                <a
                  href={configuration?.Resort.PrivacyNoticeUrl}
                  className="text-teal-800 underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  privacy notice
                </a>{' '}
                and{' '}
                <a
                  href={configuration?.Resort.TermsUrl}
                  className="text-teal-800 underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  terms of use
                </a>
              </>
            }
            error={errors.terms?.message}
            {...register('terms')}
          />
        </div>
      </form>
      <StepActions
        backTo={spaDayPath(sessionId, previousStep('details', spaDay))}
        nextType="submit"
        nextForm="details-form"
        nextLabel="Check your booking"
        busy={isSubmitting}
      />
    </section>
  );
}
