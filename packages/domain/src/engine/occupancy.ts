import type { Activity, CleanUp } from '../catalogue/catalogue.schema';

/** How long one treatment takes each party to it, in epoch minutes. */
export interface Occupancy {
  /** start + Length − Interval: when the guest is done. */
  guestEnd: number;
  /** When the therapist is free again. */
  therapistEnd: number;
  /** When the room (place) is free again. */
  roomEnd: number;
  /** start + Length: the later of the two. */
  end: number;
}

/**
 * The turnover (Interval, the end of Length) blocks the room, the therapist or both,
 * as the treatment's CleanUp says ('both' when absent).
 *
 * @example treatmentOccupancy({ Length: 75, Interval: 15 }, 'room', 600) // { guestEnd: 660, therapistEnd: 660, roomEnd: 675, end: 675 }
 */
export function treatmentOccupancy(
  activity: Pick<Activity, 'Length' | 'Interval'>,
  cleanUp: CleanUp | undefined,
  start: number,
): Occupancy {
  const end = start + activity.Length;
  const guestEnd = end - activity.Interval;
  return {
    guestEnd,
    therapistEnd: cleanUp === 'room' ? guestEnd : end,
    roomEnd: cleanUp === 'therapist' ? guestEnd : end,
    end,
  };
}
