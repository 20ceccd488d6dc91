import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { PackagesResponse, TreatmentAvailabilityResponse } from '@spa/domain';
import { managerHeaders } from './staff';

interface PartyGuest {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
}

interface SpaDayConfig {
  PremierId: string;
  TreatmentGroups: { Treatments: { Durations: { Code: string; IsIncluded: boolean }[] }[] }[];
}

/**
 * A party's Treatment Escape on `date`, booked at the desk through the API (the guests' own calls
 * in a desk session, paid in cash), each guest with the e-mail or phone given for them: what the
 * booking screens cannot yet ask of a party guest. Its confirmation number.
 */
export async function deskBooksParty(request: APIRequestContext, date: string, party: PartyGuest[]) {
  const headers = await managerHeaders(request);
  const ok = async <T = unknown>(response: APIResponse): Promise<T> => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const sessionId = (await ok<{ Id: string }>(await request.post('/api/staff/sessions', { headers }))).Id;
  const guests = party.length;
  const { packages } = await ok<PackagesResponse>(
    await request.post('/api/spa/packages', {
      data: { date, numberOfClients: guests, SessionId: sessionId },
    }),
  );
  const escape = packages.find((p) => p.PremierId === 'ELM-ESCAPE')!;
  const band = escape.BandTimes.find((b) => b.IsAvailable)!;
  const each = <T>(make: (g: number) => T) => Array.from({ length: guests }, (_, g) => make(g));
  // What every hold names: the day, the party and the package's band.
  const frame = { Date: date, PartySize: guests, PremierId: 'ELM-ESCAPE', BandNumber: band.BandNumber };
  await ok(
    await request.put(`/api/session/${sessionId}/holds/arrival`, {
      data: { ...frame, Arrivals: each((GuestIndex) => ({ GuestIndex, StartDateTime: band.StartDateTime })) },
    }),
  );
  const config = await ok<{ SpaDays: SpaDayConfig[] }>(
    await request.get('/umbraco/api/spa/getConfiguration'),
  );
  const treatments = config.SpaDays.find((p) => p.PremierId === 'ELM-ESCAPE')!.TreatmentGroups.flatMap(
    (group) => group.Treatments,
  );
  const codes = each((g) => treatments[g % treatments.length]!.Durations.find((d) => d.IsIncluded)!.Code);
  const availability = await ok<TreatmentAvailabilityResponse>(
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
  const slots = availability.GuestAvailability.map((g) =>
    [...g.Periods.AM, ...g.Periods.PM].find((s) => s.IsAvailable)!,
  );
  const times = slots.flatMap((slot, GuestIndex) => slot.TreatmentTimes.map((t) => ({ GuestIndex, t })));
  await ok(
    await request.put(`/api/session/${sessionId}/holds/treatments`, {
      data: {
        ...frame,
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
          // When, what, and with whom (the treatment time held).
          startDateTime: t.StartTime,
          endDateTime: t.EndTime,
          code: codes[GuestIndex]!,
          price: 1,
          staffId: t.StaffId,
          roomId: t.RoomId,
          appointmentTypeID: t.AppointmentTypeID,
        })),
      },
    }),
  );
  const booked = await ok<{ ConfirmationId: string }>(
    await request.post(`/api/staff/sessions/${sessionId}/book`, { headers, data: { Method: 'cash' } }),
  );
  return booked.ConfirmationId;
}
