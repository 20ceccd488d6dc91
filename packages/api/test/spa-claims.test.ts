import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../src/modules/session';
import { extendClaims, holdExpiry, releaseClaims, sessionClaims, writeClaims } from '../src/modules/holds';
import type { ClaimSet } from '@spa/domain';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

/** The claims repository on a real database: what is written is read back, typed, on both drivers. */
describe(`resource claims (${TEST_DB})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  const at = (time: string) => new Date(`2027-02-10T${time}:00Z`);
  const sets: ClaimSet[] = [
    {
      kind: 'treatments',
      appointments: [
        {
          guestIndexes: [1],
          itemType: 1,
          activityCode: 'MASSAGE-60',
          staffId: 'T1',
          roomId: 'R1',
          start: at('11:00'),
          end: at('12:15'),
        },
      ],
      tables: [],
      capacity: [],
    },
    {
      kind: 'dining',
      appointments: [],
      tables: [
        { restaurantId: 'BRASSERIE', facilityId: 'T4', partySize: 2, start: at('13:00'), end: at('14:30') },
      ],
      capacity: [],
    },
    {
      kind: 'garden',
      appointments: [],
      tables: [],
      capacity: [
        {
          pool: 'garden:GARDEN-3H:2027-02-10T09:00:00.000Z',
          capacity: 10,
          resourceKind: 'garden',
          resourceCode: 'GARDEN-3H',
          guestIndexes: [0, 1],
          places: 2,
          start: at('09:00'),
          end: at('12:00'),
        },
      ],
    },
  ];

  it('reads back every kind of claim, earliest first, with its times, guests and places', async () => {
    const sessionId = 'claims-test-session-0001';
    await insertSession(t.database.db, sessionId, 'spa');
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    await t.database.db.transaction((tx) => writeClaims(tx, sets, { sessionId, bookingId: null, expiresAt }));

    const claims = await sessionClaims(t.database.db, sessionId);
    expect(claims).toEqual([
      {
        holdKind: 'garden',
        table: 'capacity',
        guestIndexes: [0, 1],
        code: 'GARDEN-3H',
        staffId: null,
        roomId: null,
        start: at('09:00'),
        end: at('12:00'),
        itemType: null,
        places: 2,
        expiresAt,
      },
      {
        holdKind: 'treatments',
        table: 'appointment',
        guestIndexes: [1],
        code: 'MASSAGE-60',
        staffId: 'T1',
        roomId: 'R1',
        start: at('11:00'),
        end: at('12:15'),
        itemType: 1,
        places: null,
        expiresAt,
      },
      {
        holdKind: 'dining',
        table: 'table',
        guestIndexes: [],
        code: 'BRASSERIE/T4',
        staffId: null,
        roomId: null,
        start: at('13:00'),
        end: at('14:30'),
        itemType: null,
        places: 2,
        expiresAt,
      },
    ]);
    expect(await holdExpiry(t.database.db, sessionId)).toEqual(expiresAt);
  });

  it('renews and releases the holds of a session', async () => {
    const sessionId = 'claims-test-session-0002';
    await insertSession(t.database.db, sessionId, 'spa');
    const moved = sets.map((set) => ({
      ...set,
      appointments: set.appointments.map((a) => ({ ...a, staffId: 'T2', roomId: 'R2' })),
      tables: set.tables.map((table) => ({ ...table, facilityId: 'T5' })),
    }));
    await t.database.db.transaction((tx) =>
      writeClaims(tx, moved, { sessionId, bookingId: null, expiresAt: new Date(Date.now() + 60_000) }),
    );
    const later = new Date(Date.now() + 30 * 60_000);
    expect(await extendClaims(t.database.db, sessionId, later)).toBe(3);
    expect(await holdExpiry(t.database.db, sessionId)).toEqual(later);
    await releaseClaims(t.database.db, sessionId, 'dining');
    expect((await sessionClaims(t.database.db, sessionId)).map((c) => c.holdKind)).toEqual([
      'garden',
      'treatments',
    ]);
    await releaseClaims(t.database.db, sessionId);
    expect(await sessionClaims(t.database.db, sessionId)).toEqual([]);
    expect(await holdExpiry(t.database.db, sessionId)).toBeNull();
  });
});
