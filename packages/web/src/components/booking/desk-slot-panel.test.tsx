import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskSlot } from '@spa/domain';
import { enterDeskMode, leaveDeskMode, useStoredSlot } from '../../lib/desk-mode';
import { DeskSlotPanel } from './desk-slot-panel';

afterEach(() => {
  cleanup();
  leaveDeskMode();
});

const at = (time: string) => ({ StartTime: `2026-12-01T${time}:00+00:00`, DisplayTime: time });
const tapped = {
  staffId: 'TH-01',
  staffName: 'Amelia Hart',
  startTime: at('14:30').StartTime,
  date: '2026-12-01',
};
const nothingFits: DeskSlot = {
  StaffId: 'TH-01',
  StaffName: 'Amelia Hart',
  Date: '2026-12-01',
  ...at('14:30'),
  Fits: [],
  FreeUntil: at('14:45'),
  Reason: 'Amelia Hart is free only from 14:30 to 14:45: no treatment they give is that short.',
  OtherTimes: [at('16:00')],
  OtherTherapists: [{ StaffId: 'TH-02', Name: 'Priya Desai' }],
};

/** The panel as a screen shows it: for the slot the tab keeps, which a way on replaces. */
function Panel({ fit }: { fit: DeskSlot }) {
  const slot = useStoredSlot();
  return slot ? <DeskSlotPanel slot={slot} fit={fit} failed={false} /> : <p>Any therapist</p>;
}

describe('the desk’s panel for a tapped slot', () => {
  it('says why nothing fits and takes a way on: another therapist then, kept for the booking', async () => {
    enterDeskMode(tapped);
    render(<Panel fit={nothingFits} />);
    expect(screen.getByRole('heading', { name: 'No treatment fits Amelia Hart at 14:30' })).toBeTruthy();
    expect(screen.getByText(nothingFits.Reason!)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Amelia Hart at 16:00' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Priya Desai at 14:30' }));
    expect(JSON.parse(sessionStorage.getItem('spa-desk-slot')!)).toMatchObject({
      staffId: 'TH-02',
      staffName: 'Priya Desai',
      startTime: tapped.startTime,
    });
  });

  it('offers any therapist instead, which forgets the slot', async () => {
    enterDeskMode(tapped);
    render(
      <Panel
        fit={{ ...nothingFits, Fits: ['SWED-60'], Reason: null, OtherTimes: [], OtherTherapists: [] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Booking Amelia Hart at 14:30' })).toBeTruthy();
    expect(screen.getByText(/that fit before 14:45 are listed/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Any therapist instead' }));
    expect(screen.getByText('Any therapist')).toBeTruthy();
  });
});
