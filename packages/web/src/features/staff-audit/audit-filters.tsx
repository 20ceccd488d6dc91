import { FormProvider } from 'react-hook-form';
import { StaffAuditFormSchema, type StaffAuditForm } from '@spa/domain';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { FormSelectField, FormTextField } from '../../components/forms/form-fields';
import { Button } from '../../components/ui/button';
import { useZodForm } from '../../lib/use-zod-form';

/** The audit screen's filters: a booking's confirmation number, a staff member, a day (each optional). */
export function AuditFilters({
  value,
  staff,
  onApply,
}: {
  value: StaffAuditForm;
  staff: { Id: string; Name: string }[];
  onApply: (filters: StaffAuditForm) => void;
}) {
  const form = useZodForm<StaffAuditForm, StaffAuditForm>(StaffAuditFormSchema, value);
  const onSubmit = form.handleSubmit(onApply);
  const clear = () => {
    const empty = { booking: '', staff: '', date: '' };
    form.reset(empty);
    onApply(empty);
  };
  return (
    <FormProvider {...form}>
      <FormErrorSummary />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Filter the audit log"
        className="no-print mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
      >
        <FormTextField name="booking" label="Booking (confirmation number)" autoComplete="off" />
        <FormSelectField
          name="staff"
          label="Staff member"
          placeholder="Anyone"
          options={staff.map((s) => ({ value: s.Id, label: s.Name }))}
        />
        <FormTextField name="date" label="Day" type="date" />
        <div className="flex gap-2">
          <Button type="submit">Show</Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
