import { describe, expect, it } from 'vitest';
import { GUEST_NOTE_MAX, StaffNoteRequestSchema } from './guest-record.schemas';

describe('a staff note on a guest', () => {
  it('is kept trimmed', () => {
    expect(StaffNoteRequestSchema.parse({ Text: '  Prefers a firm pressure.\n' })).toEqual({
      Text: 'Prefers a firm pressure.',
    });
  });

  it('is refused when only spaces, with the field named', () => {
    const result = StaffNoteRequestSchema.safeParse({ Text: ' \n ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['Text'], message: 'Write the note' });
  });

  it('takes up to the limit and refuses one character more', () => {
    expect(StaffNoteRequestSchema.safeParse({ Text: 'x'.repeat(GUEST_NOTE_MAX) }).success).toBe(true);
    const over = StaffNoteRequestSchema.safeParse({ Text: 'x'.repeat(GUEST_NOTE_MAX + 1) });
    expect(over.error?.issues[0]?.message).toBe(`Keep the note to ${GUEST_NOTE_MAX} characters`);
  });
});
