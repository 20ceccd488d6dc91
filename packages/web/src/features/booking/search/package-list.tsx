import type { SearchWatch } from '../../../components/booking/search-form';
import { JoinWaitingList } from '../../../components/booking/join-waiting-list';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { CATALOGUE_IMAGE } from '../../../components/ui/image-gallery';
import { PhoneLink } from '../../../components/ui/phone-link';
import type { SpaConfiguration } from '../../../lib/configuration';
import { formatPrice } from '../../../lib/format';
import type { usePackages } from './packages-api';

type Packages = ReturnType<typeof usePackages>;
type Package = NonNullable<Packages['data']>['packages'][number];

/** The packages on offer for the date and party; one is chosen with its Select button. */
export function PackageList({
  packages,
  asked: { date, guests, dateValid },
  selected,
  onSelect,
  configuration,
}: {
  packages: Packages;
  /** The date and party asked about: a guest may wait for a Spa Day on it (decision 0370). */
  asked: SearchWatch;
  selected: string | null;
  onSelect: (premierId: string) => void;
  configuration: SpaConfiguration;
}) {
  const list = packages.data?.packages ?? [];
  return (
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
        <>
          <Alert tone="info" title="No packages are available on this date">
            Please choose another date, or join our waiting list: online below, or by calling{' '}
            <PhoneLink phone={configuration.Resort.SpaPhoneNumber} />.
          </Alert>
          <JoinWaitingList
            key={`${date}-${guests}`}
            phone={configuration.Resort.SpaPhoneNumber}
            target={{ date, partySize: guests }}
            spaDays={configuration.SpaDays.map((d) => ({ value: d.PremierId, label: d.DisplayName }))}
          />
        </>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((spaDay, index) => (
            <PackageCard
              key={spaDay.PremierId}
              spaDay={spaDay}
              first={index === 0}
              isSelected={spaDay.PremierId === selected}
              onSelect={() => onSelect(spaDay.PremierId)}
              image={configuration.SpaDays.find((d) => d.PremierId === spaDay.PremierId)?.Images[0]?.Path}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PackageCard({
  spaDay,
  first,
  isSelected,
  onSelect,
  image,
}: {
  spaDay: Package;
  first: boolean;
  isSelected: boolean;
  onSelect: () => void;
  image: string | undefined;
}) {
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-lg border-2 bg-white shadow-sm ${isSelected ? 'border-teal-800' : 'border-transparent'}`}
    >
      {image && (
        <img
          src={image}
          alt=""
          {...CATALOGUE_IMAGE}
          // The first package is in view at once; the others load as they come near.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[20/9] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-xl">{spaDay.DisplayName}</h3>
        <p className="font-semibold">
          {formatPrice(spaDay.bookingDetails.ActualPrice)} <span className="font-normal">per person</span>
        </p>
        <p className="flex-1 text-sm">{spaDay.Description}</p>
        <Button
          variant={isSelected ? 'primary' : 'secondary'}
          aria-pressed={isSelected}
          aria-label={`${isSelected ? 'Selected' : 'Select'}: ${spaDay.DisplayName}`}
          onClick={onSelect}
          className="self-start"
        >
          {isSelected ? 'Selected' : 'Select'}
        </Button>
      </div>
    </li>
  );
}
