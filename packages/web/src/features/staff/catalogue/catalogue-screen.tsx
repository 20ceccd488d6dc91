import { useState } from 'react';
import { formatLongDate, resolveTreatments } from '@spa/domain';
import { DateInput } from '../../../components/staff/date-input';
import { TableHead } from '../../../components/staff/table-head';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useCatalogueOn } from './catalogue-api';
import { TreatmentCells } from './change-preview';
import { CatalogueEditor, type Editing } from './catalogue-editor';
import { CatalogueFile } from './catalogue-file';
import { EntryLists } from './entry-lists';

/**
 * staff_catalogue: a spa manager sees the catalogue in force on a date and changes it from a
 * date, each on its own form: treatments (lengths, prices, rooms, the therapists who give them),
 * packages, extras, rooms, therapists and opening hours; and exports or imports the catalogue
 * file. Every change is audited.
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

      <CatalogueEditor
        editing={editing}
        on={on}
        form={{ catalogue, effectiveFrom, onSaved: saved, onCancel: () => setEditing(null) }}
      />

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

      <EntryLists catalogue={catalogue} open={open} />
      <CatalogueFile on={on} effectiveFrom={effectiveFrom} onApplied={saved} />
    </>
  );
}
