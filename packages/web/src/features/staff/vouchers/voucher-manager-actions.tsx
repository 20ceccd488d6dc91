import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  formatLongDate,
  formatPrice,
  StaffVoucherExtendFormSchema,
  StaffVoucherVoidFormSchema,
  type StaffVoucher,
} from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import { useExtendVoucher, useVoidVoucher } from './vouchers-api';

type Changed = (voucher: StaffVoucher) => void;

/** A manager moves the voucher's expiry, with a reason (audited). */
function ExtendForm({ voucher, onChanged }: { voucher: StaffVoucher; onChanged: Changed }) {
  const form = useZodForm(StaffVoucherExtendFormSchema, {
    ExpiresOn: voucher.ExpiresOn,
    ExtendReason: '',
  });
  const extend = useExtendVoucher(voucher.Code);
  const [done, setDone] = useState<string | null>(null);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="extend-title"
        className="flex flex-col gap-3"
        onSubmit={(event) =>
          void form.handleSubmit((body) =>
            extend.mutateAsync(body).then(
              (after) => {
                setDone(`Now valid until ${formatLongDate(after.ExpiresOn)}.`);
                form.reset({ ExpiresOn: after.ExpiresOn, ExtendReason: '' });
                onChanged(after);
              },
              () => undefined,
            ),
          )(event)
        }
      >
        <h3 id="extend-title" className="text-lg font-semibold">
          Change the expiry
        </h3>
        <FormErrorSummary failure={extend.isError ? extend.error.message : null} />
        {done && <Alert tone="success">{done}</Alert>}
        <FormTextField name="ExpiresOn" label="Valid until" type="date" containerClassName="max-w-xs" />
        <FormTextField
          name="ExtendReason"
          label="Why the expiry changes"
          maxLength={300}
          containerClassName="max-w-md"
        />
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          Change the expiry
        </Button>
      </form>
    </FormProvider>
  );
}

/**
 * A manager voids the voucher (lost, stolen, sold in error), with a reason (audited): it can
 * no longer pay. An unspent voucher bought online can instead be refunded to the buyer's card.
 */
function VoidForm({ voucher, onChanged }: { voucher: StaffVoucher; onChanged: Changed }) {
  const form = useZodForm(StaffVoucherVoidFormSchema, { VoidReason: '' });
  const voidIt = useVoidVoucher(voucher.Code);
  // Which button sent the form, read from the submit event (its state may not have rendered yet).
  const [busy, setBusy] = useState<'void' | 'refund'>('void');
  const refundable = voucher.RefundablePence;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="void-title"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          const { submitter } = event.nativeEvent;
          const action = submitter?.getAttribute('value') === 'refund' ? 'refund' : 'void';
          setBusy(action);
          void form.handleSubmit((body) =>
            voidIt.mutateAsync({ ...body, action }).then(onChanged, () => undefined),
          )(event);
        }}
      >
        <h3 id="void-title" className="text-lg font-semibold">
          {refundable === null ? 'Void the voucher' : 'Refund or void the voucher'}
        </h3>
        <p>
          A voided voucher can no longer pay for anything. This cannot be undone.
          {refundable !== null &&
            ` It was bought online and not spent: refunding it gives ${formatPrice(refundable)} back to the buyer's card and e-mails them.`}
        </p>
        <FormErrorSummary failure={voidIt.isError ? voidIt.error.message : null} />
        <FormTextField
          name="VoidReason"
          label={refundable === null ? 'Why it is voided' : 'Why it is refunded or voided'}
          hint="For example: reported lost by the buyer, or sold in error."
          maxLength={300}
          containerClassName="max-w-md"
        />
        <div className="flex flex-wrap gap-3">
          {refundable !== null && (
            <Button
              type="submit"
              variant="danger"
              value="refund"
              busy={form.formState.isSubmitting && busy === 'refund'}
            >
              Refund {formatPrice(refundable)} to the card
            </Button>
          )}
          <Button
            type="submit"
            variant={refundable === null ? 'danger' : 'secondary'}
            value="void"
            busy={form.formState.isSubmitting && busy === 'void'}
          >
            {refundable === null ? 'Void the voucher' : 'Void without a refund'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** What only a spa manager may do to a voucher. */
export function VoucherManagerActions({ voucher, onChanged }: { voucher: StaffVoucher; onChanged: Changed }) {
  if (voucher.Status === 'void') return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ExtendForm voucher={voucher} onChanged={onChanged} />
      <VoidForm voucher={voucher} onChanged={onChanged} />
    </div>
  );
}
