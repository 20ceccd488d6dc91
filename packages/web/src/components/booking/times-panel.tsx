import type { ReactNode } from 'react';
import { Checkbox } from '../ui/choice';

/**
 * The panel of a step's times (arrival, treatment times): for a party, first whether
 * every guest starts together, then the times.
 */
export function TimesPanel({
  together,
  children,
}: {
  /** The 'start together' box, for a party of two or more (absent for one guest). */
  together?: { name: string; label: string; checked: boolean; onChange: (checked: boolean) => void };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      {together && (
        <Checkbox
          name={together.name}
          label={together.label}
          checked={together.checked}
          onChange={(event) => together.onChange(event.target.checked)}
        />
      )}
      {children}
    </div>
  );
}
