import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { BookingSearchForm, useSearchForm } from '../../../components/booking/search-form';
import { ContinueBooking } from '../../../components/booking/continue-booking';
import { WithSpaConfiguration } from '../../../components/booking/with-spa-configuration';
import type { SpaConfiguration } from '../../../lib/configuration';
import { useDeskSessionId } from '../../../lib/desk-session';
import { newSearch } from '../../../lib/spa-day/search-state';
import { useStartBooking } from '../../../lib/spa-day/start-booking';
import { PackageList } from './package-list';
import { usePackages } from './packages-api';

/** spa_day_search: date, guests and package (booking-flow §2, Spa Day search). */
export function SearchScreen() {
  const key = useLocation().search;
  // New query parameters (a link to another package or date) start the form afresh.
  return (
    <WithSpaConfiguration holdsWindow>
      {(configuration) => <SpaDaySearch key={key} configuration={configuration} />}
    </WithSpaConfiguration>
  );
}

function SpaDaySearch({ configuration }: { configuration: SpaConfiguration }) {
  const start = useStartBooking();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(params.get('packageId'));
  const search = useSearchForm(configuration, 'spa-day');
  const { date, guests, dateValid } = search.watch;
  // At the desk the packages are asked with the desk's session: Spa Days today (issue 22).
  const packages = usePackages(dateValid ? date : '', guests, useDeskSessionId());
  const list = packages.data?.packages ?? [];
  // One package available: it is preselected. A chosen package that is not on offer is dropped.
  const selected =
    list.length === 1
      ? (list[0]?.PremierId ?? null)
      : list.some((p) => p.PremierId === chosen)
        ? chosen
        : null;

  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title" className="mb-2 text-3xl">
        {configuration.Content.Search.Heading}
      </h1>
      <p className="mb-6 max-w-3xl">{configuration.Content.Search.Intro}</p>
      <ContinueBooking />
      <BookingSearchForm
        search={search}
        configuration={configuration}
        answers={
          <PackageList
            packages={packages}
            asked={search.watch}
            selected={selected}
            onSelect={setChosen}
            configuration={configuration}
          />
        }
        ready={selected !== null}
        onStart={async (asked) =>
          selected !== null &&
          start((Id) => ({
            ...newSearch({ guestCount: asked.guests, date: asked.date, spaDay: selected }),
            code: asked.code,
            lastPath: `/spa/day/${Id}/guest`,
          }))
        }
      />
    </section>
  );
}
