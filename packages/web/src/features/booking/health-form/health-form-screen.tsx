import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { FormProvider } from 'react-hook-form';
import {
  formatLongDate,
  HealthFormRequestSchema,
  type HealthForm,
  type HealthFormRequest,
} from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { GuestHealthFields } from './guest-health-fields';
import { useHealthForm, useSubmitHealthForm } from './health-form-api';

const EMPTY = { Conditions: [], PregnancyWeeks: '', Allergies: '', Medication: '' };

function HealthFormFields({ token, form }: { token: string; form: HealthForm }) {
  const values = useZodForm<HealthFormRequest, HealthFormRequest>(HealthFormRequestSchema, {
    Guests: form.Guests.map((g) => g.Answers ?? EMPTY),
  });
  const submit = useSubmitHealthForm(token);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  const onSubmit = values.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await submit.mutateAsync(request);
      setSaved(true);
    } catch (error) {
      if (!showServerFieldErrors(error, values.setError, ['Guests'])) setFailure((error as Error).message);
    }
  });
  useEffect(() => {
    if (saved) thanks.current?.focus();
  }, [saved]);
  if (saved)
    return (
      <div ref={thanks} tabIndex={-1} className="outline-none">
        <Alert tone="success" title="Thank you">
          Your answers are with the spa team, and your therapist will read them before your treatment. You can
          change them from the same link until your visit.
        </Alert>
      </div>
    );
  const guestName = (field: string) => form.Guests[Number(/^Guests\.(\d+)/.exec(field)?.[1] ?? 0)]?.Name;
  return (
    <FormProvider {...values}>
      <FormErrorSummary
        describe={(field, message) => `${guestName(field) ?? 'Guests'}: ${message}`}
        failure={failure}
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {form.Guests.map((guest, i) => (
          <GuestHealthFields key={i} index={i} name={guest.Name} />
        ))}
        <Button type="submit" busy={values.formState.isSubmitting}>
          Send my answers
        </Button>
      </form>
    </FormProvider>
  );
}

/** spa_health_form: the health questionnaire a guest opens from the link in their e-mail (decision 0304). */
export function HealthFormScreen() {
  const { token = '' } = useParams();
  const form = useHealthForm(token);
  return (
    <section aria-labelledby="health-form-title" className="mx-auto max-w-2xl">
      <h1 id="health-form-title" className="mb-2 text-3xl">
        Health questionnaire
      </h1>
      {form.isPending && <Loader label="Loading your questionnaire" />}
      {form.isError && (
        <Alert tone="error" title="This link does not work">
          {form.error.message} The spa team can e-mail you a new link: call them on the number below.
        </Alert>
      )}
      {form.data && (
        <>
          <p className="mb-6">
            Booking {form.data.ConfirmationId}, {formatLongDate(form.data.Date)}. Please answer for each
            guest, so that your therapist can make every treatment safe.
          </p>
          <HealthFormFields token={token} form={form.data} />
        </>
      )}
    </section>
  );
}
