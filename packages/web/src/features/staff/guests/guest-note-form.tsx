import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { GUEST_NOTE_MAX, StaffNoteRequestSchema } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextAreaField } from '../../../components/forms/form-fields';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddGuestNote, type GuestOfBooking } from './guest-record-api';

/** Add a staff note on the guest: the same schema as the server's check; notes cannot be edited afterwards. */
export function GuestNoteForm({ guest }: { guest: GuestOfBooking }) {
  const form = useZodForm(StaffNoteRequestSchema, { Text: '' });
  const add = useAddGuestNote(guest);
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLDivElement>(null);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) =>
          void form.handleSubmit(async (note) => {
            setSaved(false);
            await add.mutateAsync(note).then(
              () => {
                form.reset({ Text: '' });
                setSaved(true);
                requestAnimationFrame(() => savedRef.current?.focus());
              },
              () => undefined,
            );
          })(event)
        }
      >
        <FormErrorSummary failure={add.isError ? `The note was not saved: ${add.error.message}` : null} />
        {saved && (
          <div ref={savedRef} tabIndex={-1} className="outline-none">
            <Alert tone="success">The note has been added.</Alert>
          </div>
        )}
        <FormTextAreaField
          name="Text"
          label="New staff note"
          hint={`Seen by the spa team on this guest's bookings and arrivals. Up to ${GUEST_NOTE_MAX} characters; a note cannot be changed later, add another to correct it.`}
          maxLength={GUEST_NOTE_MAX}
        />
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Add the note
        </Button>
      </form>
    </FormProvider>
  );
}
