import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { calendarDay, earliestBookableDate, formatLongDate, lastBookableDate } from '@spa/domain';
import { ContinueBooking } from '../../components/booking/continue-booking';
import { LargeGroupMessage } from '../../components/booking/large-group-message';
import { StepActions } from '../../components/booking/step-actions';
import { VoucherCodeField } from '../../components/booking/voucher-code-field';
import { VouchersModal } from '../../components/booking/vouchers-modal';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/choice';
import { Alert, Loader } from '../../components/ui/feedback';
import { TextField } from '../../components/ui/field';
import { useSpaConfiguration } from '../../lib/configuration';
import { GUEST_OPTIONS, dateFromQuery, guestsFromQuery } from '../../lib/search-query';
import { newSearch } from '../../lib/spa-day/search-state';
import { startBooking } from '../../lib/spa-day/start-booking';
import { treatmentPath } from '../../lib/spa-day/treatment-flow';

/** A code's length as the search keeps it (gift voucher and offer codes are short). */

/**
 * spa_treatment_search: 'BOOK A SPA TREATMENT' with guests, date and an optional
 * code (booking-flow §2). The earliest date is today, or tomorrow after 15:00 at the
 * resort (§9): the same rule the server applies to every treatment time.
 */
export function TreatmentSearchScreen() {
  // New query parameters (a link to another date) start the form afresh.
  return <TreatmentSearchForm key={useLocation().search} />;
}

function TreatmentSearchForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const configuration = useSpaConfiguration();
  const timeZone = configuration.data?.Resort.TimeZone ?? 'Europe/London';
  const earliest = useMemo(
    () => earliestBookableDate({ Resort: { TimeZone: timeZone } }, { now: new Date().toISOString() }),
    [timeZone],
  );
  const lastDate = lastBookableDate(calendarDay(new Date(), timeZone));
  const [date, setDate] = useState(() => dateFromQuery(params.get('d'), earliest));
  const [guests, setGuests] = useState(() => guestsFromQuery(params.get('guests')));
  const [code, setCode] = useState('');
  const [vouchersOpen, setVouchersOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  if (configuration.isPending) return <Loader label="Loading the spa" />;
  if (configuration.isError)
    return (
      <Alert tone="error" title="Sorry, there has been an error.">
        Please try again in a moment.
      </Alert>
    );
  const { Content, Resort } = configuration.data;
  const fromWhen = `Choose a date from ${formatLongDate(earliest)} onwards`;
  const dateProblem =
    !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < earliest
      ? fromWhen
      : date > lastDate
        ? `Bookings open a year ahead: choose a date up to ${formatLongDate(lastDate)}`
        : null;

  const start = async () => {
    if (guests === 0 || dateProblem) return;
    setStarting(true);
    setStartError(null);
    try {
      const path = await startBooking((Id) => ({
        ...newSearch({ guestCount: guests, date, spaDay: '' }),
        code: code.trim(),
        lastPath: treatmentPath(Id, 'guest'),
      }));
      void navigate(path);
    } catch {
      setStartError('Sorry, we could not start your booking. Please try again.');
      setStarting(false);
    }
  };

  return (
    <section aria-labelledby="treatment-search-title">
      <h1 id="treatment-search-title" className="mb-6 text-3xl">
        BOOK A SPA TREATMENT
      </h1>
      <ContinueBooking />
      <div className="mb-6 grid gap-6 rounded-lg bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2">
        <RadioGroup
          legend="Number of guests"
          name="guests"
          tiles
          value={guests}
          options={GUEST_OPTIONS}
          onChange={setGuests}
        />
        <TextField
          type="date"
          name="date"
          label="Date"
          hint={`The earliest date you can book is ${formatLongDate(earliest)}`}
          min={earliest}
          max={lastDate}
          value={date}
          error={date ? (dateProblem ?? undefined) : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        <VoucherCodeField value={code} onChange={setCode} />
        <div className="self-end">
          <Button variant="link" onClick={() => setVouchersOpen(true)}>
            How to use Voucher Codes
          </Button>
        </div>
      </div>

      {guests === 0 && (
        <LargeGroupMessage
          message={Content.Search.LargeGroupMessage}
          phone={Resort.SpaPhoneNumber}
          enquiryUrl={Resort.SpaEnquiryUrl}
        />
      )}
      {startError && (
        <Alert tone="error" className="mt-6">
          {startError}
        </Alert>
      )}
      <StepActions
        backTo="/spa/type"
        onNext={guests === 0 ? undefined : () => void start()}
        nextLabel="Guest Names"
        nextDisabled={dateProblem !== null}
        busy={starting}
      />
      <VouchersModal
        open={vouchersOpen}
        onClose={() => setVouchersOpen(false)}
        vouchers={Content.GiftVouchers}
      />
    </section>
  );
}
