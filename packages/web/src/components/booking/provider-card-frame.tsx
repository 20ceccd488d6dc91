import { useEffect, useRef } from 'react';

/** What the provider's card page tells its framing page (postMessage, to our origin only). */
interface CardPageMessage {
  source: 'spa-card-page';
  iPageSessionId: string;
  status: 'ready' | 'approved' | 'declined' | 'error';
  reason?: string;
}

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
 * The payment provider's card page in a frame, on the provider's own origin: the card is
 * typed there, so no card number reaches us (spa payments, stay bookings). Its messages are
 * taken only from that origin, from this frame, about this page session, and are only
 * prompts: `onApproved` must ask our server, which reads the payment from the provider.
 */
export function ProviderCardFrame({
  cardPageUrl,
  iPageSessionId,
  onApproved,
  onDeclined,
  className = 'h-[52rem] w-full max-w-xl rounded-lg border border-sage-200 bg-white sm:h-[44rem]',
}: {
  cardPageUrl: string;
  iPageSessionId: string;
  onApproved: () => void;
  onDeclined: (reason: string) => void;
  className?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const card = framedCardPage(cardPageUrl);
  const handlers = useRef({ onApproved, onDeclined });
  useEffect(() => {
    handlers.current = { onApproved, onDeclined };
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== card.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if (!isCardPageMessage(event.data) || event.data.iPageSessionId !== iPageSessionId) return;
      if (event.data.status === 'declined' || event.data.status === 'error')
        handlers.current.onDeclined(event.data.reason ?? 'Your payment was not taken. Please try again.');
      else if (event.data.status === 'approved') handlers.current.onApproved();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [card.origin, iPageSessionId]);

  return <iframe ref={frame} src={card.src} title="Card payment" className={className} />;
}
