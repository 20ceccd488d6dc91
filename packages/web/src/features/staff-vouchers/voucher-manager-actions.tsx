import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  formatLongDate,
  StaffVoucherExtendFormSchema,
  StaffVoucherVoidFormSchema,
  type StaffVoucher,
} from '@spa/domain';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { FormTextField } from '../../components/forms/form-fields';
import { Alert } from '../../components/ui/feedback';
import { Button } from '../../components/ui/button';
import { useZodForm } from '../../lib/use-zod-form';
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

/** A manager voids the voucher (lost, stolen, sold in error), with a reason (audited): it can no longer pay. */
function VoidForm({ voucher, onChanged }: { voucher: StaffVoucher; onChanged: Changed }) {
  const form = useZodForm(StaffVoucherVoidFormSchema, { VoidReason: '' });
  const voidIt = useVoidVoucher(voucher.Code);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="void-title"
        className="flex flex-col gap-3"
        onSubmit={(event) =>
          void form.handleSubmit((body) => voidIt.mutateAsync(body).then(onChanged, () => undefined))(event)
        }
      >
        <h3 id="void-title" className="text-lg font-semibold">
          Void the voucher
        </h3>
        <p>A voided voucher can no longer pay for anything. This cannot be undone.</p>
        <FormErrorSummary failure={voidIt.isError ? voidIt.error.message : null} />
        <FormTextField
          name="VoidReason"
          label="Why it is voided"
          hint="For example: reported lost by the buyer, or sold in error."
          maxLength={300}
          containerClassName="max-w-md"
        />
        <Button type="submit" variant="danger" busy={form.formState.isSubmitting} className="self-start">
          Void the voucher
        </Button>
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
