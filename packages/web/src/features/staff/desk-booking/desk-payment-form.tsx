import { Controller, FormProvider, useWatch } from 'react-hook-form';
import {
  DeskBookRequestSchema,
  formatLongDate,
  formatPrice,
  type DeskBookRequest,
  type DeskBookResponse,
  type DeskPaymentMethod,
  type DeskSession,
} from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField, useFieldError } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/choice';
import { inHouseStayLabel } from '../../../lib/in-house-stays';
import { useZodForm } from '../../../lib/use-zod-form';
import { useBookAtDesk } from './desk-booking-api';

/** Each way to pay, as the desk reads it. */
const METHOD_WORDS: Record<DeskPaymentMethod, string> = {
  'payment-link': 'E-mail a payment link (the guest pays online)',
  'desk-card': 'Card on the terminal now',
  cash: 'Cash now',
  'room-charge': 'Charge to their room (staying guests)',
  'on-arrival': 'Pay on arrival (the balance stays due)',
};

/**
 * How the desk booking is paid: a link e-mailed, the card terminal or cash now, the
 * guest's room (only a stay of theirs in house that day), or on arrival. The server
 * confirms the booking and records the money in one go.
 */
export function DeskPaymentForm({
  desk,
  onBooked,
}: {
  desk: DeskSession;
  onBooked: (booked: DeskBookResponse) => void;
}) {
  const book = useBookAtDesk(desk.SessionId);
  const form = useZodForm(DeskBookRequestSchema, {
    Method: 'payment-link',
    Reference: '',
    StayConfirmation: desk.InHouseStays[0]?.ConfirmationNumber,
  });
  const submit = form.handleSubmit((values) => book.mutateAsync(values).then(onBooked, () => undefined));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-2xl flex-col gap-5">
        <FormErrorSummary failure={book.isError ? book.error.message : null} />
        <PaymentFields desk={desk} />
        <div>
          <Button type="submit" busy={book.isPending}>
            Confirm the booking
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The way to pay, the stay to charge and the receipt number, in the surrounding form. */
function PaymentFields({ desk }: { desk: DeskSession }) {
  const method = useWatch<DeskBookRequest, 'Method'>({ name: 'Method' });
  const methodError = useFieldError('Method');
  const stays = desk.InHouseStays;
  return (
    <>
      <Controller<DeskBookRequest, 'Method'>
        name="Method"
        render={({ field }) => (
          <RadioGroup
            legend={`How is ${formatPrice(desk.BalancePence)} paid?`}
            name="Method"
            value={field.value}
            error={methodError}
            options={(Object.keys(METHOD_WORDS) as DeskPaymentMethod[]).map((value) => ({
              value,
              label: METHOD_WORDS[value],
              disabled: value === 'room-charge' && stays.length === 0,
            }))}
            onChange={field.onChange}
          />
        )}
      />
      {stays.length === 0 && (
        <p className="text-sm">
          Room charge: {desk.LeadEmail} has no stay in house on{' '}
          {desk.Date ? formatLongDate(desk.Date) : 'that day'}. Take a card or cash, or e-mail a link.
        </p>
      )}
      {method === 'room-charge' && stays.length > 0 && (
        <Controller<DeskBookRequest, 'StayConfirmation'>
          name="StayConfirmation"
          render={({ field }) => (
            <RadioGroup
              legend="Which stay?"
              name="StayConfirmation"
              value={field.value ?? null}
              options={stays.map((s) => ({
                value: s.ConfirmationNumber,
                label: inHouseStayLabel(s),
              }))}
              onChange={field.onChange}
            />
          )}
        />
      )}
      {(method === 'desk-card' || method === 'cash') && (
        <FormTextField
          name="Reference"
          label="Receipt number (optional)"
          hint="The terminal slip's or the till receipt's number"
          autoComplete="off"
          maxLength={40}
        />
      )}
    </>
  );
}
