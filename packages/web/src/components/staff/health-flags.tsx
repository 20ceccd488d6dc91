/**
 * What a guest's health answers flag (issue 22), shown wherever the booking is: an icon
 * and words, never colour alone.
 */
export function HealthFlags({ flags, className }: { flags: string[]; className?: string }) {
  if (flags.length === 0) return null;
  return (
    <div className={className}>
      <p className="font-semibold text-danger">
        <span aria-hidden="true">⚕ </span>Health: please read before the treatment
      </p>
      <ul className="list-disc pl-5">
        {flags.map((flag) => (
          <li key={flag}>{flag}</li>
        ))}
      </ul>
    </div>
  );
}
