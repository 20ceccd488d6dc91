import { ReportRangeSchema, type ReportRange } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { FilterForm } from '../../../components/staff/filter-form';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';

/** The reports' days: from and to, both included, a year at most (the server checks the same rule). */
export function ReportRangeForm({
  value,
  onApply,
}: {
  value: ReportRange;
  onApply: (range: ReportRange) => void;
}) {
  const form = useZodForm<ReportRange, ReportRange>(ReportRangeSchema, value);
  return (
    <FilterForm form={form} label="Days to report on" onApply={onApply}>
      <FormTextField name="from" label="From" type="date" />
      <FormTextField name="to" label="To (included)" type="date" />
      <Button type="submit">Show</Button>
    </FilterForm>
  );
}
