import { useState } from 'react';
import { useParams } from 'react-router';
import { formatLongDate, formatPrice, keptCardConsent, type PayLink } from '@spa/domain';
import { PaymentOutcome } from '../../../components/booking/payment-outcome';
import { ProviderPayment } from '../../../components/booking/provider-payment';
import { Alert, Loader } from '../../../components/ui/feedback';
import { QueryView } from '../../../components/ui/query-view';
import { Checkbox } from '../../../components/ui/choice';
import { CallTheSpa } from '../../../components/ui/phone-link';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useCompleteLink, useLinkCardPage, usePayLink } from './pay-link-api';

const CLOSED: Record<Exclude<PayLink['Status'], 'open'>, string> = {
  paid: 'This booking has been paid. Thank you: a receipt is on its way to you by e-mail.',
  expired: 'This payment link has expired.',
  replaced: 'A newer payment link was sent for this booking: please use the latest e-mail.',
};

/**
 * spa_pay_link: a payment link e-mailed by the spa team (issue 22). The guest pays the
 * booking's balance on the provider's card page; the server settles with the provider. A
 * card guarantee's link (decision 0391) keeps the card for the policy, once the guest has
 * agreed to it, and charges nothing.
 */
export function PayLinkScreen() {
  const { token = '' } = useParams();
  const link = usePayLink(token);
  const phone = useSpaConfiguration().data?.Resort.SpaPhoneNumber;
  const open = link.data?.Status === 'open';
  const page = useLinkCardPage(token, open);
  const complete = useCompleteLink(token);
  const [declined, setDeclined] = useState<string | null>(null);
  const [consented, setConsented] = useState(false);
  const guarantee = link.data?.Purpose === 'guarantee';
  const resortName = useSpaConfiguration().data?.Resort.Name;

  /** The provider's word is only a prompt: the server settles with the provider itself. */
  const onApproved = async () => {
    setDeclined(null);
    if (!complete.isPending) complete.mutate();
  };
  const callUs = <CallTheSpa phone={phone} />;

  return (
    <section aria-labelledby="pay-title">
      <h1 id="pay-title" className="mb-4 text-3xl">
        {guarantee ? 'Keep a card for your spa booking' : 'Pay for your spa booking'}
      </h1>
      <QueryView
        query={link}
        loading="Loading your payment"
        failed={{ title: 'This payment link is not valid', help: callUs }}
      >
        {(data) => (
          <>
            {guarantee ? (
              <p className="mb-4">
                Booking {data.ConfirmationId} on {formatLongDate(data.Date)}:{' '}
                <strong>nothing is charged now</strong>. You pay when you arrive.
              </p>
            ) : (
              <p className="mb-4">
                Booking {data.ConfirmationId} on {formatLongDate(data.Date)}:{' '}
                <strong>{formatPrice(data.AmountPence)}</strong> {data.Status === 'paid' ? 'paid' : 'to pay'}.
              </p>
            )}
            {data.Status !== 'open' ? (
              <Alert
                tone={data.Status === 'paid' ? 'success' : 'info'}
                title={
                  data.Status !== 'paid'
                    ? 'This link cannot be used'
                    : guarantee
                      ? 'Your card is kept'
                      : 'Paid'
                }
              >
                {guarantee && data.Status === 'paid'
                  ? 'Your card is kept for the cancellation policy. Nothing was charged: a confirmation is on its way to you by e-mail.'
                  : CLOSED[data.Status]}
                {data.Status !== 'paid' && callUs}
              </Alert>
            ) : (
              <>
                <PaymentOutcome declined={declined} confirming={complete} of="payment" help={callUs} />
                {guarantee && (
                  <div className="mb-4 max-w-xl rounded-lg border border-sage-200 bg-white p-3">
                    <Checkbox
                      name="guaranteeConsent"
                      checked={consented}
                      onChange={(event) => setConsented(event.target.checked)}
                      label={<strong>Keep my card for the cancellation policy</strong>}
                      aria-describedby="guarantee-words"
                    />
                    <p id="guarantee-words" className="mt-1 text-sm">
                      {keptCardConsent(resortName)} Tick this to enter your card.
                    </p>
                  </div>
                )}
                {page.isError ? (
                  <Alert tone="error" title="We could not start your payment">
                    {page.error.message}
                    {callUs}
                  </Alert>
                ) : guarantee && !consented ? null : page.data ? (
                  <ProviderPayment
                    page={page.data}
                    busy={complete.isPending}
                    onApproved={onApproved}
                    onDeclined={setDeclined}
                  />
                ) : (
                  <Loader label="Preparing the payment page" />
                )}
              </>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
