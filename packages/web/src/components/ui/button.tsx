import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, AnchorHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link' | 'danger';

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-5 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<Variant, string> = {
  primary: 'bg-teal-800 text-white hover:bg-teal-900',
  secondary: 'border-2 border-teal-800 bg-white text-teal-800 hover:bg-sage-50',
  link: 'px-1 text-teal-800 underline underline-offset-4 hover:text-teal-900',
  danger: 'bg-danger text-white hover:brightness-90',
};

export function buttonClass(variant: Variant = 'primary', className?: string) {
  return clsx(base, variants[variant], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
}

/** A button at least 44 px square; `busy` disables it and tells assistive tech. */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden
        />
      )}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a className={buttonClass(variant, className)} {...rest} />;
}
