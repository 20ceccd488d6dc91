import { expect, type APIRequestContext } from '@playwright/test';
import { managerHeaders } from './staff';

interface PartyGuest {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
}

interface Slot {
  IsAvailable: boolean;
  StartTime: string;
  TreatmentTimes: {
    StartTime: string;
    EndTime: string;
    StaffId: string;
    RoomId: string;
    AppointmentTypeID: number;
  }[];
}

/**
 * A party's Treatment Escape on `date`, booked at the desk through the API (the guests' own calls
 * in a desk session, paid in cash), each guest with the e-mail or phone given for them: what the
 * booking screens cannot yet ask of a party guest. Its confirmation number.
 */
export async function deskBooksParty(request: APIRequestContext, date: string, party: PartyGuest[]) {
  const headers = await managerHeaders(request);
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const sessionId = (await ok(await request.post('/api/staff/sessions', { headers }))).Id as string;
  const guests = party.length;
  const { packages } = await ok(
    await request.post('/api/spa/packages', {
      data: { date, numberOfClients: guests, SessionId: sessionId },
    }),
  );
  const escape = packages.find((p: { PremierId: string }) => p.PremierId === 'ELM-ESCAPE');
  const band = escape.BandTimes.find((b: { IsAvailable: boolean }) => b.IsAvailable);
  const each = <T>(make: (g: number) => T) => Array.from({ length: guests }, (_, g) => make(g));
  await ok(
    await request.put(`/api/session/${sessionId}/holds/arrival`, {
      data: {
        Date: date,
        PartySize: guests,
        PremierId: 'ELM-ESCAPE',
        BandNumber: band.BandNumber,
        Arrivals: each((GuestIndex) => ({ GuestIndex, StartDateTime: band.StartDateTime })),
      },
    }),
  );
  const config = await ok(await request.get('/umbraco/api/spa/getConfiguration'));
  const treatments = config.SpaDays.find(
    (p: { PremierId: string }) => p.PremierId === 'ELM-ESCAPE',
  ).TreatmentGroups.flatMap((group: { Treatments: unknown[] }) => group.Treatments) as {
    Durations: { Code: string; IsIncluded: boolean }[];
  }[];
  const codes = each((g) => treatments[g % treatments.length]!.Durations.find((d) => d.IsIncluded)!.Code);
  const availability = await ok(
    await request.post('/api/spa/search', {
      data: {
        SessionId: sessionId,
        Date: date,
        StartTogether: true,
        GuestRequirements: codes.map((code, GuestIndex) => ({ GuestIndex, Activities: [code] })),
        FilteredSelections: each((GuestIndex) => ({
          Type: 'ARRIVAL',
          GuestIndex,
          StartDateTime: band.StartDateTime,
          EndDateTime: band.EndDateTime,
        })),
      },
    }),
  );
  const slots = (availability.GuestAvailability as { Periods: { AM: Slot[]; PM: Slot[] } }[]).map((g) =>
    [...g.Periods.AM, ...g.Periods.PM].find((s) => s.IsAvailable)!,
  );
  const times = slots.flatMap((slot, GuestIndex) => slot.TreatmentTimes.map((t) => ({ GuestIndex, t })));
  await ok(
    await request.put(`/api/session/${sessionId}/holds/treatments`, {
      data: {
        Date: date,
        PartySize: guests,
        PremierId: 'ELM-ESCAPE',
        BandNumber: band.BandNumber,
        Items: times.map(({ GuestIndex, t }) => ({
          GuestIndex,
          StartTime: t.StartTime,
          StaffId: t.StaffId,
          RoomId: t.RoomId,
          AppointmentTypeID: t.AppointmentTypeID,
        })),
      },
    }),
  );
  await ok(
    await request.post(`/api/spa/${sessionId}/begin-booking`, {
      data: {
        isSpaDay: true,
        date,
        leadGuestIndex: 0,
        specialRequest: '',
        clients: party.map((guest, g) => ({
          title: 'Ms',
          firstName: guest.firstName,
          lastName: guest.lastName,
          arrivalTime: band.StartDateTime,
          emailAddress: guest.email,
          telephoneNumber: guest.phone,
          ...(g === 0 ? { address1: '1 High Street', city: 'York', country: 'GB', postCode: 'YO1 7HH' } : {}),
        })),
        package: { packageId: 'ELM-ESCAPE', packageTimeBandNumber: band.BandNumber, price: 1 },
        items: times.map(({ GuestIndex, t }) => ({
          clientIndex: GuestIndex,
          itemType: 1,
          startDateTime: t.StartTime,
          endDateTime: t.EndTime,
          staffId: t.StaffId,
          roomId: t.RoomId,
          appointmentTypeID: t.AppointmentTypeID,
          code: codes[GuestIndex]!,
          price: 1,
        })),
      },
    }),
  );
  const booked = await ok(
    await request.post(`/api/staff/sessions/${sessionId}/book`, { headers, data: { Method: 'cash' } }),
  );
  return booked.ConfirmationId as string;
}
