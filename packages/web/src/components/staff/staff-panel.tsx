import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of a staff screen (a booking's guests, its day, its fees; a guest's history):
 * a region named by its level-2 title.
 */
export function StaffPanel({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={clsx('rounded-lg bg-white p-4 shadow-sm', className)}>
      <h2 id={titleId} className="mb-2 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
