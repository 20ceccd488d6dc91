import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffVoucher } from '@spa/domain';
import { Alert } from '../../../components/ui/feedback';
import { useStaff } from '../../../lib/staff-auth';
import { VoucherDetails } from './voucher-details';
import { VoucherGiveForm } from './voucher-give-form';
import { VoucherLookUp } from './voucher-look-up';
import { VoucherManagerActions } from './voucher-manager-actions';
import { VoucherRedeemForm } from './voucher-redeem-form';

/**
 * The desk's gift vouchers (decision 0340): look one up by its code, pay a booking with it
 * (`?booking=` from the booking screen fills the confirmation number), print its PDF; a
 * spa manager also gives complimentary ones, changes the expiry and voids.
 */
export function VouchersScreen() {
  const isManager = useStaff()?.Role === 'spa_manager';
  const [params] = useSearchParams();
  const booking = params.get('booking') ?? '';
  const [voucher, setVoucher] = useState<StaffVoucher | null>(null);
  const [given, setGiven] = useState(false);
  const found = useRef<HTMLElement>(null);
  const show = (next: StaffVoucher, justGiven = false) => {
    setVoucher(next);
    setGiven(justGiven);
    requestAnimationFrame(() => found.current?.focus());
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl">Gift vouchers</h1>
      {booking && (
        <p>
          Look up the guest’s voucher to pay booking <strong>{booking}</strong> with it.
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <VoucherLookUp onFound={(next) => show(next)} />
        {isManager && <VoucherGiveForm onGiven={(next) => show(next, true)} />}
      </div>
      {voucher && (
        <section
          ref={found}
          tabIndex={-1}
          aria-labelledby="voucher-title"
          className="flex flex-col gap-6 rounded-lg bg-white p-4 shadow-sm outline-none"
        >
          <h2 id="voucher-title" className="text-2xl">
            Voucher ending {voucher.Code.slice(-4)}
          </h2>
          {given && (
            <Alert tone="success" title="Voucher given">
              Download the PDF or write the code down now: codes are not kept, so this one cannot be shown
              again without the voucher.
            </Alert>
          )}
          <VoucherDetails voucher={voucher} />
          {voucher.Status === 'active' && (
            <VoucherRedeemForm
              key={voucher.Id}
              voucher={voucher}
              booking={booking}
              onChanged={(next) => show(next, given)}
            />
          )}
          {isManager && (
            <VoucherManagerActions key={voucher.Id} voucher={voucher} onChanged={(next) => show(next)} />
          )}
        </section>
      )}
    </div>
  );
}
