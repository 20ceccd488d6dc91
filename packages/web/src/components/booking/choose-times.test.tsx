import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChooseTimes, openingPeriod, periodOf, type PeriodSlots } from './choose-times';

afterEach(cleanup);

const slot = (key: string, disabled = false) => ({ key, label: key, disabled });
/** Lunch at 12:00 strikes every morning time: the afternoon's are free. */
const struckMorning: PeriodSlots = {
  AM: [slot('10:00', true), slot('11:00', true)],
  PM: [slot('14:00'), slot('15:00')],
};

describe('openingPeriod', () => {
  it('opens on the period that has free times when the preferred has none', () => {
    expect(openingPeriod(struckMorning, null, 'AM')).toBe('PM');
  });
  it('keeps the preferred period when it has a free time', () => {
    expect(openingPeriod({ AM: [slot('10:00')], PM: [slot('14:00')] }, null, 'PM')).toBe('PM');
  });
  it('opens on the period holding the chosen time (a reload keeps the held time in view)', () => {
    expect(openingPeriod({ AM: [slot('10:00')], PM: [slot('14:00')] }, '14:00', 'AM')).toBe('PM');
  });
});

describe('periodOf', () => {
  it('reads the hour at the resort, not in the instant as written', () => {
    expect(periodOf('2030-06-01T11:30:00Z', 'Europe/London')).toBe('PM'); // 12:30 BST
    expect(periodOf('2030-01-01T11:30:00Z', 'Europe/London')).toBe('AM');
  });
});

describe('ChooseTimes', () => {
  const props = {
    label: 'First treatment time for Ann',
    periodLegend: 'Morning or afternoon for Ann',
    name: 'p',
  };

  it('opens on PM when every AM time is struck through', () => {
    render(<ChooseTimes {...props} slots={struckMorning} selected={null} onSelect={vi.fn()} empty="none" />);
    expect(screen.getByRole('radio', { name: 'PM' })).toBeChecked();
    expect(screen.getByRole('button', { name: '14:00' })).toBeEnabled();
  });

  it('points to the other period when the one chosen has no free time', async () => {
    render(<ChooseTimes {...props} slots={struckMorning} selected={null} onSelect={vi.fn()} empty="none" />);
    await userEvent.click(screen.getByRole('radio', { name: 'AM' }));
    expect(screen.getByText('No morning times are free.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'See the afternoon times' }));
    expect(screen.getByRole('radio', { name: 'PM' })).toBeChecked();
  });

  it('shows `empty` when neither period has a free time', () => {
    render(
      <ChooseTimes
        {...props}
        slots={{ AM: [slot('10:00', true)], PM: [] }}
        selected={null}
        onSelect={vi.fn()}
        empty="Sorry, we have no availability."
      />,
    );
    expect(screen.getByText('Sorry, we have no availability.')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
