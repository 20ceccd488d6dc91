import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fill, jsonResponse } from '../../test/render-form';
import { JoinWaitingList } from './join-waiting-list';

const spaDays = [
  { value: 'ELM-ESCAPE', label: 'The Elmstead Escape' },
  { value: 'ELM-LUNCH', label: 'Lunch & Unwind' },
];

function renderDateJoin() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JoinWaitingList phone="01632 960123" target={{ date: '2027-03-02', partySize: 2 }} spaDays={spaDays} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('JoinWaitingList on a date with no Spa Day (decision 0370)', () => {
  it('asks which Spa Day, then joins for the date and party with the arrival window', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse({ Message: 'You are on our waiting list.' }));
    renderDateJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Join our waiting list' }));
    expect(screen.getByLabelText('Earliest arrival')).toBeInTheDocument();
    await fill(screen.getByLabelText('Your name'), 'Grace Hopper');
    await fill(screen.getByLabelText('Email address'), 'grace@example.com');
    await fill(screen.getByLabelText('Telephone'), '01632 960 003');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Spa Day')).toHaveAccessibleDescription(/Choose a Spa Day/);

    await userEvent.selectOptions(screen.getByLabelText('Spa Day'), 'ELM-LUNCH');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are on our waiting list.'));
    const call = fetch.mock.calls.find(
      ([url]) => typeof url === 'string' && url.endsWith('/api/spa/waiting-list'),
    );
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      Name: 'Grace Hopper',
      Email: 'grace@example.com',
      Phone: '01632 960 003',
      PremierId: 'ELM-LUNCH',
      WindowFrom: '09:00',
      WindowTo: '21:00',
      Date: '2027-03-02',
      PartySize: 2,
    });
  });
});
