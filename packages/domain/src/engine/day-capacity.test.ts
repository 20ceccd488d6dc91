import { describe, expect, it } from 'vitest';
import { dayCapacity } from './day-capacity';
import { takenOf } from './taken';
import { buildTestCatalogue } from './testing/build-test-catalogue';

const catalogue = buildTestCatalogue();
// 2026-12-01 is in GMT: local times are UTC.
const utc = (time: string) => `2026-12-01T${time}:00Z`;

describe('dayCapacity', () => {
  it("counts the garden's places per session, the mud room's groups and the restaurant's tables, as the engine does", () => {
    const rows = dayCapacity(
      catalogue,
      '2026-12-01',
      takenOf({
        gardenPlaces: [
          { SpaGardenCode: 'GARDEN', start: utc('10:00'), guests: 3 },
          { SpaGardenCode: 'GARDEN', start: utc('10:00'), guests: 2 },
        ],
        mudRoomGroups: [{ start: utc('11:00'), end: utc('12:00') }],
        tables: [{ RestaurantId: 'BISTRO', FacilityId: 'T3', start: utc('12:30'), end: utc('14:30') }],
      }),
    );
    expect(rows.map((r) => [r.Kind, r.Name, r.Unit])).toEqual([
      ['garden', expect.any(String), 'places'],
      ['mud-room', 'Mud room', 'groups'],
      ['restaurant', expect.any(String), 'tables'],
    ]);
    const [garden, mud, bistro] = rows;
    expect(garden!.Slots[0]).toMatchObject({ Start: '2026-12-01T09:00:00+00:00', Used: 0, Capacity: 10 });
    expect(garden!.Slots.find((s) => s.Start.includes('T10:00'))).toMatchObject({ Used: 5, Capacity: 10 });
    expect(mud!.Slots.filter((s) => s.Used > 0).map((s) => s.Start.slice(11, 16))).toEqual(['11:00']);
    // A table taken 12:30–14:30 is not free for any sitting time that overlaps it.
    expect(bistro!.Slots.map((s) => [s.Start.slice(11, 16), s.Used, s.Capacity])).toEqual([
      ['12:00', 1, 3],
      ['12:30', 1, 3],
      ['13:00', 1, 3],
      ['13:30', 1, 3],
    ]);
  });
});
