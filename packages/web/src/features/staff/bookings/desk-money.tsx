import { useState } from 'react';
import { z } from 'zod';
import {
  formatPrice,
  formatShortDateTime,
  POLICY_FEE_NAMES,
  StaffGoodwillRefundRequestSchema,
  type PolicyFeeKind,
  type StaffBookingDetail,
  type StaffFee,
} from '@spa/domain';
import { FormTextAreaField, FormTextField } from '../../../components/forms/form-fields';
import { Alert } from '../../../components/ui/feedback';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { useStaff } from '../../../lib/staff-auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { AskFirst, AskFirstForm } from './ask-first';
import { deskAmountField } from './desk-amount';
import { useApproveFee, useGoodwillRefund, useProposeFee } from './staff-bookings-api';
import { StaffPanel } from '../../../components/staff/staff-panel';
import type { BookingPartProps } from './booking-part';

type Done = BookingPartProps['onDone'];

const STATUS_WORDS: Record<StaffFee['Status'], string> = {
  proposed: 'waiting for a spa manager’s approval',
  charging: 'being charged',
  charged: 'charged to the kept card',
  declined: 'declined by the card’s bank',
  withdrawn: 'withdrawn',
};

/** One fee: what, how much, where it stands, who; a spa manager approves a proposed one. */
function FeeRow({ booking, fee, onDone }: BookingPartProps & { fee: StaffFee }) {
  const timeZone = useResortTimeZone();
  const isManager = useStaff()?.Role === 'spa_manager';
  const approve = useApproveFee(booking.Id);
  const name = POLICY_FEE_NAMES[fee.Kind];
  return (
    <li className="flex flex-col gap-1 border-b border-sage-200 pb-2">
      <span>
        <strong>
          {name} {formatPrice(fee.AmountPence)}
        </strong>
        : {STATUS_WORDS[fee.Status]}
        {fee.Reference && ` (${fee.Reference})`}
      </span>
      <span className="text-sm">
        Proposed by {fee.ProposedBy}, {formatShortDateTime(fee.At, timeZone)}
        {fee.ApprovedBy && `; approved by ${fee.ApprovedBy}`}
      </span>
      {fee.Status === 'declined' && (
        <Alert tone="error" title="The card was declined">
          {fee.DeclineReason} Nothing was charged. Ask the guest to pay at the desk or by a payment link, or
          propose the fee again to try the card once more.
        </Alert>
      )}
      {/* 'charging' left by an interrupted approval: asked again, the provider answers the same charge. */}
      {(fee.Status === 'proposed' || fee.Status === 'charging') && isManager && (
        <AskFirst
          button={`Approve and charge ${formatPrice(fee.AmountPence)}`}
          variant="primary"
          buttonClassName="self-start"
          title={`Charge the ${name.toLowerCase()}?`}
          confirmLabel={`Charge ${formatPrice(fee.AmountPence)}`}
          keepLabel="Not now"
          call={approve}
          onConfirm={(close) =>
            approve.mutate(fee.Id, {
              onSuccess: (detail) => {
                close();
                const after = detail.Desk.Fees.find((f) => f.Id === fee.Id);
                onDone(
                  after?.Status === 'charged'
                    ? `${name} of ${formatPrice(fee.AmountPence)} charged to the kept card; the guest is e-mailed.`
                    : `${name}: the card was declined. Nothing was charged.`,
                );
              },
            })
          }
        >
          <p>
            {formatPrice(fee.AmountPence)} will be charged now to the card kept for the policy (
            {booking.Desk.KeptCard?.CardMasked ?? 'kept card'}), without the guest present, as they agreed
            when booking. The guest is e-mailed a receipt.
          </p>
        </AskFirst>
      )}
    </li>
  );
}

/** A fee the policy makes due: reception proposes it, a spa manager charges it at once. */
function DueFee({
  booking,
  kind,
  amountPence,
  why,
  onDone,
}: {
  booking: StaffBookingDetail;
  kind: PolicyFeeKind;
  amountPence: number;
  why: string;
  onDone: Done;
}) {
  const isManager = useStaff()?.Role === 'spa_manager';
  const propose = useProposeFee(booking.Id);
  const name = POLICY_FEE_NAMES[kind];
  const label = isManager ? `Charge the ${name.toLowerCase()}` : `Propose the ${name.toLowerCase()}`;
  return (
    <AskFirst
      button={`${label} (${formatPrice(amountPence)})`}
      title={`${label}?`}
      confirmLabel={isManager ? `Charge ${formatPrice(amountPence)}` : 'Propose it'}
      keepLabel="Not now"
      call={propose}
      onConfirm={(close) =>
        propose.mutate(kind, {
          onSuccess: (detail) => {
            close();
            const status = detail.Desk.Fees.filter((f) => f.Kind === kind).at(-1)?.Status;
            onDone(
              status === 'charged'
                ? `${name} of ${formatPrice(amountPence)} charged to the kept card; the guest is e-mailed.`
                : status === 'declined'
                  ? `${name}: the card was declined. Nothing was charged.`
                  : `${name} of ${formatPrice(amountPence)} proposed: a spa manager approves it before the card is charged.`,
            );
          },
        })
      }
    >
      <p>
        {why} {formatPrice(amountPence)} is left unpaid, to the card kept for the policy (
        {booking.Desk.KeptCard?.CardMasked ?? 'kept card'}).
      </p>
      <p>
        {isManager
          ? 'It is charged now and the guest is e-mailed a receipt.'
          : 'Nothing is charged until a spa manager approves it.'}
      </p>
    </AskFirst>
  );
}

/** A spa manager's goodwill refund: an amount up to what the card paid, and the reason (audited, e-mailed). */
function GoodwillRefund({ booking, onDone }: BookingPartProps) {
  const most = booking.Desk.GoodwillRefundablePence;
  const form = useZodForm(
    z.object({
      GoodwillAmount: deskAmountField(most),
      GoodwillReason: StaffGoodwillRefundRequestSchema.shape.Reason,
    }),
    { GoodwillAmount: '', GoodwillReason: '' },
  );
  // One id per attempt: a double click refunds once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const refund = useGoodwillRefund(booking.Id);
  return (
    <AskFirstForm
      button="Goodwill refund"
      title="Goodwill refund"
      confirmLabel="Refund to the card"
      keepLabel="Not now"
      call={refund}
      form={form}
      onValid={({ GoodwillAmount: AmountPence, GoodwillReason: Reason }, close) =>
        refund.mutate(
          { AmountPence, Reason, RequestId: requestId },
          {
            onSuccess: () => {
              close();
              form.reset();
              setRequestId(crypto.randomUUID());
              onDone(
                `Goodwill refund of ${formatPrice(AmountPence)} on its way to the card; the guest is e-mailed.`,
              );
            },
          },
        )
      }
    >
      <p>Up to {formatPrice(most)} can go back to the card that paid. The guest is e-mailed.</p>
      <FormTextField name="GoodwillAmount" label="Amount (£)" inputMode="decimal" />
      <FormTextAreaField
        name="GoodwillReason"
        label="Reason"
        hint="Told to the guest and kept in the audit log."
        maxLength={500}
      />
    </AskFirstForm>
  );
}

/**
 * Money at the desk after the booking (decision 0330): the card kept for the policy (or why no
 * fee can be taken), its fees, and a spa manager's goodwill refund.
 */
export function DeskMoney({ booking, onDone }: BookingPartProps) {
  const isManager = useStaff()?.Role === 'spa_manager';
  const { Desk: desk } = booking;
  return (
    <StaffPanel title="Fees and refunds" className="mb-6">
      <p className="mb-3">
        {desk.KeptCard
          ? `Card ${desk.KeptCard.CardMasked ?? ''} is kept for the cancellation policy: a no-show or cancellation fee takes what the policy leaves unpaid.`
          : 'No card is kept for this booking: no fee can be taken from a card. Take a fee at the desk or by a payment link.'}
      </p>
      {desk.FeesDue.map((due) => (
        <p key={due.Kind} className="mb-3">
          <strong>
            {POLICY_FEE_NAMES[due.Kind]}: {due.AmountPence > 0 ? formatPrice(due.AmountPence) : 'none due'}.
          </strong>{' '}
          {due.Why}
        </p>
      ))}
      {desk.Fees.length > 0 && (
        <ul className="mb-3 flex flex-col gap-2">
          {desk.Fees.map((fee) => (
            <FeeRow key={fee.Id} booking={booking} fee={fee} onDone={onDone} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {desk.KeptCard &&
          desk.FeesDue.filter((due) => due.AmountPence > 0).map((due) => (
            <DueFee
              key={due.Kind}
              booking={booking}
              kind={due.Kind}
              amountPence={due.AmountPence}
              why={due.Why}
              onDone={onDone}
            />
          ))}
        {isManager && desk.GoodwillRefundablePence > 0 && (
          // Keyed by what the card can take back: a refund done, the form checks against what is left.
          <GoodwillRefund key={desk.GoodwillRefundablePence} booking={booking} onDone={onDone} />
        )}
      </div>
    </StaffPanel>
  );
}
