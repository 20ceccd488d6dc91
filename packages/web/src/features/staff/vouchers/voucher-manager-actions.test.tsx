import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffVoucher } from '@spa/domain';
import { renderWithAnswer } from '../../../test/render-with-answer';
import { VoucherManagerActions } from './voucher-manager-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const voucher = (over: Partial<StaffVoucher> = {}): StaffVoucher => ({
  Code: 'DXKY-W72F-4J4G-8N8A',
  Kind: 'money',
  Value: '£60',
  BalancePence: 6_000,
  ExpiresOn: '2028-11-26',
  Problem: null,
  Id: 'v1',
  ValuePence: 6_000,
  Status: 'active',
  Source: 'sold',
  Reason: null,
  PackageId: null,
  Guests: null,
  RefundablePence: 6_000,
  History: [],
  ...over,
});

function renderActions(shown: StaffVoucher) {
  const onChanged = vi.fn();
  const fetch = renderWithAnswer(
    <VoucherManagerActions voucher={shown} onChanged={onChanged} />,
    voucher({ Status: 'void', RefundablePence: null }),
  );
  return { fetch, onChanged };
}

const call = (fetch: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as unknown };
};

describe('VoucherManagerActions', () => {
  it("refunds an unspent voucher bought online to the buyer's card, with the reason", async () => {
    const { fetch, onChanged } = renderActions(voucher());
    await userEvent.type(screen.getByLabelText('Why it is refunded or voided'), 'Bought twice');
    await userEvent.click(screen.getByRole('button', { name: 'Refund £60 to the card' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(call(fetch)).toEqual({
      url: expect.stringMatching(/\/api\/staff\/vouchers\/DXKY-W72F-4J4G-8N8A\/refund$/),
      body: { Reason: 'Bought twice' },
    });
  });

  it('can still void it without a refund', async () => {
    const { fetch } = renderActions(voucher());
    await userEvent.type(screen.getByLabelText('Why it is refunded or voided'), 'Reported lost');
    await userEvent.click(screen.getByRole('button', { name: 'Void without a refund' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(call(fetch).url).toMatch(/\/void$/);
  });

  it('offers no refund for a voucher that cannot be refunded (given, or spent)', () => {
    renderActions(voucher({ Source: 'complimentary', RefundablePence: null }));
    expect(screen.getByRole('heading', { name: 'Void the voucher' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
  });
});
