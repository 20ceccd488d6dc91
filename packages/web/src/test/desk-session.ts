import type { DeskSession } from '@spa/domain';

/** A desk booking begin-booking made pending, as the desk's payment step reads it (then `over`). */
export const pendingDeskSession = (over: Partial<DeskSession> = {}): DeskSession => ({
  SessionId: 'S'.repeat(22),
  Status: 'pending',
  BookingId: null,
  ConfirmationId: null,
  Date: '2026-12-01',
  LeadName: 'Ada Quill',
  LeadEmail: 'ada@example.com',
  LineItems: [],
  TotalPence: 12_900,
  BalancePence: 12_900,
  Promotion: null,
  InHouseStays: [],
  ...over,
});
