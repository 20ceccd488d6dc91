import { useState } from 'react';
import {
  formatLongDate,
  formatPrice,
  resolveTreatments,
  type Catalogue,
  type CatalogueSection,
} from '@spa/domain';
import { DateInput } from '../../components/staff/date-input';
import { TableHead } from '../../components/staff/table-head';
import { Button } from '../../components/ui/button';
import { Alert, Loader } from '../../components/ui/feedback';
import { useCatalogueOn } from './catalogue-api';
import { TreatmentCells } from './change-preview';
import { EntryForm } from './entry-form';
import { OpeningHoursForm } from './opening-hours-form';
import { TreatmentForm } from './treatment-form';

type Editing =
  | { kind: 'treatment'; id: string | null }
  | { kind: 'hours' }
  | { kind: 'entry'; section: CatalogueSection; key: string; title: string }
  | null;

/** The entries of the other sections, each named as the manager knows it. */
function otherEntries(catalogue: Catalogue) {
  return [
    {
      title: 'Packages',
      section: 'SpaDays' as const,
      entries: catalogue.SpaDays.map((p) => ({
        key: p.PremierId,
        name: p.DisplayName,
        detail: formatPrice(p.Price),
      })),
    },
    {
      title: 'Extras',
      section: 'Extras' as const,
      entries: catalogue.Extras.map((e) => ({
        key: e.Key,
        name: e.Content.DisplayName,
        detail: formatPrice(e.Content.DisplayPrice),
      })),
    },
    {
      title: 'Rooms and the treatments they host',
      section: 'TreatmentRooms' as const,
      entries: catalogue.TreatmentRooms.map((r) => ({
        key: r.RoomId,
        name: r.DisplayName,
        detail: `${catalogue.Treatments.filter((t) => t.RoomTypes.includes(r.RoomType)).length} treatments`,
      })),
    },
    {
      title: 'Therapists and their skills',
      section: 'Therapists' as const,
      entries: catalogue.Therapists.map((t) => ({
        key: t.StaffId,
        name: t.DisplayName,
        detail: t.Skills.join(', '),
      })),
    },
    {
      title: 'Opening hours',
      section: 'SpaHours' as const,
      entries: [{ key: 'SpaHours', name: 'Opening hours and closures', detail: '' }],
    },
  ];
}

/**
 * staff_catalogue: a spa manager sees the catalogue in force on a date and changes it from a
 * date: treatments (lengths, prices, rooms, the therapists who give them) on their own form,
 * packages, extras, rooms, therapists and opening hours as entries. Every change is audited.
 */
export function CatalogueScreen() {
  const [date, setDate] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = useCatalogueOn(date);

  if (shown.isError)
    return (
      <Alert tone="error" title="The catalogue could not be loaded">
        {shown.error.message}
      </Alert>
    );
  if (!shown.data) return <Loader label="Loading the catalogue" />;
  const { Catalogue: catalogue, Today, Versions, Date: on } = shown.data;
  const effectiveFrom = on < Today ? Today : on;
  const saved = (message: string) => {
    setEditing(null);
    setNotice(message);
  };
  const open = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };

  return (
    <>
      <h1 className="mb-4 text-3xl">Catalogue</h1>
      <div role="status" className="mb-4 empty:hidden">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <div className="mb-6 flex flex-wrap items-end gap-6 rounded-lg bg-white p-4 shadow-sm">
        <DateInput label="Catalogue in force on" value={on} onChange={(next) => setDate(next)} />
        <p>
          Versions from:{' '}
          {Versions.map((v) =>
            v.CreatedBy ? formatLongDate(v.EffectiveFrom) : 'the start (the catalogue file)',
          ).join('; ')}
        </p>
      </div>

      {editing?.kind === 'treatment' && (
        <TreatmentForm
          key={`${on}-${editing.id ?? 'new'}`}
          catalogue={catalogue}
          id={editing.id}
          effectiveFrom={effectiveFrom}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'hours' && (
        <OpeningHoursForm
          key={on}
          catalogue={catalogue}
          effectiveFrom={effectiveFrom}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'entry' && (
        <EntryForm
          key={`${on}-${editing.section}-${editing.key}`}
          catalogue={catalogue}
          section={editing.section}
          entryKey={editing.key}
          title={editing.title}
          effectiveFrom={effectiveFrom}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}

      <section aria-labelledby="treatments-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="treatments-title" className="text-2xl">
            Treatments on {formatLongDate(on)}
          </h2>
          <Button onClick={() => open({ kind: 'treatment', id: null })}>Add a treatment</Button>
        </div>
        <table className="w-full text-left">
          <TableHead headings={['Treatment', 'Lengths and prices', 'Skill', 'Therapists', '']} />
          <tbody>
            {resolveTreatments(catalogue).map((t) => (
              <tr key={t.Id} className="border-b border-sage-200">
                <TreatmentCells treatment={t} />
                <td className="py-2 pr-3">{t.Skill}</td>
                <td className="py-2 pr-3">
                  {catalogue.Therapists.filter((th) => th.Skills.includes(t.Skill)).length}
                </td>
                <td className="py-2">
                  <Button
                    variant="secondary"
                    className="py-1"
                    onClick={() => open({ kind: 'treatment', id: t.Id })}
                  >
                    Change<span className="sr-only"> {t.DisplayName}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        {otherEntries(catalogue).map((group) => (
          <section
            key={group.section}
            aria-labelledby={`${group.section}-title`}
            className="rounded-lg bg-white p-4 shadow-sm"
          >
            <h2 id={`${group.section}-title`} className="mb-3 text-2xl">
              {group.title}
            </h2>
            <ul className="divide-y divide-sage-200">
              {group.entries.map((entry) => (
                <li key={entry.key} className="flex items-center justify-between gap-3 py-1">
                  <span>
                    <span className="font-semibold">{entry.name}</span>
                    {entry.detail && <span className="block text-sm">{entry.detail}</span>}
                  </span>
                  <Button
                    variant="secondary"
                    className="py-1"
                    onClick={() =>
                      open(
                        group.section === 'SpaHours'
                          ? { kind: 'hours' }
                          : { kind: 'entry', section: group.section, key: entry.key, title: entry.name },
                      )
                    }
                  >
                    Change<span className="sr-only"> {entry.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
