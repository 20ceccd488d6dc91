import { useState } from 'react';
import { useParams } from 'react-router';
import { formatLongDate, formatPrice, type PayLink } from '@spa/domain';
import { ProviderPayment } from '../../components/booking/provider-payment';
import { Alert, Loader } from '../../components/ui/feedback';
import { PhoneLink } from '../../components/ui/phone-link';
import { useSpaConfiguration } from '../../lib/configuration';
import { useCompleteLink, useLinkCardPage, usePayLink } from './pay-link-api';

const CLOSED: Record<Exclude<PayLink['Status'], 'open'>, string> = {
  paid: 'This booking has been paid. Thank you: a receipt is on its way to you by e-mail.',
  expired: 'This payment link has expired.',
  replaced: 'A newer payment link was sent for this booking: please use the latest e-mail.',
};

/**
 * spa_pay_link: a payment link e-mailed by the spa team (issue 22). The guest pays the
 * booking's balance on the provider's card page; the server settles with the provider.
 */
export function PayLinkScreen() {
  const { token = '' } = useParams();
  const link = usePayLink(token);
  const phone = useSpaConfiguration().data?.Resort.SpaPhoneNumber;
  const open = link.data?.Status === 'open';
  const page = useLinkCardPage(token, open);
  const complete = useCompleteLink(token);
  const [declined, setDeclined] = useState<string | null>(null);

  /** The provider's word is only a prompt: the server settles with the provider itself. */
  const onApproved = async () => {
    setDeclined(null);
    if (!complete.isPending) complete.mutate();
  };
  const callUs = phone ? (
    <>
      {' '}
      Please call the spa on <PhoneLink phone={phone} />.
    </>
  ) : null;

  return (
    <section aria-labelledby="pay-title">
      <h1 id="pay-title" className="mb-4 text-3xl">
        Pay for your spa booking
      </h1>
      {link.isPending ? (
        <Loader label="Loading your payment" />
      ) : link.isError ? (
        <Alert tone="error" title="This payment link is not valid">
          {link.error.message}
          {callUs}
        </Alert>
      ) : (
        <>
          <p className="mb-4">
            Booking {link.data.ConfirmationId} on {formatLongDate(link.data.Date)}:{' '}
            <strong>{formatPrice(link.data.AmountPence)}</strong>{' '}
            {link.data.Status === 'paid' ? 'paid' : 'to pay'}.
          </p>
          {link.data.Status !== 'open' ? (
            <Alert
              tone={link.data.Status === 'paid' ? 'success' : 'info'}
              title={link.data.Status === 'paid' ? 'Paid' : 'This link cannot be used'}
            >
              {CLOSED[link.data.Status]}
              {link.data.Status !== 'paid' && callUs}
            </Alert>
          ) : (
            <>
              {declined && (
                <Alert tone="error" title="Your payment was not taken" className="mb-4">
                  {declined}
                </Alert>
              )}
              {complete.isPending && <Loader label="Confirming your payment" />}
              {complete.isError && (
                <Alert tone="error" title="We could not confirm your payment" className="mb-4">
                  {complete.error.message}
                  {callUs}
                </Alert>
              )}
              {page.isError ? (
                <Alert tone="error" title="We could not start your payment">
                  {page.error.message}
                  {callUs}
                </Alert>
              ) : page.data ? (
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
    </section>
  );
}
