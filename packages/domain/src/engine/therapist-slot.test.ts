import { describe, expect, it } from 'vitest';
import { findTreatmentSlots } from '../contract/availability-answers';
import { assignTreatments } from './assign-treatments';
import { buildResortDay, localTimeToMinute } from './resort-day';
import { NOTHING_TAKEN, takenOf, type Taken } from './taken';
import { findTherapistSlot } from './therapist-slot';
import { buildTestCatalogue } from './testing/build-test-catalogue';
import { slotAt } from './testing/slot-helpers';

const catalogue = buildTestCatalogue(); // ANNA: massage and facial; BEN: massage; shifts 09:00–18:00
const DATE = '2026-07-01';
const day = buildResortDay(DATE, 'Europe/London');
const at = (time: string) => localTimeToMinute(day, time);
const MENU = ['M50', 'M80', 'F50'];
/** ANNA has a booking from 14:45 to 16:00. */
const annaBusy = takenOf({
  appointments: [
    {
      StaffId: 'ANNA',
      RoomId: 'ROOM1',
      start: '2026-07-01T14:45:00+01:00',
      end: '2026-07-01T16:00:00+01:00',
    },
  ],
});

describe('a therapist asked for in the treatment search (issue 22)', () => {
  it('gives every slot of the guest to that therapist', () => {
    const answer = findTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50'], StaffId: 'BEN' }],
      startTogether: false,
    });
    expect(slotAt(answer, 0, '10:00')?.TreatmentTimes[0]?.StaffId).toBe('BEN');
  });

  it('offers no time for a treatment the therapist is not trained for', () => {
    const answer = findTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['F50'], StaffId: 'BEN' }],
      startTogether: false,
    });
    expect(answer.GuestAvailability[0]?.Periods.PM.some((s) => s.IsAvailable)).toBe(false);
  });

  it('offers none of the busy therapist’s times even when another therapist is free then', () => {
    const answer = findTreatmentSlots(catalogue, annaBusy, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50'], StaffId: 'ANNA' }],
      startTogether: false,
    });
    expect(slotAt(answer, 0, '15:00')?.IsAvailable).toBe(false);
    expect(slotAt(answer, 0, '16:00')?.TreatmentTimes[0]?.StaffId).toBe('ANNA');
  });
});

describe('a hold with the therapist asked for', () => {
  const item = { guestIndex: 0, code: 'M50', start: at('15:00'), StaffId: 'ANNA' };

  it('is refused when that therapist is busy, instead of going to another', () => {
    const pinned = assignTreatments(catalogue, annaBusy, {
      date: DATE,
      kind: 'treatment',
      items: [{ ...item, staffRequested: true }],
    });
    expect(pinned).toMatchObject({ ok: false, reason: 'the therapist asked for is not free for it then' });
  });

  it('goes to another therapist when the therapist was only a hint', () => {
    const hinted = assignTreatments(catalogue, annaBusy, { date: DATE, kind: 'treatment', items: [item] });
    expect(hinted.ok && hinted.items[0]?.StaffId).toBe('BEN');
  });
});

describe('findTherapistSlot', () => {
  /** The therapist's slot tapped at local 'HH:mm', asked for the whole menu. */
  const slotFor = (taken: Taken, staffId: string, time: string) =>
    findTherapistSlot(catalogue, taken, { date: DATE, staffId, start: at(time), codes: MENU });

  it('lists what the therapist is trained for and can finish before their next booking', () => {
    const slot = slotFor(annaBusy, 'ANNA', '13:30');
    // 13:30–14:45 leaves 75 minutes: the 60-minute massage and facial fit, the 90-minute massage does not.
    expect(slot.fits).toEqual(['M50', 'F50']);
    expect(slot.freeUntil).toBe(at('14:45'));
    expect(slot.otherStarts).toEqual([]);
  });

  it('offers only what the therapist is trained for', () => {
    const slot = slotFor(NOTHING_TAKEN, 'BEN', '10:00');
    expect(slot.fits).toEqual(['M50', 'M80']);
  });

  it('when nothing fits, says until when the therapist is free and offers their nearest times and the others free then', () => {
    const slot = slotFor(annaBusy, 'ANNA', '14:30');
    expect(slot.fits).toEqual([]);
    expect(slot.freeUntil).toBe(at('14:45'));
    expect(slot.otherStarts).toEqual([at('13:30'), at('13:45'), at('16:00'), at('16:15')]);
    expect(slot.otherTherapists).toEqual(['BEN']);
  });

  it('has no free time where the therapist is off shift', () => {
    const slot = slotFor(NOTHING_TAKEN, 'ANNA', '18:00');
    expect(slot).toMatchObject({ fits: [], freeUntil: null });
  });
});
