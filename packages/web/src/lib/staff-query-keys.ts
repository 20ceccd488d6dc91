/**
 * The staff side's query keys that several screens share (decision 0455): each feature's
 * `queryOptions` factory builds its key from these, and a change asks again by the same key.
 * A key as it stands here is every query of its kind (all days, all bookings); the `…Of`
 * forms name one.
 */
export const staffKeys = {
  diary: ['staff', 'diary'] as const,
  diaryOf: (date: string) => [...staffKeys.diary, date] as const,
  stranded: ['staff', 'stranded'] as const,
  strandedOf: (date: string) => [...staffKeys.stranded, date] as const,
  /** One booking's detail and what hangs on it (its move choices, its guests' records). */
  booking: ['staff', 'booking'] as const,
  bookingOf: (id: string) => [...staffKeys.booking, id] as const,
  /** The find-a-booking lists. */
  bookings: ['staff', 'bookings'] as const,
  arrivals: ['staff', 'arrivals'] as const,
};
