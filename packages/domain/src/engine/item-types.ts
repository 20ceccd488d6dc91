/** ItemType on the wire: 1 a treatment appointment, 2 a mud room group (booking-flow §9). */
export const ITEM_TYPE = { treatment: 1, mudRoom: 2 } as const;
