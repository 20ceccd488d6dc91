import { describe, expect, it } from 'vitest';
import type { DiaryEntry, StaffDiary } from '@spa/domain';
import { runSheets } from './run-sheet-values';

const at = (time: string) => `2026-12-01T${time}:00+00:00`;
const entry = (over: Partial<DiaryEntry>): DiaryEntry => ({
  ClaimId: 1,
  Status: 'confirmed',
  StaffId: 'T1',
  RoomId: 'R1',
  Start: at('10:00'),
  End: at('11:00'),
  Label: 'Swedish Massage',
  GuestName: 'Ada Quill',
  BookingId: 'b1',
  ConfirmationId: 'SPA-1',
  Arrival: null,
  GuestNote: '',
  HealthFlags: [],
  BalancePence: 0,
  ...over,
});
const diary: StaffDiary = {
  Date: '2026-12-01',
  OpensAt: at('09:00'),
  ClosesAt: at('18:00'),
  Therapists: [
    { Id: 'T1', Name: 'Hugo' },
    { Id: 'T2', Name: 'Mina' },
  ],
  Rooms: [{ Id: 'R1', Name: 'Willow' }],
  Entries: [
    entry({
      ClaimId: 2,
      Start: at('14:00'),
      End: at('15:00'),
      GuestNote: 'Nut allergy',
      HealthFlags: ['Pregnant (20 weeks)'],
      Arrival: 'checked_in',
    }),
    entry({ ClaimId: 1 }),
    entry({ ClaimId: 3, StaffId: 'T2', RoomId: null, Status: 'held', GuestName: null }),
  ],
  Absences: [{ Id: 1, StaffId: 'T1', Start: at('13:30'), End: at('18:00'), Reason: 'sickness' }],
  Working: [
    { StaffId: 'T1', Start: at('09:00'), End: at('18:00') },
    { StaffId: 'T2', Start: at('09:00'), End: at('18:00') },
  ],
  Capacity: [],
};

describe("a therapist's run sheet", () => {
  it('lists their treatments by time with guest, treatment, room, status and flags', () => {
    const [hugo] = runSheets(diary, 'T1');
    expect(hugo!.name).toBe('Hugo');
    expect(hugo!.lines.map((l) => [l.key, l.guest, l.room, l.status, l.flags])).toEqual([
      [1, 'Ada Quill', 'Willow', 'Booked', []],
      [
        2,
        'Ada Quill',
        'Willow',
        'Checked in',
        ['⚠ During an absence: to move', '⚕ Pregnant (20 weeks)', '✎ Nut allergy'],
      ],
    ]);
  });

  it('gives every therapist a sheet when none is chosen; a hold shows as being booked', () => {
    const sheets = runSheets(diary, null);
    expect(sheets.map((s) => s.name)).toEqual(['Hugo', 'Mina']);
    expect(sheets[1]!.lines[0]).toMatchObject({ guest: 'Being booked', room: '—', status: 'Held' });
  });
});
