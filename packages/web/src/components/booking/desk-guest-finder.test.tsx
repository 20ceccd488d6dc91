import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { enterDeskMode, leaveDeskMode } from '../../lib/desk-mode';
import { STAFF_SIGN_IN_KEY } from '../../lib/staff-sign-in-store';
import { DeskGuestFinder } from './desk-guest-finder';

afterEach(() => {
  cleanup();
  leaveDeskMode();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function Form({ onValues }: { onValues: (values: unknown) => void }) {
  const form = useForm({ defaultValues: { leadGuest: { emailAddress: '', telephone: '' } } });
  return (
    <FormProvider {...form}>
      <DeskGuestFinder prefix="leadGuest." />
      <button type="button" onClick={() => onValues(form.getValues())}>
        Read
      </button>
    </FormProvider>
  );
}

const signedIn = () =>
  sessionStorage.setItem(
    STAFF_SIGN_IN_KEY,
    JSON.stringify({
      token: 'staff-token',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      staff: { Id: 's', Email: 'r@example.com', Name: 'Rosa', Role: 'reception' },
    }),
  );

const summary = (over: object) => ({
  Id: crypto.randomUUID(),
  ConfirmationId: 'SPA-00000000',
  Date: '2026-12-01',
  LeadName: 'Iris Moss',
  Email: 'iris@example.com',
  Telephone: '07700 900 321',
  GuestCount: 1,
  FirstStart: null,
  Arrival: null,
  Cancelled: false,
  GuestNote: '',
  Health: { Status: 'none', Flags: [] },
  BalancePence: 0,
  StaffNotes: [],
  ...over,
});

describe('DeskGuestFinder', () => {
  it('is not shown in a guest’s own browser', () => {
    signedIn();
    render(<Form onValues={vi.fn()} />);
    expect(screen.queryByLabelText(/Find a guest who booked before/)).toBeNull();
  });

  it('finds a returning guest with the staff sign-in and fills their e-mail and phone, once per address', async () => {
    signedIn();
    enterDeskMode();
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ Bookings: [summary({}), summary({ ConfirmationId: 'SPA-11111111' })] }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const onValues = vi.fn();
    render(<Form onValues={onValues} />);
    await userEvent.type(screen.getByLabelText(/Find a guest who booked before/), '07700900321');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const use = await screen.findAllByRole('button', { name: "Use Iris Moss's details" });
    expect(use).toHaveLength(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff/bookings?q=07700900321');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
    await userEvent.click(use[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(onValues).toHaveBeenCalledWith({
      leadGuest: { emailAddress: 'iris@example.com', telephone: '07700 900 321' },
    });
    expect(screen.getByRole('status')).toHaveTextContent("Iris Moss's e-mail and phone are filled in below.");
  });
});
