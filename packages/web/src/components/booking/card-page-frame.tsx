import { useEffect, useRef } from 'react';

/** What the provider's card page tells its framing page (postMessage, to our origin only). */
interface CardPageMessage {
  source: 'spa-card-page';
  iPageSessionId: string;
  status: 'ready' | 'approved' | 'declined' | 'error';
  reason?: string;
}

export type CardPageOutcome =
  { status: 'approved' } | { status: 'declined' | 'error'; reason: string | undefined };

/**
 * The provider's card page for this browser: the server's address, told to answer this
 * page's origin (the provider only does so for origins we listed with it).
 */
function framedCardPage(cardPageUrl: string): { src: string; origin: string } {
  const url = new URL(cardPageUrl);
  url.searchParams.set('parent', window.location.origin);
  return { src: url.toString(), origin: url.origin };
}

const isCardPageMessage = (data: unknown): data is CardPageMessage =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'spa-card-page';

/**
 * The payment provider's card page in a frame (its origin, so no card number reaches us),
 * for the booking's payment step and a payment link (issue 22). Its outcome is heard only
 * from the provider's origin, from this frame, about this page session; it is a prompt
 * only: the server then reads the payment from the provider itself.
 */
export function CardPageFrame({
  cardPageUrl,
  pageSessionId,
  onOutcome,
}: {
  cardPageUrl: string;
  pageSessionId: string;
  onOutcome: (outcome: CardPageOutcome) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const card = framedCardPage(cardPageUrl);
  const providerOrigin = card.origin;
  const heard = useRef(onOutcome);
  useEffect(() => {
    heard.current = onOutcome;
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== providerOrigin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if (!isCardPageMessage(event.data) || event.data.iPageSessionId !== pageSessionId) return;
      const { status, reason } = event.data;
      if (status === 'declined' || status === 'error') heard.current({ status, reason });
      else if (status === 'approved') heard.current({ status });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [pageSessionId, providerOrigin]);

  return (
    <iframe
      ref={frame}
      src={card.src}
      title="Card payment"
      className="h-[52rem] w-full max-w-xl rounded-lg border border-sage-200 bg-white sm:h-[44rem]"
    />
  );
}
