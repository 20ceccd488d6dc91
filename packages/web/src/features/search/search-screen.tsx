import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { calendarDay, formatLongDate, lastBookableDate, nextDay } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/choice';
import { Alert, Loader } from '../../components/ui/feedback';
import { TextField } from '../../components/ui/field';
import { CATALOGUE_IMAGE } from '../../components/ui/image-gallery';
import { Modal } from '../../components/ui/modal';
import { StepActions } from '../../components/booking/step-actions';
import { formatPrice } from '../../lib/format';
import { newSearch } from '../../lib/spa-day/search-state';
import { beginSpaSession, endSession, getSession, putSearch } from '../../lib/spa-day/session-api';
import {
  forgetSessionId,
  rememberSessionId,
  rememberedSessionId,
} from '../../lib/spa-day/remembered-session';
import { useSpaConfiguration } from '../../lib/configuration';
import { usePackages } from './packages-api';

const GUEST_OPTIONS = [1, 2, 3, 4, 0].map((value) => ({ value, label: value === 0 ? '5+' : String(value) }));

/** The guests query parameter: 1-4, or 0 for 5+; anything else is the default 2. */
function guestsFromQuery(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n <= 4 ? n : 2;
}

/** A 'Continue your booking' offer when this browser has a booking in progress. */
function ContinueBooking() {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    const id = rememberedSessionId();
    if (!id) return;
    let live = true;
    getSession(id)
      .then((session) => {
        const search = session.Search as { lastPath?: string } | null | undefined;
        if (live && session.Status === 'active' && search?.lastPath) setPath(search.lastPath);
      })
      .catch(() => forgetSessionId());
    return () => {
      live = false;
    };
  }, []);
  if (!path) return null;
  return (
    <Alert tone="info" title="You have a booking in progress" className="mb-6">
      <Link to={path} className="text-teal-800 underline underline-offset-4">
        Continue your booking
      </Link>
    </Alert>
  );
}

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
  const queryDate = params.get('d');
  const [date, setDate] = useState(() =>
    queryDate && /^\d{4}-\d{2}-\d{2}$/.test(queryDate) && queryDate >= tomorrow ? queryDate : tomorrow,
  );
  const [guests, setGuests] = useState(() => guestsFromQuery(params.get('guests')));
  const [chosen, setChosen] = useState<string | null>(params.get('packageId'));
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

  if (configuration.isPending) return <Loader label="Loading the spa" />;
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
      const previous = rememberedSessionId();
      if (previous) await endSession(previous).catch(() => undefined);
      const { Id } = await beginSpaSession();
      const search = { ...newSearch({ guestCount: guests, date, spaDay: selected }) };
      search.lastPath = `/spa/day/${Id}/guest`;
      await putSearch(Id, search);
      rememberSessionId(Id);
      void navigate(search.lastPath);
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
        <div className="md:col-span-2">
          <Button variant="link" onClick={() => setVouchersOpen(true)}>
            How to use Voucher Codes
          </Button>
        </div>
      </div>

      {guests === 0 ? (
        <Alert tone="info" title="Booking for a larger group?">
          <p className="mb-2">{Content.Search.LargeGroupMessage}</p>
          <p>
            Call <a href={`tel:${Resort.SpaPhoneNumber.replace(/\s/g, '')}`}>{Resort.SpaPhoneNumber}</a> or{' '}
            <a href={Resort.SpaEnquiryUrl} className="text-teal-800 underline underline-offset-4">
              send us a spa enquiry
            </a>
            .
          </p>
        </Alert>
      ) : (
        <div aria-live="polite" aria-busy={packages.isFetching}>
          <h2 className="mb-4 text-2xl">Packages</h2>
          {!dateValid ? (
            <p>Choose a date to see the packages.</p>
          ) : packages.isPending ? (
            <Loader label="Loading the packages" />
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

      <Modal open={vouchersOpen} title="How to use Voucher Codes" onClose={() => setVouchersOpen(false)}>
        <ul className="flex flex-col gap-4">
          {Content.GiftVouchers.map((voucher) => (
            <li key={voucher.Title} className="flex gap-3">
              <img
                src={voucher.Image.Path}
                alt={voucher.Image.Alt}
                {...CATALOGUE_IMAGE}
                loading="lazy"
                decoding="async"
                className="size-20 shrink-0 rounded object-cover"
              />
              <div>
                <h3 className="font-sans font-bold">{voucher.Title}</h3>
                <p className="text-sm">{voucher.Body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
