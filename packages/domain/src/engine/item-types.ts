/**
 * ItemType on the wire: 1 a treatment appointment, 2 a mud room group (booking-flow §9).
 * 3 is never on the wire: a claim for a clean-up that blocks only the room or only the
 * therapist after a treatment (decision 181).
 */
export const ITEM_TYPE = { treatment: 1, mudRoom: 2, cleanUp: 3 } as const;
