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
