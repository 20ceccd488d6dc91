import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ProviderCardFrame } from './provider-card-frame';

afterEach(cleanup);

const PROVIDER = 'http://provider.example:4001';

function renderFrame() {
  const onApproved = vi.fn();
  const onDeclined = vi.fn();
  render(
    <ProviderCardFrame
      cardPageUrl={`${PROVIDER}/pay/ps_1?parent=https%3A%2F%2Fspa.example`}
      iPageSessionId="ps_1"
      onApproved={onApproved}
      onDeclined={onDeclined}
    />,
  );
  const frame = screen.getByTitle<HTMLIFrameElement>('Card payment');
  const tell = (data: object, from: { origin?: string; source?: MessageEventSource | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'spa-card-page', iPageSessionId: 'ps_1', ...data },
          origin: from.origin ?? PROVIDER,
          source: from.source === undefined ? frame.contentWindow : from.source,
        }),
      );
    });
  return { frame, tell, onApproved, onDeclined };
}

describe('ProviderCardFrame', () => {
  it("frames the provider's card page on its own origin, told to answer this page's origin", () => {
    const { frame } = renderFrame();
    const src = new URL(frame.src);
    expect(src.origin).toBe(PROVIDER);
    expect(src.searchParams.get('parent')).toBe(window.location.origin);
  });

  it("takes the provider's approval and decline from its frame", () => {
    const { tell, onApproved, onDeclined } = renderFrame();
    tell({ status: 'declined', reason: 'Your card was declined by your bank.' });
    expect(onDeclined).toHaveBeenCalledWith('Your card was declined by your bank.');
    tell({ status: 'approved' });
    expect(onApproved).toHaveBeenCalledTimes(1);
  });

  it('ignores a message from another origin, another window or about another page session', () => {
    const { tell, onApproved } = renderFrame();
    tell({ status: 'approved' }, { origin: 'https://attacker.example' });
    tell({ status: 'approved' }, { source: window });
    tell({ status: 'approved', iPageSessionId: 'ps_2' });
    tell({ status: 'ready' });
    expect(onApproved).not.toHaveBeenCalled();
  });
});
