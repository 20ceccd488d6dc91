import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ExtrasResponse } from '@spa/domain';
import type { Extra } from '../../../lib/add-ons/chosen-add-ons';
import type { AddOnsBooking } from './add-ons-booking';
import { GardenModal } from './garden-modal';

/** The server's garden times: none for the party of 3; for 2 of them, as `forTwo` says. */
let forTwo: ExtrasResponse['Groups'][number]['Items'] = [];
vi.mock('./add-ons-api', () => ({
  useExtras: (input: { guestIndexes: number[]; groupExtras: string[] }) => ({
    isPending: false,
    data: {
      AddonAppointments: [],
      Groups: [{ Key: input.groupExtras[0], Items: input.guestIndexes.length === 2 ? forTwo : [] }],
    },
  }),
}));

afterEach(cleanup);

// <dialog> in jsdom: showModal opens it.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};

const extra = {
  Key: 'SPAGARDEN',
  SystemType: 'GROUP',
  ModalType: 'SPAGARDEN',
  Codes: [{ Code: 'GARDEN-3H', PremierId: 'SG-3H', DisplayPrice: 3500 }],
  content: {
    DisplayName: 'Spa Garden Access',
    DisplayPrice: 3500,
    PricePerText: 'per guest',
    Description: '',
    Images: [],
    TreatmentGroups: [],
  },
} as unknown as Extra;

const booking: AddOnsBooking = {
  sessionId: 's1',
  frame: { Date: '2030-06-01', PartySize: 3, PremierId: 'ELM-LUNCH' },
  guestNames: ['Ada', 'Brian', 'Cleo'],
  extras: [extra],
  itinerary: null,
  timeZone: 'Europe/London',
  phone: '01632 960 000',
  treatmentTimesTo: '/spa/day/s1/treatment-times',
  backTo: '/',
  nextTo: '/',
  nextLabel: 'Details',
  onHeld: () => Promise.resolve(),
  onContinue: () => Promise.resolve(),
};

const renderModal = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <GardenModal booking={booking} extra={extra} open onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const item = {
  StartDateTime: '2030-06-01T14:00:00+01:00',
  EndDateTime: '2030-06-01T17:00:00+01:00',
  ActualPrice: 3500,
};

describe('GardenModal with no time for the party', () => {
  it('says the sessions are too full for everyone together when a smaller group would fit', () => {
    forTwo = [item];
    renderModal();
    expect(screen.getByText(/have fewer than 3 places left, and all guests attend together/)).toBeVisible();
  });

  it('says no session fits the day when none would for fewer either', () => {
    forTwo = [];
    renderModal();
    expect(screen.getByText(/^No Spa Garden session fits your day/)).toBeVisible();
  });

  it('offers the nearest choices: the treatment times, and the spa team by a tappable number', () => {
    forTwo = [];
    renderModal();
    expect(screen.getByRole('link', { name: 'change your treatment times' })).toHaveAttribute(
      'href',
      '/spa/day/s1/treatment-times',
    );
    expect(screen.getByRole('link', { name: '01632 960 000' })).toHaveAttribute('href', 'tel:01632960000');
  });
});
