import { describe, expect, it } from 'vitest';
import { freeCells, slotBookingPath } from './free-slots';

const at = (time: string) => `2026-12-01T${time}:00+00:00`;
const diary = { OpensAt: at('09:00'), ClosesAt: at('13:00') };
const span = (from: string, to: string) => ({ Start: at(from), End: at(to) });
const starts = (cells: { start: string }[]) => cells.map((c) => c.start.slice(11, 16));

describe('the diary’s empty cells', () => {
  it('offers each half-hour of the shift that no booking, hold or absence covers', () => {
    const cells = freeCells(
      diary,
      {
        working: [span('09:30', '12:00')],
        entries: [span('10:00', '11:15')],
        absences: [span('11:30', '12:00')],
      },
      null,
    );
    // 11:00 is inside the booking; 11:30 is the absence; 12:00 on is off shift; 09:00 before it.
    expect(starts(cells)).toEqual(['09:30']);
  });

  it('offers a half-hour a booking starts inside of (15 minutes free: the server says what still fits), not those it covers', () => {
    const cells = freeCells(
      diary,
      { working: [span('09:00', '13:00')], entries: [span('09:45', '10:30')], absences: [] },
      null,
    );
    expect(starts(cells)).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30', '12:00', '12:30']);
  });

  it('offers no cell on a break between two shifts, and none that has begun', () => {
    const cells = freeCells(
      diary,
      { working: [span('09:00', '10:00'), span('11:00', '13:00')], entries: [], absences: [] },
      at('11:40'),
    );
    expect(starts(cells)).toEqual(['12:00', '12:30']);
    expect(cells.at(-1)).toEqual({ start: at('12:30'), end: at('13:00') });
  });

  it('opens the treatment search at the desk on the cell’s date for one guest', () => {
    expect(slotBookingPath('2026-12-01')).toBe('/booking/#/spa/treatment/search?d=2026-12-01&guests=1');
  });
});
