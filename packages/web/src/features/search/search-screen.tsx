import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { calendarDay, formatLongDate, lastBookableDate, nextDay } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/choice';
import { Alert, Loader } from '../../components/ui/feedback';
import { TextField } from '../../components/ui/field';
import { CATALOGUE_IMAGE } from '../../components/ui/image-gallery';
import { ContinueBooking } from '../../components/booking/continue-booking';
import { LargeGroupMessage } from '../../components/booking/large-group-message';
import { StepActions } from '../../components/booking/step-actions';
import { VoucherCodeField } from '../../components/booking/voucher-code-field';
import { VouchersModal } from '../../components/booking/vouchers-modal';
import { formatPrice } from '../../lib/format';
import { newSearch } from '../../lib/spa-day/search-state';
import { GUEST_OPTIONS, dateFromQuery, guestsFromQuery } from '../../lib/search-query';
import { startBooking } from '../../lib/spa-day/start-booking';
import { useSpaConfiguration } from '../../lib/configuration';
import { usePackages } from './packages-api';

/** spa_day_search: date, guests and package (booking-flow §2, Spa Day search). */
export function SearchScreen() {
  // New query parameters (a link to another package or date) start the form afresh.
  return <SearchForm key={useLocation().search} />;
}

function SearchForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const configuration = useSpaConfiguration();
  const timeZone = configuration.data?.Resort.TimeZone ?? 'Europe/London';
  const today = useMemo(() => calendarDay(new Date(), timeZone), [timeZone]);
  const tomorrow = nextDay(today);
  const lastDate = lastBookableDate(today);
  const [date, setDate] = useState(() => dateFromQuery(params.get('d'), tomorrow));
  const [guests, setGuests] = useState(() => guestsFromQuery(params.get('guests')));
  const [chosen, setChosen] = useState<string | null>(params.get('packageId'));
  const [code, setCode] = useState('');
  const [vouchersOpen, setVouchersOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const dateProblem = !/^\d{4}-\d{2}-\d{2}$/.test(date)
    ? 'Choose a date from tomorrow onwards'
    : date < tomorrow
      ? 'Choose a date from tomorrow onwards'
      : date > lastDate
        ? `Bookings open a year ahead: choose a date up to ${formatLongDate(lastDate)}`
        : null;
  const dateValid = dateProblem === null;
  const packages = usePackages(dateValid ? date : '', guests);
  const list = useMemo(() => packages.data?.packages ?? [], [packages.data]);

  // One package available: it is preselected. A chosen package that is not on offer is dropped.
  const selected =
    list.length === 1
      ? (list[0]?.PremierId ?? null)
      : list.some((p) => p.PremierId === chosen)
        ? chosen
        : null;

  if (configuration.isPending) return <Loader label="Loading the spa" holdsWindow />;
  if (configuration.isError)
    return (
      <Alert tone="error" title="Sorry, there has been an error.">
        Please try again in a moment.
      </Alert>
    );
  const { Content, Resort } = configuration.data;

  const start = async () => {
    if (!selected || guests === 0) return;
    setStarting(true);
    setStartError(null);
    try {
      const path = await startBooking((Id) => ({
        ...newSearch({ guestCount: guests, date, spaDay: selected }),
        code: code.trim(),
        lastPath: `/spa/day/${Id}/guest`,
      }));
      void navigate(path);
    } catch {
      setStartError('Sorry, we could not start your booking. Please try again.');
      setStarting(false);
    }
  };

  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title" className="mb-2 text-3xl">
        {Content.Search.Heading}
      </h1>
      <p className="mb-6 max-w-3xl">{Content.Search.Intro}</p>
      <ContinueBooking />
      <div className="mb-6 grid gap-6 rounded-lg bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2">
        <TextField
          type="date"
          name="date"
          label="Date"
          hint="The earliest date you can book is tomorrow"
          min={tomorrow}
          max={lastDate}
          value={date}
          error={date ? (dateProblem ?? undefined) : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        <RadioGroup
          legend="Number of guests"
          name="guests"
          tiles
          value={guests}
          options={GUEST_OPTIONS}
          onChange={setGuests}
        />
        <VoucherCodeField value={code} onChange={setCode} />
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
      ) : (
        <div aria-live="polite" aria-busy={packages.isFetching}>
          <h2 className="mb-4 text-2xl">Packages</h2>
          {!dateValid ? (
            <p>Choose a date to see the packages.</p>
          ) : packages.isPending ? (
            <Loader label="Loading the packages" holdsWindow />
          ) : packages.isError ? (
            <Alert tone="error" title="Sorry, there has been an error.">
              We could not load the packages. Please try again.
            </Alert>
          ) : list.length === 0 ? (
            <Alert tone="info" title="No packages are available on this date">
              Please choose another date, or call {Resort.SpaPhoneNumber}.
            </Alert>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {list.map((spaDay, index) => {
                const isSelected = spaDay.PremierId === selected;
                const images = configuration.data.SpaDays.find(
                  (d) => d.PremierId === spaDay.PremierId,
                )?.Images;
                return (
                  <li
                    key={spaDay.PremierId}
                    className={`flex flex-col overflow-hidden rounded-lg border-2 bg-white shadow-sm ${isSelected ? 'border-teal-800' : 'border-transparent'}`}
                  >
                    {images?.[0] && (
                      <img
                        src={images[0].Path}
                        alt=""
                        {...CATALOGUE_IMAGE}
                        // The first package is in view at once; the others load as they come near.
                        loading={index === 0 ? 'eager' : 'lazy'}
                        fetchPriority={index === 0 ? 'high' : 'auto'}
                        decoding="async"
                        className="aspect-[20/9] w-full object-cover"
                      />
                    )}
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h3 className="text-xl">{spaDay.DisplayName}</h3>
                      <p className="font-semibold">
                        {formatPrice(spaDay.bookingDetails.ActualPrice)}{' '}
                        <span className="font-normal">per person</span>
                      </p>
                      <p className="flex-1 text-sm">{spaDay.Description}</p>
                      <Button
                        variant={isSelected ? 'primary' : 'secondary'}
                        aria-pressed={isSelected}
                        aria-label={`${isSelected ? 'Selected' : 'Select'}: ${spaDay.DisplayName}`}
                        onClick={() => setChosen(spaDay.PremierId)}
                        className="self-start"
                      >
                        {isSelected ? 'Selected' : 'Select'}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      {startError && (
        <Alert tone="error" className="mt-6">
          {startError}
        </Alert>
      )}
      <StepActions
        backTo="/spa/type"
        onNext={guests === 0 ? undefined : () => void start()}
        nextDisabled={!selected || !dateValid}
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
