import { useRef, useState } from 'react';
import {
  formatLongDate,
  formatPrice,
  StaffVoucherExtendFormSchema,
  StaffVoucherVoidFormSchema,
  type StaffVoucher,
} from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import { VoucherForm } from './voucher-form';
import { useExtendVoucher, useVoidVoucher } from './vouchers-api';

type Changed = (voucher: StaffVoucher) => void;

/** A manager moves the voucher's expiry, with a reason (audited). */
function ExtendForm({ voucher, onChanged }: { voucher: StaffVoucher; onChanged: Changed }) {
  const form = useZodForm(StaffVoucherExtendFormSchema, {
    ExpiresOn: voucher.ExpiresOn,
    ExtendReason: '',
  });
  const extend = useExtendVoucher(voucher.Code);
  return (
    <VoucherForm
      title="Change the expiry"
      form={form}
      call={extend}
      onValid={(body) =>
        extend.mutateAsync(body).then((after) => {
          form.reset({ ExpiresOn: after.ExpiresOn, ExtendReason: '' });
          onChanged(after);
          return `Now valid until ${formatLongDate(after.ExpiresOn)}.`;
        })
      }
      submit="Change the expiry"
    >
      <FormTextField name="ExpiresOn" label="Valid until" type="date" containerClassName="max-w-xs" />
      <FormTextField
        name="ExtendReason"
        label="Why the expiry changes"
        maxLength={300}
        containerClassName="max-w-md"
      />
    </VoucherForm>
  );
}

type VoidAction = 'void' | 'refund';

/**
 * A manager voids the voucher (lost, stolen, sold in error), with a reason (audited): it can
 * no longer pay. An unspent voucher bought online can instead be refunded to the buyer's card.
 */
function VoidForm({ voucher, onChanged }: { voucher: StaffVoucher; onChanged: Changed }) {
  const form = useZodForm(StaffVoucherVoidFormSchema, { VoidReason: '' });
  const voidIt = useVoidVoucher(voucher.Code);
  // Which button sent the form: its click comes before the submit (Enter in the field clicks the
  // first one), and the ref is read before its state may have rendered; the state shows which is busy.
  const action = useRef<VoidAction>('void');
  const [busy, setBusy] = useState<VoidAction>('void');
  const refundable = voucher.RefundablePence;
  const sendButton = (which: VoidAction, variant: 'danger' | 'secondary', label: string) => (
    <Button
      type="submit"
      variant={variant}
      busy={form.formState.isSubmitting && busy === which}
      onClick={() => {
        action.current = which;
        setBusy(which);
      }}
    >
      {label}
    </Button>
  );
  return (
    <VoucherForm
      title={refundable === null ? 'Void the voucher' : 'Refund or void the voucher'}
      form={form}
      call={voidIt}
      onValid={(body) => voidIt.mutateAsync({ ...body, action: action.current }).then(onChanged)}
      actions={
        <div className="flex flex-wrap gap-3">
          {refundable !== null &&
            sendButton('refund', 'danger', `Refund ${formatPrice(refundable)} to the card`)}
          {refundable === null
            ? sendButton('void', 'danger', 'Void the voucher')
            : sendButton('void', 'secondary', 'Void without a refund')}
        </div>
      }
    >
      <p>
        A voided voucher can no longer pay for anything. This cannot be undone.
        {refundable !== null &&
          ` It was bought online and not spent: refunding it gives ${formatPrice(refundable)} back to the buyer's card and e-mails them.`}
      </p>
      <FormTextField
        name="VoidReason"
        label={refundable === null ? 'Why it is voided' : 'Why it is refunded or voided'}
        hint="For example: reported lost by the buyer, or sold in error."
        maxLength={300}
        containerClassName="max-w-md"
      />
    </VoucherForm>
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
