import { describe, expect, it } from 'vitest';
import { describeWireIssues } from './describe-wire-issues';
import {
  BeginBookingRequestSchema,
  ExtrasRequestSchema,
  PackagesRequestSchema,
  RestaurantRequestSchema,
  TreatmentAvailabilityRequestSchema,
  WireIntervalSchema,
} from './spa.schemas';

function issuesOf(result: { success: boolean; error?: Parameters<typeof describeWireIssues>[0] }) {
  expect(result.success).toBe(false);
  return result.error ? describeWireIssues(result.error) : [];
}

const lead = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  arrivalTime: '2026-03-29T10:00:00+01:00',
  emailAddress: 'ada@example.com',
  telephoneNumber: '+44 1632 960 001',
  address1: '1 Road',
  city: 'Bath',
  country: 'GB',
  postCode: 'BA1 1AA',
};

describe('packages request', () => {
  it('accepts a date and a party size', () => {
    expect(PackagesRequestSchema.parse({ date: '2026-03-29', numberOfClients: 2 })).toEqual({
      date: '2026-03-29',
      numberOfClients: 2,
    });
  });

  it('rejects dates that do not exist on the calendar, naming the field', () => {
    expect(issuesOf(PackagesRequestSchema.safeParse({ date: '2026-02-29', numberOfClients: 2 }))).toEqual([
      { Field: 'date', Message: "must be a calendar date 'YYYY-MM-DD' that exists, e.g. '2026-03-29'" },
    ]);
    expect(PackagesRequestSchema.safeParse({ date: '2028-02-29', numberOfClients: 2 }).success).toBe(true);
    expect(PackagesRequestSchema.safeParse({ date: '29/03/2026', numberOfClients: 2 }).success).toBe(false);
  });

  it('rejects parties of more than 4 with the reason', () => {
    const issues = issuesOf(PackagesRequestSchema.safeParse({ date: '2026-03-29', numberOfClients: 5 }));
    expect(issues[0]?.Field).toBe('numberOfClients');
    expect(issues[0]?.Message).toMatch(/at most 4/);
  });
});

describe('date-times on the wire', () => {
  it('accepts ISO 8601 with a UTC offset and rejects a bare local time', () => {
    const ok = { StartDateTime: '2026-03-29T10:00:00+01:00', EndDateTime: '2026-03-29T11:00:00+01:00' };
    expect(WireIntervalSchema.safeParse(ok).success).toBe(true);
    const issues = issuesOf(WireIntervalSchema.safeParse({ ...ok, StartDateTime: '2026-03-29T10:00:00' }));
    expect(issues[0]?.Field).toBe('StartDateTime');
  });

  it('rejects an interval that ends before it starts, naming EndDateTime', () => {
    const issues = issuesOf(
      WireIntervalSchema.safeParse({
        StartDateTime: '2026-03-29T11:00:00+01:00',
        EndDateTime: '2026-03-29T10:00:00Z',
      }),
    );
    expect(issues).toEqual([{ Field: 'EndDateTime', Message: 'must be after StartDateTime' }]);
  });
});

describe('treatment availability request', () => {
  /** A request for the session and date the tests share, with what each test varies. */
  const request = (fields: object) => ({ SessionId: 's1', Date: '2026-10-25', ...fields });
  const requestIssues = (fields: object) =>
    issuesOf(TreatmentAvailabilityRequestSchema.safeParse(request(fields)));

  it('takes the first form with GuestIndex and AppointmentExtras', () => {
    const parsed = TreatmentAvailabilityRequestSchema.parse(
      request({
        GuestRequirements: [{ GuestIndex: 0, Activities: ['MASSAGE60'] }],
        AppointmentExtras: ['MUD'],
      }),
    );
    expect(parsed.FilteredSelections).toEqual([]);
    expect(parsed.StartTogether).toBe(true);
  });

  it('takes the second form with FilteredSelections and positional guests', () => {
    const parsed = TreatmentAvailabilityRequestSchema.parse(
      request({
        GuestRequirements: [{ Activities: ['A'] }, { Activities: ['B', 'C'] }],
        FilteredSelections: [
          { Type: 'DINING', StartDateTime: '2026-10-25T13:00:00Z' },
          {
            Type: 'ARRIVAL',
            GuestIndex: 1,
            StartDateTime: '2026-10-25T09:00:00Z',
            EndDateTime: '2026-10-25T09:30:00Z',
          },
        ],
      }),
    );
    expect(parsed.GuestRequirements).toHaveLength(2);
  });

  it('names the guest and field of a bad activity list', () => {
    const issues = requestIssues({
      GuestRequirements: [{ Activities: ['A'] }, { Activities: [] }],
    });
    expect(issues).toEqual([
      { Field: 'GuestRequirements[1].Activities', Message: 'must name at least one activity' },
    ]);
  });

  it('rejects a guest index given twice', () => {
    const issues = requestIssues({
      GuestRequirements: [
        { GuestIndex: 0, Activities: ['A'] },
        { GuestIndex: 0, Activities: ['B'] },
      ],
    });
    expect(issues[0]?.Field).toBe('GuestRequirements[1].GuestIndex');
  });

  it('names an unknown filtered selection type', () => {
    const issues = requestIssues({
      GuestRequirements: [{ Activities: ['A'] }],
      FilteredSelections: [{ Type: 'LUNCH' }],
    });
    expect(issues[0]?.Field).toBe('FilteredSelections[0].Type');
  });
});

describe('restaurant and extras requests', () => {
  it('accepts the §7 restaurant body and defaults one night', () => {
    const parsed = RestaurantRequestSchema.parse({
      Guests: 2,
      ArrivalDate: '2026-03-29',
      Restaurants: ['R1'],
      Sitting: 2,
      StartTime: '12:00',
      EndTime: '14:00',
    });
    expect(parsed.NumberOfNights).toBe(1);
  });

  it('needs at least one extra', () => {
    expect(issuesOf(ExtrasRequestSchema.safeParse({ date: '2026-03-29' }))[0]?.Field).toBe(
      'appointmentExtras',
    );
  });
});

describe('begin-booking body', () => {
  const body = {
    isSpaDay: true,
    date: '2026-03-29',
    leadGuestIndex: 0,
    clients: [
      lead,
      { title: 'Mr', firstName: 'Bo', lastName: 'Li', arrivalTime: '2026-03-29T10:00:00+01:00' },
    ],
    package: { packageId: 'P1', packageTimeBandNumber: 1 },
  };

  it('accepts a minimal Spa Day booking', () => {
    expect(BeginBookingRequestSchema.safeParse(body).success).toBe(true);
  });

  it("requires the lead booker's contact fields on the lead guest", () => {
    const issues = issuesOf(
      BeginBookingRequestSchema.safeParse({
        ...body,
        clients: [{ ...lead, city: undefined }, body.clients[1]],
      }),
    );
    expect(issues).toEqual([{ Field: 'clients[0].city', Message: "the lead booker's city is required" }]);
  });

  it('requires a package and every arrival time of a Spa Day body that shows its choices', () => {
    const issues = issuesOf(
      BeginBookingRequestSchema.safeParse({
        ...body,
        package: null,
        clients: [{ ...lead, arrivalTime: null }, body.clients[1]],
      }),
    );
    expect(issues.map((i) => i.Field)).toEqual(['package', 'clients[0].arrivalTime']);
  });

  it('accepts a body of details only: the session holds the choices (decision 104)', () => {
    const details = {
      ...body,
      package: undefined,
      clients: body.clients.map((c) => ({ ...c, arrivalTime: undefined })),
    };
    expect(BeginBookingRequestSchema.safeParse(details).success).toBe(true);
  });

  it('needs at least 2 guests in the mud room and at most one add-on treatment per guest', () => {
    const issues = issuesOf(
      BeginBookingRequestSchema.safeParse({
        ...body,
        mudPackage: {
          code: 'MUD',
          startDateTime: '2026-03-29T15:00:00+01:00',
          endDateTime: '2026-03-29T16:00:00+01:00',
          clientIndexes: [0],
        },
        extraTreatments: [0, 0].map((clientIndex) => ({
          clientIndex,
          code: 'X',
          startDateTime: '2026-03-29T15:00:00+01:00',
          endDateTime: '2026-03-29T16:00:00+01:00',
          staffId: 'S',
          roomId: 'R',
        })),
      }),
    );
    expect(issues).toEqual([
      { Field: 'mudPackage.clientIndexes', Message: 'a minimum of 2 guests must attend' },
      {
        Field: 'extraTreatments[1].clientIndex',
        Message: 'each guest may hold at most one add-on treatment',
      },
    ]);
  });
});
