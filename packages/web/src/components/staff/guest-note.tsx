/**
 * What the guest told us when booking (special requests, a code typed in the search),
 * shown to staff wherever the booking is (issue 22): an icon and words, never colour alone.
 */
export function GuestNote({ note, className }: { note: string; className?: string }) {
  if (!note) return null;
  return (
    <p className={className}>
      <span aria-hidden="true">✎ </span>
      <span className="font-semibold">Guest note: </span>
      <span className="whitespace-pre-line">{note}</span>
    </p>
  );
}
