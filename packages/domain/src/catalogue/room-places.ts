import type { TreatmentRoom } from './catalogue.schema';

/** One place of a treatment room: what takes one treatment at a time. */
export interface RoomPlace {
  /** The room's RoomId for its first place, 'RoomId#n' for place n > 1. */
  Id: string;
  /** The room's name, with the place when it has several ('Oak Couples Suite · place 2'). */
  Name: string;
  room: TreatmentRoom;
}

/**
 * A room that treats several guests at once (a couples room, Capacity 2) is, for
 * scheduling and for the database, that many places: each place takes one
 * treatment at a time, like a single room. Place 1's id is the room's own RoomId
 * (so a catalogue without capacities, and every claim made before them, keeps its
 * meaning). The database's per-room exclusion constraint then guarantees the
 * capacity as it stands (docs/decisions.md §180).
 *
 * @example roomPlaces({ RoomId: 'TR-06', Capacity: 2, … }).map((p) => p.Id) // ['TR-06', 'TR-06#2']
 */
export function roomPlaces(room: TreatmentRoom): RoomPlace[] {
  const places = room.Capacity ?? 1;
  return Array.from({ length: places }, (_, i) => ({
    Id: i === 0 ? room.RoomId : `${room.RoomId}#${i + 1}`,
    Name: places === 1 ? room.DisplayName : `${room.DisplayName} · place ${i + 1}`,
    room,
  }));
}

/**
 * The place a place id names (a plain RoomId is its room's first place), or undefined.
 *
 * @example findRoomPlace(catalogue.TreatmentRooms, 'TR-06#2')?.room.DisplayName // 'Oak Couples Suite'
 */
export function findRoomPlace(rooms: readonly TreatmentRoom[], placeId: string): RoomPlace | undefined {
  const roomId = placeId.split('#')[0];
  const room = rooms.find((r) => r.RoomId === roomId);
  return room && roomPlaces(room).find((p) => p.Id === placeId);
}
