import { clsx } from 'clsx';

const KEYS = [
  { label: 'Booked', className: 'border-2 border-teal-900 bg-white' },
  { label: 'Held (being booked online)', className: 'border-2 border-dashed border-sage-700 bg-sage-100' },
  { label: 'Checked in', className: 'border-2 border-teal-900 bg-teal-900' },
  { label: 'No-show', className: 'border-2 border-danger bg-sand-100' },
  {
    label: 'Off shift',
    className:
      'bg-[repeating-linear-gradient(90deg,var(--color-sage-200),var(--color-sage-200)_2px,var(--color-sage-100)_2px,var(--color-sage-100)_10px)]',
  },
  { label: 'Break', className: 'bg-sage-200' },
  {
    label: 'Away',
    className:
      'bg-[repeating-linear-gradient(45deg,var(--color-sand-100),var(--color-sand-100)_6px,var(--color-sand-300)_6px,var(--color-sand-300)_8px)]',
  },
];

/** What the diary's colours mean; each block also says its status in words. */
export function DiaryLegend() {
  return (
    <div className="no-print mb-4 text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Key">
        {KEYS.map((key) => (
          <li key={key.label} className="flex items-center gap-1">
            <span className={clsx('inline-block h-4 w-6 rounded-sm', key.className)} aria-hidden="true" />
            {key.label}
          </li>
        ))}
        <li>⚠ a treatment while its therapist is away or off shift</li>
        <li>⚕ health answers to read</li>
        <li>✎ the guest left a note</li>
        <li>
          <span className="rounded-sm bg-amber-100 px-0.5 font-semibold">£ … due</span> still to pay
        </li>
      </ul>
      <p className="mt-1">
        Tap a booking for the rest, or a therapist&apos;s free time to book a treatment with them then. The
        diary refreshes by itself.
      </p>
    </div>
  );
}
