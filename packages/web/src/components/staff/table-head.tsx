/** The header row of a staff table: one column heading each, ruled off below; `numeric` columns' headings sit right, over their numbers. */
export function TableHead({ headings, numeric = [] }: { headings: string[]; numeric?: readonly boolean[] }) {
  return (
    <thead>
      <tr className="border-b-2 border-teal-900">
        {headings.map((heading, i) => (
          <th key={heading} scope="col" className={numeric[i] ? 'py-2 pr-3 text-right' : 'py-2 pr-3'}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
