/** A whole date 'YYYY-MM-DD' (a date input reports '' while one is half typed). */
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A labelled date input that reports only whole dates (the diary's day, the rota's week). */
export function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <label className="flex flex-col text-sm font-semibold">
      {label}
      <input
        type="date"
        value={value}
        onChange={(event) => DATE.test(event.target.value) && onChange(event.target.value)}
        className="min-h-11 rounded-md border-2 border-sage-600 bg-white px-2 text-base font-normal"
      />
    </label>
  );
}
