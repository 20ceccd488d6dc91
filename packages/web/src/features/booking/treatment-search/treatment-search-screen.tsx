import { useLocation } from 'react-router';
import { BookingSearchForm, useSearchForm } from '../../../components/booking/search-form';
import { ContinueBooking } from '../../../components/booking/continue-booking';
import { WithSpaConfiguration } from '../../../components/booking/with-spa-configuration';
import type { SpaConfiguration } from '../../../lib/configuration';
import { newSearch } from '../../../lib/spa-day/search-state';
import { useStartBooking } from '../../../lib/spa-day/start-booking';
import { treatmentPath } from '../../../lib/spa-day/treatment-flow';

/**
 * spa_treatment_search: 'BOOK A SPA TREATMENT' with guests, date and an optional
 * code (booking-flow §2). The earliest date is today, or tomorrow after 15:00 at the
 * resort (§9): the same rule the server applies to every treatment time.
 */
export function TreatmentSearchScreen() {
  const key = useLocation().search;
  // New query parameters (a link to another date) start the form afresh.
  return (
    <WithSpaConfiguration>
      {(configuration) => <TreatmentSearch key={key} configuration={configuration} />}
    </WithSpaConfiguration>
  );
}

function TreatmentSearch({ configuration }: { configuration: SpaConfiguration }) {
  const start = useStartBooking();
  const search = useSearchForm(configuration, 'treatment');

  return (
    <section aria-labelledby="treatment-search-title">
      <h1 id="treatment-search-title" className="mb-6 text-3xl">
        BOOK A SPA TREATMENT
      </h1>
      <ContinueBooking />
      <BookingSearchForm
        search={search}
        configuration={configuration}
        guestsFirst
        nextLabel="Guest Names"
        onStart={({ date, guests, code }) =>
          start((Id) => ({
            ...newSearch({ guestCount: guests, date, spaDay: '' }),
            code,
            lastPath: treatmentPath(Id, 'guest'),
          }))
        }
      />
    </section>
  );
}
