import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A page of the member's profile (details, change password, preferences): its heading, what it is for, then its form. */
export function ProfileSection({
  id,
  title,
  intro,
  wide = false,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: string;
  /** A form of two columns (the details). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={wide ? 'max-w-2xl' : 'max-w-xl'}>
      <h2 id={id} className={clsx('text-2xl', intro ? 'mb-2' : 'mb-6')}>
        {title}
      </h2>
      {intro && <p className="mb-6">{intro}</p>}
      {children}
    </section>
  );
}
