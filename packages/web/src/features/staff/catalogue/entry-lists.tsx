import { formatPrice, type Catalogue } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import type { Editing } from './catalogue-editor';

type Kind = 'package' | 'extra' | 'room' | 'therapist';

/** The entries of the other sections, each named as the manager knows it. */
function otherEntries(catalogue: Catalogue) {
  return [
    {
      title: 'Packages',
      kind: 'package' as Kind,
      add: 'Add a package',
      entries: catalogue.SpaDays.map((p) => ({
        key: p.PremierId,
        name: p.DisplayName,
        detail: formatPrice(p.Price),
      })),
    },
    {
      title: 'Extras',
      kind: 'extra' as Kind,
      add: 'Add an extra',
      entries: catalogue.Extras.map((e) => ({
        key: e.Key,
        name: e.Content.DisplayName,
        detail: formatPrice(e.Content.DisplayPrice),
      })),
    },
    {
      title: 'Rooms and the treatments they host',
      kind: 'room' as Kind,
      add: 'Add a room',
      entries: catalogue.TreatmentRooms.map((r) => ({
        key: r.RoomId,
        name: r.DisplayName,
        detail: `${catalogue.Treatments.filter((t) => t.RoomTypes.includes(r.RoomType)).length} treatments`,
      })),
    },
    {
      title: 'Therapists and their skills',
      kind: 'therapist' as Kind,
      add: 'Add a therapist',
      entries: catalogue.Therapists.map((t) => ({
        key: t.StaffId,
        name: t.DisplayName,
        detail: t.Skills.join(', '),
      })),
    },
  ];
}

/** Packages, extras, rooms, therapists and the opening hours: each entry's Change, and Add per section. */
export function EntryLists({ catalogue, open }: { catalogue: Catalogue; open: (next: Editing) => void }) {
  const change = (label: string, onClick: () => void) => (
    <Button variant="secondary" className="py-1" onClick={onClick}>
      Change<span className="sr-only"> {label}</span>
    </Button>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {otherEntries(catalogue).map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`${group.kind}-title`}
          className="rounded-lg bg-white p-4 shadow-sm"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${group.kind}-title`} className="text-2xl">
              {group.title}
            </h2>
            <Button variant="secondary" onClick={() => open({ kind: group.kind, id: null })}>
              {group.add}
            </Button>
          </div>
          <ul className="divide-y divide-sage-200">
            {group.entries.map((entry) => (
              <li key={entry.key} className="flex items-center justify-between gap-3 py-1">
                <span>
                  <span className="font-semibold">{entry.name}</span>
                  {entry.detail && <span className="block text-sm">{entry.detail}</span>}
                </span>
                {change(entry.name, () => open({ kind: group.kind, id: entry.key }))}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="hours-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="hours-title" className="mb-3 text-2xl">
          Opening hours
        </h2>
        <p className="flex items-center justify-between gap-3">
          <span className="font-semibold">Opening hours and closures</span>
          {change('Opening hours and closures', () => open({ kind: 'hours' }))}
        </p>
      </section>
    </div>
  );
}
