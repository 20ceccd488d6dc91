import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A catalogue entry's repeated rows (a treatment's lengths, an extra's prices, a package's time
 * bands and arrival windows): each row's fields (`row`), its Remove while more than one is
 * left, and Add below, while there are fewer than `most`.
 */
export function RowsFieldset({
  legend,
  rows,
  noun,
  add,
  onAdd,
  most = Infinity,
  row,
}: {
  legend: string;
  /** The form's field array (react-hook-form's `useFieldArray`). */
  rows: { fields: { id: string }[]; remove: (index: number) => void };
  /** What one row is, in its Remove button ('Remove length 2'). */
  noun: string;
  /** The Add button's words. */
  add: string;
  onAdd: () => void;
  most?: number;
  row: (index: number) => ReactNode;
}) {
  const count = rows.fields.length;
  return (
    <fieldset className="rounded-md border border-sage-200 p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      {rows.fields.map((field, i) => (
        <div key={field.id} className="mb-2 flex flex-wrap items-end gap-4">
          {row(i)}
          {count > 1 && (
            <Button variant="secondary" onClick={() => rows.remove(i)}>
              Remove {noun} {i + 1}
            </Button>
          )}
        </div>
      ))}
      {count < most && (
        <Button variant="secondary" onClick={onAdd}>
          {add}
        </Button>
      )}
    </fieldset>
  );
}
