import { describe, expect, it } from 'vitest';
import { balanceWords, entryConflict, entryStatus, notWorking } from './diary-status';

const at = (time: string) => `2026-12-01T${time}:00+00:00`;
const span = (from: string, to: string) => ({ Start: at(from), End: at(to) });
const day = { OpensAt: at('09:00'), ClosesAt: at('19:00') };

describe('the diary at a glance', () => {
  it('tells a hold, a booking not yet arrived, a check-in and a no-show apart', () => {
    expect(entryStatus({ Status: 'held', Arrival: null })).toBe('held');
    expect(entryStatus({ Status: 'confirmed', Arrival: null })).toBe('booked');
    expect(entryStatus({ Status: 'confirmed', Arrival: 'checked_in' })).toBe('checked_in');
    expect(entryStatus({ Status: 'confirmed', Arrival: 'no_show' })).toBe('no_show');
  });

  it('flags a treatment inside an absence, or outside the shifts, and not one within them', () => {
    const working = [span('09:00', '13:00'), span('13:30', '18:00')];
    const entry = { ...span('10:00', '11:00'), StaffId: 'T1' };
    expect(entryConflict(entry, [], working)).toBeNull();
    expect(entryConflict(entry, [span('10:30', '12:00')], working)).toBe('away');
    expect(entryConflict({ ...span('12:30', '13:30'), StaffId: 'T1' }, [], working)).toBe('off shift');
    expect(entryConflict({ ...span('18:00', '19:00'), StaffId: 'T1' }, [], working)).toBe('off shift');
    expect(entryConflict({ ...span('18:00', '19:00'), StaffId: null }, [], working)).toBeNull();
  });

  it('shades before, between and after the shifts: off shift and breaks', () => {
    expect(notWorking(day, [span('13:30', '18:00'), span('10:00', '13:00')])).toEqual([
      { ...span('09:00', '10:00'), kind: 'off shift' },
      { ...span('13:00', '13:30'), kind: 'break' },
      { ...span('18:00', '19:00'), kind: 'off shift' },
    ]);
    expect(notWorking(day, [span('09:00', '19:00')])).toEqual([]);
    expect(notWorking(day, [])).toEqual([{ ...span('09:00', '19:00'), kind: 'off shift' }]);
  });
});

describe('balanceWords', () => {
  it('says what is still to pay, and nothing when paid or in credit', () => {
    expect(balanceWords(4500)).toBe('£45 due');
    expect(balanceWords(4550)).toBe('£45.50 due');
    expect(balanceWords(0)).toBeNull();
    expect(balanceWords(-100)).toBeNull();
  });
});
