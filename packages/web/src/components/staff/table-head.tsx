/** The header row of a staff table: one column heading each, ruled off below. */
export function TableHead({ headings }: { headings: string[] }) {
  return (
    <thead>
      <tr className="border-b-2 border-teal-900">
        {headings.map((heading) => (
          <th key={heading} scope="col" className="py-2 pr-3">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
