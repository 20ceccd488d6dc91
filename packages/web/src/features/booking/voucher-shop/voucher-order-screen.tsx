import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatLongDate, formatPrice, type VoucherOrder } from '@spa/domain';
import { PaymentOutcome } from '../../../components/booking/payment-outcome';
import { ProviderPayment } from '../../../components/booking/provider-payment';
import { Alert, Loader } from '../../../components/ui/feedback';
import { QueryView } from '../../../components/ui/query-view';
import { CallTheSpa } from '../../../components/ui/phone-link';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useCompleteOrder, useOrderCardPage, voucherOrderQuery } from './voucher-shop-api';

/**
 * spa_voucher_order: pay for a gift voucher on the provider's card page (the server
 * settles with the provider and issues the voucher), or see it paid. Its address is the
 * way back to an interrupted payment.
 */
export function VoucherOrderScreen() {
  const { token = '' } = useParams();
  const order = useQuery(voucherOrderQuery(token));
  const phone = useSpaConfiguration().data?.Resort.SpaPhoneNumber;
  const callUs = <CallTheSpa phone={phone} />;
  return (
    <section aria-labelledby="order-title" className="mx-auto max-w-2xl">
      <h1 id="order-title" className="mb-4 text-3xl">
        {order.data?.Status === 'paid'
          ? 'Thank you: your gift voucher is bought'
          : 'Pay for your gift voucher'}
      </h1>
      <QueryView
        query={order}
        loading="Loading your voucher"
        failed={{
          title: 'This voucher order was not found',
          help: (
            <>
              {callUs}
              <p className="mt-2">
                <Link to="/spa/vouchers" className="text-teal-800 underline underline-offset-4">
                  Buy a gift voucher
                </Link>
              </p>
            </>
          ),
        }}
      >
        {(data) => (
          <>
            <OrderSummary order={data} />
            {data.Status === 'paid' ? (
              <Alert tone="success" title="Paid">
                Your receipt is on its way to you by e-mail. The voucher (code ending {data.CodeEnding}) is
                e-mailed to {data.SendTo} on {formatLongDate(data.DeliverOn)}, with a printable PDF.
                <p className="mt-2">
                  <Link to="/spa" className="text-teal-800 underline underline-offset-4">
                    Book the spa
                  </Link>
                </p>
              </Alert>
            ) : (
              <OrderPayment token={token} callUs={callUs} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function OrderSummary({ order }: { order: VoucherOrder }) {
  return (
    <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <dt className="font-semibold">Voucher</dt>
      <dd>{order.Value}</dd>
      <dt className="font-semibold">For</dt>
      <dd>{order.RecipientName}</dd>
      <dt className="font-semibold">Sent to</dt>
      <dd className="break-all">{order.SendTo}</dd>
      <dt className="font-semibold">On</dt>
      <dd>{formatLongDate(order.DeliverOn)}</dd>
      <dt className="font-semibold">Price</dt>
      <dd>
        <strong>{formatPrice(order.PricePence)}</strong>
      </dd>
    </dl>
  );
}

function OrderPayment({ token, callUs }: { token: string; callUs: ReactNode }) {
  const page = useOrderCardPage(token, true);
  const complete = useCompleteOrder(token);
  const [declined, setDeclined] = useState<string | null>(null);
  /** The provider's word is only a prompt: the server settles with the provider itself. */
  const onApproved = async () => {
    setDeclined(null);
    if (!complete.isPending) complete.mutate();
  };
  return (
    <>
      <PaymentOutcome declined={declined} confirming={complete} of="payment" help={callUs} />
      {page.isError ? (
        <Alert tone="error" title="We could not start your payment">
          {page.error.message}
          {callUs}
        </Alert>
      ) : page.data ? (
        <ProviderPayment
          page={page.data}
          backTo="/spa/vouchers"
          busy={complete.isPending}
          onApproved={onApproved}
          onDeclined={setDeclined}
        />
      ) : (
        <Loader label="Preparing the payment page" />
      )}
    </>
  );
}
