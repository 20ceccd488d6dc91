import type { Catalogue } from '@spa/domain';
import { ExtraForm } from './extra-form';
import { OpeningHoursForm } from './opening-hours-form';
import { PackageForm } from './package-form';
import { RoomForm } from './room-form';
import { TherapistForm } from './therapist-form';
import { TreatmentForm } from './treatment-form';

/** What the manager is changing: an entry of a kind (null id: a new one), or the opening hours. */
export type Editing =
  | { kind: 'treatment' | 'package' | 'extra' | 'room' | 'therapist'; id: string | null }
  | { kind: 'hours' }
  | null;

const FORMS = {
  treatment: TreatmentForm,
  package: PackageForm,
  extra: ExtraForm,
  room: RoomForm,
  therapist: TherapistForm,
};

/** The form of what is being changed, from the catalogue in force on the date shown. */
export function CatalogueEditor({
  editing,
  catalogue,
  on,
  effectiveFrom,
  onSaved,
  onCancel,
}: {
  editing: Editing;
  catalogue: Catalogue;
  on: string;
  effectiveFrom: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  if (!editing) return null;
  if (editing.kind === 'hours')
    return (
      <OpeningHoursForm
        key={on}
        catalogue={catalogue}
        effectiveFrom={effectiveFrom}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    );
  const Form = FORMS[editing.kind];
  return (
    <Form
      key={`${on}-${editing.kind}-${editing.id ?? 'new'}`}
      catalogue={catalogue}
      id={editing.id}
      effectiveFrom={effectiveFrom}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
