import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { SEARCH_CODE_MAX_LENGTH, searchDateProblem, type SearchForm } from '@spa/domain';
import { FormTextField, useFieldError } from '../forms/form-fields';
import { Button } from '../ui/button';
import { RadioGroup } from '../ui/choice';
import { Alert } from '../ui/feedback';
import { formatLongDate } from '../../lib/format';
import { dateFromQuery, GUEST_OPTIONS, guestsFromQuery } from '../../lib/search-query';
import { searchBounds } from '../../lib/spa-day/search-bounds';
import { useIsClosed } from '../../lib/spa-day/closed-dates-api';
import { PhoneLink } from '../ui/phone-link';
import { useZodForm } from '../../lib/use-zod-form';
import type { SpaConfiguration } from '../../lib/configuration';
import { LargeGroupMessage } from './large-group-message';
import { StepActions } from './step-actions';
import { VouchersModal } from './vouchers-modal';

/** What the search's answers (the packages, a closed date) follow: the fields as typed, and whether the date is bookable. */
export interface SearchWatch {
  date: string;
  guests: number;
  dateValid: boolean;
}

/**
 * The search's form state, made by the screen so that its answers (the packages) can
 * follow the fields: the form, and the values watched. It starts from the link's date
 * (`d`) and guests, within the dates a `kind` of booking may choose at the resort now.
 */
export function useSearchForm(configuration: SpaConfiguration, kind: 'spa-day' | 'treatment') {
  const [params] = useSearchParams();
  const timeZone = configuration.Resort.TimeZone;
  const bounds = useMemo(() => searchBounds(timeZone, new Date(), kind), [timeZone, kind]);
  // The schema loads with the first check (decision 186: the search screen builds no form schema at load).
  const form = useZodForm(
    async () => (await import('@spa/domain')).searchFormSchema(bounds),
    {
      date: dateFromQuery(params.get('d'), bounds.earliest),
      guests: guestsFromQuery(params.get('guests')),
      code: '',
    },
    { mode: 'onChange' },
  );
  const [date = '', guests = 0] = useWatch({ control: form.control, name: ['date', 'guests'] });
  const watch: SearchWatch = { date, guests, dateValid: searchDateProblem(date, bounds) === null };
  return { form, watch, bounds };
}
export type SearchFormState = ReturnType<typeof useSearchForm>;

export interface SearchFormProps {
  search: SearchFormState;
  configuration: SpaConfiguration;
  /** The guest count before the date (the treatment search), or after it (the Spa Day search). */
  guestsFirst?: boolean;
  /** What the search shows below its fields for the values typed (the packages). */
  answers?: ReactNode;
  /** Whether Next may start the booking for these values (e.g. a package is chosen). */
  ready?: boolean;
  /** Starts the booking for the valid values; answers false when it could not. */
  onStart: (values: SearchForm) => Promise<boolean>;
  nextLabel?: ReactNode;
  backTo?: string;
}

/**
 * The search of every booking flow (booking-flow §2): the date, the number of guests
 * (5+ books by phone), an optional code and the vouchers help, then Back and Next.
 * The Spa Day search, the spa treatment search and the desk's booking pass what
 * differs: the dates open, the answers shown and what Next starts.
 */
export function BookingSearchForm({
  search: { form, watch, bounds },
  configuration,
  guestsFirst = false,
  answers,
  ready = true,
  onStart,
  nextLabel,
  backTo = '/spa/type',
}: SearchFormProps) {
  const { date, guests, dateValid } = watch;
  // A date the spa team closed is said here, before names and treatments (issue 25).
  const closed = useIsClosed(dateValid ? date : null);
  const [vouchersOpen, setVouchersOpen] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const { Content, Resort } = configuration;

  const start = form.handleSubmit(async (values) => {
    setStartError(null);
    if (!(await onStart(values))) setStartError('Sorry, we could not start your booking. Please try again.');
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void start(event)}>
        <div className="mb-6 grid gap-6 rounded-lg bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2">
          {guestsFirst && <GuestsField />}
          <FormTextField
            type="date"
            name="date"
            label="Date"
            hint={`The earliest date you can book is ${bounds.earliestText}`}
            min={bounds.earliest}
            max={bounds.last}
          />
          {!guestsFirst && <GuestsField />}
          <FormTextField
            name="code"
            label="Code (optional)"
            hint="A gift voucher or offer code"
            autoComplete="off"
            maxLength={SEARCH_CODE_MAX_LENGTH}
          />
          <div className="self-end">
            <Button variant="link" onClick={() => setVouchersOpen(true)}>
              How to use Voucher Codes
            </Button>
          </div>
        </div>
        {guests === 0 ? (
          <LargeGroupMessage
            message={Content.Search.LargeGroupMessage}
            phone={Resort.SpaPhoneNumber}
            enquiryUrl={Resort.SpaEnquiryUrl}
          />
        ) : closed ? (
          <Alert tone="info" title={`The spa is closed on ${formatLongDate(date)}`}>
            Please choose another date, or call <PhoneLink phone={Resort.SpaPhoneNumber} />.
          </Alert>
        ) : (
          answers
        )}
        {startError && (
          <Alert tone="error" className="mt-6">
            {startError}
          </Alert>
        )}
        <StepActions
          backTo={backTo}
          nextType={guests === 0 ? 'button' : 'submit'}
          nextLabel={nextLabel}
          nextDisabled={!dateValid || closed || !ready}
          busy={form.formState.isSubmitting}
        />
      </form>
      <VouchersModal
        open={vouchersOpen}
        onClose={() => setVouchersOpen(false)}
        vouchers={Content.GiftVouchers}
      />
    </FormProvider>
  );
}

/** The guest count tiles: 1 to 4, and 5+ (0). */
function GuestsField() {
  const error = useFieldError('guests');
  return (
    <Controller
      name="guests"
      render={({ field }) => (
        <RadioGroup
          legend="Number of guests"
          name="guests"
          tiles
          value={field.value as number}
          options={GUEST_OPTIONS}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}
