import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate, formatPrice, formatShortDateTime, type StaffVoucher } from '@spa/domain';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { downloadVoucherPdf } from './vouchers-api';

const MOVEMENT_WORDS: Record<StaffVoucher['History'][number]['Kind'], string> = {
  issue: 'Issued',
  redeem: 'Spent on a booking',
  refund: 'Given back by a refund',
  extend: 'Expiry changed',
  void: 'Voided',
};

/** A voucher's value, balance, expiry and every change; its PDF to print or send. */
export function VoucherDetails({ voucher }: { voucher: StaffVoucher }) {
  const timeZone = useResortTimeZone();
  const [pdfError, setPdfError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Code</dt>
        <dd className="font-mono">{voucher.Code}</dd>
        <dt className="font-semibold">Value</dt>
        <dd>{voucher.Value}</dd>
        <dt className="font-semibold">Left to spend</dt>
        <dd>{formatPrice(voucher.BalancePence)}</dd>
        <dt className="font-semibold">Valid until</dt>
        <dd>{formatLongDate(voucher.ExpiresOn)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{voucher.Status === 'void' ? 'Voided' : 'Active'}</dd>
        <dt className="font-semibold">Source</dt>
        <dd>
          {voucher.Source === 'sold' ? 'Sold' : 'Complimentary'}
          {voucher.Reason && `: ${voucher.Reason}`}
        </dd>
      </dl>
      {voucher.Problem && <Alert tone="warning">{voucher.Problem}</Alert>}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setPdfError(null);
            downloadVoucherPdf(voucher).catch((error: Error) => setPdfError(error.message));
          }}
        >
          Download the voucher (PDF)
        </Button>
        {pdfError && (
          <Alert tone="error" className="mt-2">
            The PDF could not be made: {pdfError}
          </Alert>
        )}
      </div>
      <table className="w-full text-left">
        <caption className="mb-1 text-left text-lg font-semibold">History</caption>
        <thead>
          <tr className="border-b border-sage-300">
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Amount</th>
            <th scope="col">Booking or note</th>
          </tr>
        </thead>
        <tbody>
          {voucher.History.map((m, i) => (
            <tr key={i} className="border-b border-sage-200 align-top">
              <td>{formatShortDateTime(m.At, timeZone)}</td>
              <td>{MOVEMENT_WORDS[m.Kind]}</td>
              <td>{m.AmountPence > 0 ? formatPrice(m.AmountPence) : ''}</td>
              <td>
                {m.BookingId && (
                  <Link to={`/bookings/${m.BookingId}`} className="font-semibold text-teal-800 underline">
                    Open the booking
                  </Link>
                )}
                {m.Note && <span className="block">{m.Note}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
