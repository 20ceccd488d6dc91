import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SessionHold } from '@spa/domain';
import type { SpaDayBooking } from '../../../lib/spa-day/booking-context';
import { spaDayFlow } from '../../../lib/spa-day/booking-flow';
import { newSearch } from '../../../lib/spa-day/search-state';
import { HoldCountdown } from './hold-countdown';

function bookingHeldFor(seconds: number, holds: SessionHold[] | null = null): SpaDayBooking {
  const expiresAt = new Date(Date.now() + seconds * 1000).toISOString();
  const search = newSearch({ guestCount: 1, date: '2030-01-02', spaDay: 'P' });
  search.heldKinds = ['arrival'];
  return {
    sessionId: 's1',
    session: {
      Id: 's1',
      Status: 'active',
      accountCreateStatus: null,
      Search: search,
      Holds: holds ?? [
        {
          Kind: 'arrival',
          GuestIndexes: [0],
          Code: 'ELM-RETREAT/1',
          StartDateTime: '2030-01-02T10:00:00+00:00',
          EndDateTime: '2030-01-02T10:30:00+00:00',
          ExpiresAt: expiresAt,
        },
      ],
      Itinerary: null,
      HoldExpiresAt: holds ? null : expiresAt,
    },
    search,
    spaDay: {} as SpaDayBooking['spaDay'],
    flow: spaDayFlow('s1', { HasDining: false, HasSpaGarden: false, HasTreatments: true, HasExtras: false }),
    menu: { name: 'Retreat', intro: '', groups: [], allowed: 1, extras: [] },
    timeZone: 'Europe/London',
    phone: '01632 960 123',
    save: async () => undefined,
  };
}

function renderCountdown(booking: SpaDayBooking) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HoldCountdown booking={booking} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HoldCountdown (WCAG 2.2.1)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows how long the times are held', () => {
    renderCountdown(bookingHeldFor(600));
    expect(screen.getByText(/Your chosen times are held for/)).toHaveTextContent(/10:00|9:59/);
  });

  it('warns at least 20 seconds before the hold runs out, with a way to keep it', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ HoldExpiresAt: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderCountdown(bookingHeldFor(50));
    expect(screen.getByRole('alert')).toHaveTextContent(/about to be released/);
    // It stays in view at the top of a long form (the details) while the guest scrolls.
    expect(screen.getByRole('alert')).toHaveClass('sticky', 'top-0');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my times' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/session/s1/keep-alive',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('names the choice to make again once its hold is gone', () => {
    renderCountdown(bookingHeldFor(0, []));
    expect(screen.getByRole('alert')).toHaveTextContent(/held times have been released/);
    expect(screen.getByRole('link', { name: 'Choose your arrival time again' })).toHaveAttribute(
      'href',
      '/spa/day/s1/arrival',
    );
  });
});
