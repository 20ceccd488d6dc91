import { useState } from 'react';
import { calendarDay, formatLongDate, type StaffAbsenceForm } from '@spa/domain';
import { ZodForm } from '../../../components/forms/zod-form';
import { FormSelectField, FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { ChangeOutcome } from '../../../components/staff/change-outcome';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useDiary } from '../../../lib/staff-diary';
import { useZodForm } from '../../../lib/use-zod-form';
import { StrandedList } from '../../../components/staff/stranded-list';
import { useMarkAbsent } from './absences-api';

const loadSchema = async () => (await import('@spa/domain')).StaffAbsenceFormSchema;

const REASONS = [
  { value: 'sickness', label: 'Sickness' },
  { value: 'holiday', label: 'Holiday' },
  { value: 'training', label: 'Training' },
  { value: 'other', label: 'Other' },
];

/** staff_absences: a spa manager marks a therapist away; the treatments it strands are re-homed. */
export function AbsencesScreen() {
  const timeZone = useSpaConfiguration().data?.Resort.TimeZone ?? 'Europe/London';
  const today = calendarDay(new Date(), timeZone);
  const form = useZodForm<StaffAbsenceForm, StaffAbsenceForm>(loadSchema, {
    StaffId: '',
    Date: today,
    From: '',
    To: '',
    Reason: 'sickness',
  });
  const date = form.watch('Date');
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today;
  const therapists = useDiary(shown).data?.Therapists ?? [];
  const mark = useMarkAbsent();
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (values: StaffAbsenceForm) => {
    setNotice(null);
    const answer = await mark.mutateAsync({
      StaffId: values.StaffId,
      Date: values.Date,
      Reason: values.Reason,
      ...(values.From && values.To ? { From: values.From, To: values.To } : {}),
    });
    const name = therapists.find((t) => t.Id === values.StaffId)?.Name ?? values.StaffId;
    const count = answer.Stranded.length;
    setNotice(
      `${name} is marked away on ${formatLongDate(values.Date)}. ${count === 0 ? 'No booked treatment is affected.' : `${count} booked ${count === 1 ? 'treatment needs' : 'treatments need'} another therapist: see below.`}`,
    );
  };

  return (
    <>
      <h1 className="mb-4 text-3xl">Absences</h1>
      <section aria-labelledby="absence-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="absence-title" className="mb-3 text-2xl">
          Mark a therapist away
        </h2>
        <ZodForm form={form} onValid={onSubmit} className="flex flex-wrap items-end gap-4">
          <FormSelectField
            name="StaffId"
            label="Therapist"
            placeholder="Choose a therapist"
            options={therapists.map((t) => ({ value: t.Id, label: t.Name }))}
          />
          <FormTextField name="Date" label="Date" type="date" />
          <FormTextField name="From" label="From (blank: all day)" type="time" step={900} />
          <FormTextField name="To" label="To" type="time" step={900} />
          <FormSelectField name="Reason" label="Reason" options={REASONS} />
          <Button type="submit" busy={form.formState.isSubmitting}>
            Mark away
          </Button>
        </ZodForm>
        <ChangeOutcome call={mark} done={notice} className="mt-4" />
      </section>
      <StrandedList date={shown} />
    </>
  );
}
