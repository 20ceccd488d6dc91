import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A white card that groups the parts of a form or a screen. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6', className)}>
      {children}
    </div>
  );
}
