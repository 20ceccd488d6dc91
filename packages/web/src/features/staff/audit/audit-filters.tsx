import { StaffAuditFormSchema, type StaffAuditForm } from '@spa/domain';
import { FormSelectField, FormTextField } from '../../../components/forms/form-fields';
import { FilterForm } from '../../../components/staff/filter-form';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';

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
  const clear = () => {
    const empty = { booking: '', staff: '', date: '' };
    form.reset(empty);
    onApply(empty);
  };
  return (
    <FilterForm form={form} label="Filter the audit log" onApply={onApply}>
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
    </FilterForm>
  );
}
