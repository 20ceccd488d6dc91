import { FormProvider } from 'react-hook-form';
import { ReportRangeSchema, type ReportRange } from '@spa/domain';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { FormTextField } from '../../components/forms/form-fields';
import { Button } from '../../components/ui/button';
import { useZodForm } from '../../lib/use-zod-form';

/** The reports' days: from and to, both included, a year at most (the server checks the same rule). */
export function ReportRangeForm({
  value,
  onApply,
}: {
  value: ReportRange;
  onApply: (range: ReportRange) => void;
}) {
  const form = useZodForm<ReportRange, ReportRange>(ReportRangeSchema, value);
  const onSubmit = form.handleSubmit(onApply);
  return (
    <FormProvider {...form}>
      <FormErrorSummary />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Days to report on"
        className="no-print mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
      >
        <FormTextField name="from" label="From" type="date" />
        <FormTextField name="to" label="To (included)" type="date" />
        <Button type="submit">Show</Button>
      </form>
    </FormProvider>
  );
}
