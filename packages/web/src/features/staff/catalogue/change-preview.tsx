import { formatLongDate, formatPrice, type CataloguePreview } from '@spa/domain';
import { TableHead } from '../../../components/staff/table-head';
import { Alert } from '../../../components/ui/feedback';

/** A treatment's name (the row's heading) and its lengths with their prices, as two cells of a row. */
export function TreatmentCells({
  treatment,
}: {
  treatment: { DisplayName: string; Durations: { Duration: number; Price: number }[] };
}) {
  return (
    <>
      <th scope="row" className="py-2 pr-3 font-semibold">
        {treatment.DisplayName}
      </th>
      <td className="py-2 pr-3">
        {treatment.Durations.map((d) => `${d.Duration} min ${formatPrice(d.Price)}`).join(', ')}
      </td>
    </>
  );
}

/**
 * A draft as guests would see its date (once asked for): each treatment's lengths and prices,
 * and the packages' prices; or what the catalogue's rules find wrong with it.
 */
export function ChangePreview({ preview, highlight }: { preview?: CataloguePreview; highlight?: string }) {
  if (!preview) return null;
  if (preview.Problems.length > 0)
    return (
      <Alert tone="error" title="The draft breaks the catalogue’s rules" className="mt-4">
        <ul className="list-disc pl-5">
          {preview.Problems.map((p) => (
            <li key={`${p.field}${p.message}`}>{p.message}</li>
          ))}
        </ul>
      </Alert>
    );
  const shown = highlight ? preview.Treatments.filter((t) => t.Id === highlight) : preview.Treatments;
  return (
    <section aria-labelledby="preview-title" className="mt-4 rounded-md border-2 border-sage-200 p-3">
      <h3 id="preview-title" className="mb-2 text-xl">
        What guests see on {formatLongDate(preview.Date)}
      </h3>
      <table className="w-full text-left">
        <TableHead headings={['Treatment', 'Lengths and prices', 'Booked on its own']} />
        <tbody>
          {shown.map((t) => (
            <tr key={t.Id} className="border-b border-sage-200">
              <TreatmentCells treatment={t} />
              <td className="py-2">{t.OfferedAlone ? 'Yes' : 'Only in packages'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!highlight && (
        <p className="mt-2">
          Packages: {preview.SpaDays.map((p) => `${p.DisplayName} ${formatPrice(p.Price)}`).join(', ')}
        </p>
      )}
    </section>
  );
}
