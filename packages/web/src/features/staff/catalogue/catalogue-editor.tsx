import type { CatalogueFormProps } from './entry-form';
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

/** The form of what is being changed, from the catalogue in force on the date shown (`on`). */
export function CatalogueEditor({
  editing,
  on,
  form,
}: {
  editing: Editing;
  on: string;
  form: CatalogueFormProps;
}) {
  if (!editing) return null;
  if (editing.kind === 'hours') return <OpeningHoursForm key={on} {...form} />;
  const Form = FORMS[editing.kind];
  return <Form key={`${on}-${editing.kind}-${editing.id ?? 'new'}`} {...form} id={editing.id} />;
}
