import { useController } from 'react-hook-form';
import { Checkbox } from '../ui/choice';

/**
 * The mailing lists as checkboxes, bound to a list of their ids (the spec's
 * addressBooks: numbers, as register, subscribe and the Preferences form take them).
 */
export function MailingListFields({
  name,
  lists,
  legend,
}: {
  name: string;
  /** The lists (the configuration's, or the member's address books); `Key` names each box's id. */
  lists: { Id: number; Key: string; Title: string }[];
  legend: string;
}) {
  const { field } = useController({ name });
  const chosen = (field.value ?? []) as number[];
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 sm:grid-cols-3">
        {lists.map((list) => (
          <Checkbox
            key={list.Id}
            id={`${name}-${list.Key}`}
            label={list.Title}
            checked={chosen.includes(list.Id)}
            onChange={(event) => toggle(list.Id, event.target.checked)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
    </fieldset>
  );
}
