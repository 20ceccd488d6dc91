import { describe, expect, it } from 'vitest';
import { findSpaDayPackages } from '../contract/availability-answers';
import { NOTHING_TAKEN, takenOf } from './taken';
import {
  atLocal as at,
  buildSpaDay,
  buildTestCatalogue,
  buildTherapist,
  TEST_DATE as DATE,
} from './testing/build-test-catalogue';

const catalogue = buildTestCatalogue();

describe('findSpaDayPackages', () => {
  it('offers a package with its band times, their capacity and what is left', () => {
    const taken = takenOf({ arrivals: [{ PremierId: 'DAY', start: at('09:00'), guests: 5 }] });
    const [day] = findSpaDayPackages(catalogue, taken, { date: DATE, partySize: 2 });
    expect(day?.PremierId).toBe('DAY');
    expect(day?.bookingDetails).toMatchObject({
      PackageID: 'DAY',
      ActualPrice: 9500,
      TimeBandIsRequired: true,
    });
    expect(day?.BandTimes[0]).toEqual({
      BandNumber: 1,
      StartTime: '09:00',
      EndTime: '09:30',
      StartDateTime: at('09:00'),
      EndDateTime: at('09:30'),
      Capacity: 20,
      SpacesAvailable: 15,
      IsAvailable: true,
    });
    expect(day?.EndTime).toBe('18:00');
  });

  it('marks a band time unavailable when the party no longer fits its capacity', () => {
    const taken = takenOf({ arrivals: [{ PremierId: 'DAY', start: at('09:00'), guests: 19 }] });
    const [day] = findSpaDayPackages(catalogue, taken, { date: DATE, partySize: 2 });
    expect(day?.BandTimes.map((b) => [b.StartTime, b.SpacesAvailable, b.IsAvailable])).toEqual([
      ['09:00', 1, false],
      ['11:00', 20, true],
    ]);
  });

  it('does not offer a package whose band times are all full', () => {
    const taken = takenOf({
      arrivals: [
        { PremierId: 'DAY', start: at('09:00'), guests: 20 },
        { PremierId: 'DAY', start: at('11:00'), guests: 19 },
      ],
    });
    expect(findSpaDayPackages(catalogue, taken, { date: DATE, partySize: 2 })).toEqual([]);
  });

  it('does not offer a package when its treatments cannot be given to every guest', () => {
    // Two therapists; three guests each need an included treatment within a band ending 11:00.
    const short = buildTestCatalogue({
      SpaDays: [
        buildSpaDay('SHORT', {
          TimeBands: [{ BandNumber: 1, StartTime: '09:00', EndTime: '11:00' }],
          BandTimes: [{ BandNumber: 1, StartTime: '09:00', EndTime: '09:30', Capacity: 10 }],
        }),
      ],
    });
    expect(findSpaDayPackages(short, NOTHING_TAKEN, { date: DATE, partySize: 2 })).toHaveLength(1);
    expect(findSpaDayPackages(short, NOTHING_TAKEN, { date: DATE, partySize: 3 })).toEqual([]);
  });

  it('does not offer a package when its restaurant cannot seat the party', () => {
    const taken = takenOf({
      tables: ['T1', 'T2', 'T3'].map((FacilityId) => ({
        RestaurantId: 'BISTRO',
        FacilityId,
        start: at('11:00'),
        end: at('16:00'),
      })),
    });
    expect(findSpaDayPackages(catalogue, taken, { date: DATE, partySize: 2 })).toEqual([]);
  });

  it('does not offer a package when the garden has too few places in the band', () => {
    const taken = takenOf({
      gardenPlaces: ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => ({
        SpaGardenCode: 'GARDEN',
        start: at(`${h}:00`),
        guests: 10,
      })),
    });
    expect(findSpaDayPackages(catalogue, taken, { date: DATE, partySize: 2 })).toEqual([]);
  });

  it('does not offer a package on a day no therapist works', () => {
    const closed = buildTestCatalogue({
      Therapists: [buildTherapist('ANNA', ['massage', 'facial'], '09:00', '18:00', [1])],
    });
    expect(findSpaDayPackages(closed, NOTHING_TAKEN, { date: DATE, partySize: 1 })).toEqual([]);
  });
});
