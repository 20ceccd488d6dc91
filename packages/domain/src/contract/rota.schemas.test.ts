import { describe, expect, it } from 'vitest';
import {
  RotaDayFormSchema,
  RotaDayRequestSchema,
  rotaDayFormOf,
  rotaDayRequestOfForm,
  rotaShiftOfWire,
  rotaShiftToWire,
} from './rota.schemas';

describe('the rota on the wire', () => {
  it('reads an end at or before the start as the next day, and breaks after midnight too', () => {
    expect(
      rotaShiftOfWire({ Start: '20:00', End: '02:00', Breaks: [{ Start: '23:30', End: '00:15' }] }),
    ).toEqual({
      start: 1200,
      end: 1560,
      breaks: [{ start: 1410, end: 1455 }],
    });
    expect(rotaShiftOfWire({ Start: '18:00', End: '00:00', Breaks: [] }).end).toBe(1440);
    expect(rotaShiftOfWire({ Start: '09:00', End: '09:00', Breaks: [] }).end).toBe(1440 + 540);
    expect(rotaShiftToWire({ start: 1200, end: 1560, breaks: [] })).toEqual({
      Start: '20:00',
      End: '02:00',
      Breaks: [],
      EndsNextDay: true,
    });
    expect(rotaShiftToWire({ start: 1080, end: 1440, breaks: [] }).EndsNextDay).toBe(false);
  });

  it('refuses overlapping shifts, a break outside its shift and a second break, naming the shift', () => {
    const issues = (body: unknown) =>
      RotaDayRequestSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(
      issues({
        Shifts: [
          { Start: '20:00', End: '02:00', Breaks: [] },
          { Start: '21:00', End: '22:00', Breaks: [] },
        ],
      }),
    ).toEqual([['Shifts.1', 'Shifts on one day do not overlap']]);
    expect(
      issues({ Shifts: [{ Start: '09:00', End: '12:00', Breaks: [{ Start: '12:00', End: '12:30' }] }] }),
    ).toEqual([['Shifts.0', 'A break lies inside its shift and ends after it starts']]);
    expect(
      issues({
        Shifts: [
          {
            Start: '09:00',
            End: '17:00',
            Breaks: [
              { Start: '11:00', End: '11:15' },
              { Start: '14:00', End: '14:15' },
            ],
          },
        ],
      })?.[0]?.[0],
    ).toBe('Shifts.0.Breaks');
    expect(RotaDayRequestSchema.safeParse({ Shifts: [] }).success).toBe(true);
  });

  it('asks for both break times in the form, and round-trips a date through it', () => {
    const form = { Shifts: [{ Start: '09:00', End: '17:00', BreakStart: '12:00', BreakEnd: '' }] };
    expect(RotaDayFormSchema.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      [['Shifts.0.BreakEnd', 'Enter both break times, or neither']],
    );
    const shifts = [{ Start: '20:00', End: '02:00', Breaks: [{ Start: '23:00', End: '23:30' }] }];
    expect(rotaDayRequestOfForm(rotaDayFormOf(shifts))).toEqual({ Shifts: shifts });
  });
});
