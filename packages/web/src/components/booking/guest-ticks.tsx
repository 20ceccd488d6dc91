import { Checkbox } from '../ui/choice';

/**
 * Who goes (the mud room's guests): a checkbox per guest, all ticked at first; the
 * problem (too few) is said above them and linked to the group.
 */
export function GuestTicks({
  legend,
  name,
  guests,
  ticked,
  onChange,
  problem,
}: {
  legend: string;
  /** The checkboxes' name prefix: `${name}-${index}`. */
  name: string;
  guests: { index: number; name: string }[];
  ticked: number[];
  onChange: (ticked: number[]) => void;
  problem?: string | null;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={problem ? errorId : undefined}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      {problem && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
      {guests.map((guest) => (
        <Checkbox
          key={guest.index}
          name={`${name}-${guest.index}`}
          label={guest.name}
          checked={ticked.includes(guest.index)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...ticked, guest.index].sort((a, b) => a - b)
                : ticked.filter((i) => i !== guest.index),
            )
          }
        />
      ))}
    </fieldset>
  );
}
