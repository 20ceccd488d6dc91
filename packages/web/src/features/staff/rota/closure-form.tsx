import { ClosureRequestSchema, formatLongDate, type ClosureRequest } from '@spa/domain';
import { ZodForm } from '../../../components/forms/zod-form';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';

/** Closes the spa's treatments on a date, with the reason the team sees. */
export function ClosureForm({
  date,
  busy,
  onClose,
  onCancel,
}: {
  date: string;
  busy: boolean;
  onClose: (request: ClosureRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm<ClosureRequest, ClosureRequest>(ClosureRequestSchema, { Reason: '' });
  return (
    <section aria-labelledby="closure-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="closure-title" className="mb-1 text-2xl">
        Close the spa on {formatLongDate(date)}
      </h2>
      <p className="mb-3 text-sm">
        Nobody works that date and no treatment is offered; booked ones are listed to move.
      </p>
      <ZodForm form={form} onValid={onClose} className="flex flex-wrap items-end gap-4">
        <FormTextField name="Reason" label="Reason" maxLength={200} />
        <Button type="submit" variant="danger" busy={busy}>
          Close the spa
        </Button>
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
      </ZodForm>
    </section>
  );
}
