import { clsx } from 'clsx';

export interface SlotOption {
  key: string;
  label: string;
  disabled?: boolean;
}

/**
 * A grid of time buttons (2 a row on small screens, 4 on large); the chosen one is
 * pressed. Unavailable times are disabled, not hidden.
 */
export function TimeSlots({
  label,
  options,
  selected,
  onSelect,
  className,
}: {
  label: string;
  options: SlotOption[];
  selected: string | null | undefined;
  onSelect: (key: string) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={clsx('grid grid-cols-2 gap-2 lg:grid-cols-4', className)}>
      {options.map((option) => {
        const pressed = option.key === selected;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={pressed}
            disabled={option.disabled}
            onClick={() => onSelect(option.key)}
            className={clsx(
              'min-h-11 rounded-md border-2 px-3 py-2 font-semibold tabular-nums',
              option.disabled
                ? 'cursor-not-allowed border-sage-200 bg-sage-50 font-normal text-sage-700 line-through'
                : pressed
                  ? 'border-teal-800 bg-teal-800 text-white'
                  : 'border-sage-600 bg-white text-ink',
            )}
          >
            {option.label}
            {option.disabled && <span className="sr-only"> (not available)</span>}
          </button>
        );
      })}
    </div>
  );
}

/**
 * One time for the whole party (`together`, or a party of one), or a grid per guest
 * headed by their name. `times` holds each guest's chosen key; choosing in the shared
 * grid sets every guest's.
 */
export function GuestTimeSlots({
  label,
  guestNames,
  together,
  options,
  times,
  onChange,
}: {
  /** e.g. 'Arrival time'; per guest it reads 'Arrival time for {name}'. */
  label: string;
  guestNames: string[];
  together: boolean;
  /** The options for the shared grid (`perGuest` false) or for one guest's grid. */
  options: (perGuest: boolean) => SlotOption[];
  times: (string | null)[];
  onChange: (times: (string | null)[]) => void;
}) {
  if (together || guestNames.length < 2)
    return (
      <TimeSlots
        label={label}
        options={options(false)}
        selected={times[0]}
        onSelect={(key) => onChange(times.map(() => key))}
      />
    );
  return guestNames.map((name, i) => (
    <div key={i}>
      <h2 className="mb-2 font-sans text-lg font-bold">{name}</h2>
      <TimeSlots
        label={`${label} for ${name}`}
        options={options(true)}
        selected={times[i]}
        onSelect={(key) => onChange(times.map((t, j) => (j === i ? key : t)))}
      />
    </div>
  ));
}
