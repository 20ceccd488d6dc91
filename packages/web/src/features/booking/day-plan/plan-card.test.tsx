import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanWire } from '@spa/domain';
import { PlanCard } from './plan-card';

const day = (treatment: string): PlanWire['Timeline'][number]['Items'] => [
  { Kind: 'arrival', Name: 'Arrival', StartTime: '09:00', EndTime: '09:30' },
  { Kind: 'treatment', Name: treatment, StartTime: '09:45', EndTime: '10:45' },
  { Kind: 'dining', Name: 'The Orangery', StartTime: '12:30', EndTime: '14:30' },
];

const plan: PlanWire = {
  Changes: [],
  Treatments: [{ GuestIndex: 0, AppointmentTypeID: 1, StartTime: '2026-07-01T09:45:00+01:00' }],
  WaitMinutes: 210,
  Timeline: [
    { GuestIndex: 0, Items: day('Swedish Massage') },
    { GuestIndex: 1, Items: day('Swedish Massage') },
    { GuestIndex: 2, Items: day('Hydrating Facial') },
  ],
};

describe('PlanCard', () => {
  it('shows guests whose day is the same once, each item with its times, and the waiting each', () => {
    render(
      <PlanCard plan={plan} number={1} names={['Ada', 'Brian', 'Cleo']} busy={false} onChoose={() => {}} />,
    );
    const shared = screen.getByRole('region', { name: 'Day of Ada and Brian' });
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09:00–09:30Arrival', '09:45–10:45Swedish Massage', '12:30–14:30The Orangery']);
    expect(screen.getByRole('region', { name: 'Day of Cleo' })).toHaveTextContent('Hydrating Facial');
    expect(
      screen.getByText(/Arrive at 09:00\. About 70 minutes' waiting between items each\./),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Plan 1 (least waiting)' })).toBeVisible();
  });

  it('chooses the plan with its button, named for the plan', async () => {
    const onChoose = vi.fn();
    render(
      <PlanCard plan={plan} number={2} names={['Ada', 'Brian', 'Cleo']} busy={false} onChoose={onChoose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose plan 2' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { level: 2, name: 'Plan 2' })).toBeVisible();
  });
});
