import { Link, useNavigate } from 'react-router';
import { Bill, billTenders } from '../../../components/booking/bill';
import { Itinerary } from '../../../components/booking/itinerary';
import { StepActions } from '../../../components/booking/step-actions';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate, formatPrice, formatPriceDifference, formatTime } from '../../../lib/format';
import { treatmentLabel } from '../../../lib/add-ons/add-on-names';
import { addOnsTotal, chosenAddOns } from '../../../lib/add-ons/chosen-add-ons';
import { extraOfType, treatmentOfCode } from '../../../lib/spa-day/itinerary-names';
import { useBeginBooking } from '../../../lib/spa-day/begin-booking';
import { searchAgainPath, useBooking } from '../../../lib/spa-day/booking-context';
import type { SpaDayStep } from '../../../lib/spa-day/flow';
import { guestName } from '../../../lib/spa-day/search-state';
import { itineraryNamesOf } from '../../../lib/spa-day/treatment-menu';
import { VoucherAmountField } from './voucher-amount-field';
import { VoucherCodeField } from './voucher-code-field';

/** Which screen a begin-booking problem (its Field) sends the guest back to. */
export function stepOfProblem(field: string): SpaDayStep | 'search' {
  const f = field.toLowerCase();
  if (f.includes('extra') || f.includes('mud')) return 'add-ons';
  if (f.includes('restaurant') || f.includes('dining')) return 'dining';
  if (f.includes('garden')) return 'garden';
  if (f.includes('item') || f.includes('treatment')) return 'treatment-times';
  if (f.includes('arrival') || f.includes('band')) return 'arrival';
  if (f.includes('package') || f.includes('date')) return 'search';
  return 'details';
}

const STEP_NAMES: Record<SpaDayStep | 'search', string> = {
  search: 'date and package',
  guest: 'guest names',
  arrival: 'arrival time',
  dining: 'dining time',
  garden: 'spa garden time',
  treatments: 'treatments',
  'treatment-times': 'treatment times',
  plan: 'plan of your day',
  'add-ons': 'add ons',
  details: 'details',
  summary: 'summary',
  payment: 'payment',
};

function EditLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} className="ml-2 text-teal-800 underline underline-offset-4">
      Edit<span className="sr-only"> {what}</span>
    </Link>
  );
}

/**
 * spa_day_summary: 'Your Spa Day booking summary'; spa_treatment_summary: 'Your Spa
 * Treatment booking summary' (no package; each treatment with its price). Both with
 * the server's bill.
 */
export function SummaryScreen() {
  const booking = useBooking();
  const { search, spaDay, timeZone, flow, menu } = booking;
  const navigate = useNavigate();
  const bill = useBeginBooking(booking);
  const searchAgain = searchAgainPath(booking);
  const hasTreatments = spaDay ? spaDay.HasTreatments : true;
  const priceOf = (t: (typeof search.guests)[number]['treatments'][number]) =>
    spaDay
      ? t.IsIncluded
        ? ''
        : `, ${formatPriceDifference(t.PriceDifference)}`
      : `, ${formatPrice(t.Price)}`;
  const names = itineraryNamesOf(booking);
  const addOns = chosenAddOns(menu.extras, booking.session.Itinerary);
  const addOnName = (code: string, type: string) => {
    const extra = extraOfType(names, type);
    const treatment = type === 'TREATMENTS' ? treatmentOfCode(names, code) : undefined;
    return treatment ? treatmentLabel(treatment, code) : (extra?.content.DisplayName ?? code);
  };

  const problem =
    bill.error instanceof ApiError && bill.error.status === 409
      ? (() => {
          const body = bill.error.body as { Problems?: { Field: string; Message: string }[] };
          const field = body?.Problems?.[0]?.Field ?? '';
          const step = stepOfProblem(field);
          return { message: bill.error.message, step };
        })()
      : null;

  return (
    <section aria-labelledby="summary-title">
      <h1 id="summary-title" className="mb-6 text-3xl">
        {spaDay ? 'Your Spa Day booking summary' : 'Your Spa Treatment booking summary'}
      </h1>
      {problem && (
        <Alert tone="error" title="Part of your booking is no longer available" className="mb-6">
          <p className="mb-3">{problem.message}</p>
          <Link
            to={problem.step === 'search' ? searchAgain : flow.path(problem.step)}
            className={buttonClass('primary')}
          >
            Choose your {STEP_NAMES[problem.step]} again
          </Link>
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 shadow-sm sm:p-6">
            <dt className="font-semibold">Date</dt>
            <dd>
              {formatLongDate(search.date)}
              <EditLink to={searchAgain} what="date" />
            </dd>
            <dt className="font-semibold">Guests</dt>
            <dd>{search.guestCount}</dd>
            {spaDay && (
              <>
                <dt className="font-semibold">Package</dt>
                <dd>{spaDay.DisplayName}</dd>
              </>
            )}
          </dl>
          {hasTreatments && (
            <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
              <h2 className="mb-3 text-xl">
                Treatments
                <EditLink to={flow.path('treatments')} what="treatments" />
              </h2>
              <ul className="flex flex-col gap-2">
                {search.guests.map((guest, i) => (
                  <li key={i}>
                    <span className="font-semibold">{guestName(guest, i)}:</span>{' '}
                    {guest.treatments
                      .map((t) => `${t.DisplayName} (${t.Duration} mins${priceOf(t)})`)
                      .join('; ')}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {menu.extras.length > 0 && (
            <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
              <h2 className="mb-2 text-xl">
                Add Ons
                <EditLink to={flow.path('add-ons')} what="add ons" />
              </h2>
              {addOns.length === 0 ? (
                <p>No add ons chosen.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {addOns.map((a) => (
                    <li
                      key={`${a.modalType}-${a.guestIndexes.join()}`}
                      className="flex justify-between gap-4"
                    >
                      <span>
                        {addOnName(a.code, a.modalType)} ·{' '}
                        {a.guestIndexes.map((g) => guestName(search.guests[g], g)).join(', ')} ·{' '}
                        {formatTime(a.startDateTime, timeZone)}
                      </span>
                      <span className="tabular-nums">{formatPrice(a.price)}</span>
                    </li>
                  ))}
                  <li className="flex justify-between gap-4 border-t border-sage-200 pt-2 font-semibold">
                    <span>Add ons total</span>
                    <span className="tabular-nums">{formatPrice(addOnsTotal(addOns))}</span>
                  </li>
                </ul>
              )}
            </div>
          )}
          <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
            <h2 className="mb-3 text-xl">Your itinerary</h2>
            <Itinerary
              itinerary={booking.session.Itinerary}
              search={search}
              spaDay={names}
              timeZone={timeZone}
            />
          </div>
        </div>
        {!problem && (
          <div className="rounded-lg bg-white p-4 shadow-sm sm:p-6" aria-live="polite">
            {bill.isPending ? (
              <Loader label="Checking your booking" />
            ) : bill.data ? (
              <>
                <Bill
                  caption="Your Bill"
                  lines={bill.data.LineItems}
                  total={bill.data.Total}
                  tenders={billTenders(bill.data, bill.data.ToPay ?? bill.data.Total, 'To pay by card')}
                />
                {bill.data.PromotionProblem && (
                  <Alert tone="warning" title="Your promotion code takes nothing off" className="mt-4">
                    {bill.data.PromotionProblem} You can still book at the full price, or change the code
                    below.
                  </Alert>
                )}
                {bill.data.VoucherProblem && (
                  <Alert tone="warning" title="Your code cannot be used for this booking" className="mt-4">
                    {bill.data.VoucherProblem} You can still book and pay by card, or change the code below.
                  </Alert>
                )}
                {bill.data.Voucher?.MaxPence !== undefined && (
                  <VoucherAmountField maxPence={bill.data.Voucher.MaxPence} />
                )}
                <VoucherCodeField />
              </>
            ) : (
              <Alert tone="error" title="Sorry, there has been an error.">
                We could not check your booking. Please try again.
              </Alert>
            )}
          </div>
        )}
      </div>
      <StepActions
        backTo={flow.path(flow.previous('summary'))}
        onNext={() => void navigate(flow.path('payment'))}
        nextLabel="Payment"
        nextDisabled={!bill.data}
      />
    </section>
  );
}
