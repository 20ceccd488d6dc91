import { randomBytes } from 'node:crypto';
import {
  buildResortDay,
  calendarDay,
  formatAccountDate,
  contextOf,
  emptyItinerary,
  formatOffsetDateTime,
  holdChoice,
  isPackageAllowed,
  priceItinerary,
  type AddOn,
  type Catalogue,
  type HoldRequest,
  type Itinerary,
  type StayAddSpaGroupRequest,
  type StayAddSpaTreatmentRequest,
  type StayBookingResponse,
  type StaySpaItem,
  type TreatmentAvailabilityRequest,
} from '@spa/domain';
import { badRequest, conflict } from '../../lib/http-error';
import { extrasAvailability, treatmentAvailability, type AvailabilityDeps } from '../availability';
import { assertBookableDate } from '../../lib/booking-clock';
import { insertSession, setItineraryContext } from '../session';
import { deleteSessionClaims, lockResources, writeClaims, takenOn } from '../holds';
import { deliverSoon } from '../mail';
import { openStayLedger, recordStayChange } from './stay-ledger';
import { memberStay, requireMemberStay, roomForChange, type StaysDeps } from './stays.service';
import { touchReservation, upsertRoomPackage, type StayRecord } from './stays.repository';
import type { StayRoomRow } from './stays.tables';

/**
 * Spa add-ons on a stay (account-area §2, §7; decision 150): spa treatments, the mud
 * room and the spa garden, booked on the spa's diary with the booking flow's engine.
 * In one transaction the day is locked as a hold locks it, the engine assigns
 * therapists and rooms against everything others hold or have booked, and the claims
 * are written confirmed (no expiry) to a session of kind 'stay' made for the package:
 * the booking flow then counts them like any booking and can never double-book them.
 */

type SpaKind = NonNullable<AddOn['Spa']>;
type RoomRef = { internalIdentifier: string; confirmationNumber: string; leg: number; productCode: string };

/** Guests of a room who go to the spa: adults and children, at most a spa party (4). */
export const spaPartyOf = (room: Pick<StayRoomRow, 'adults' | 'children'>) =>
  Math.min(4, room.adults + room.children);

/** The room's spa add-on of the kind, allowed by one of the booking's rates (400 otherwise). */
function spaAddOn(deps: Pick<StaysDeps, 'hotel'>, record: StayRecord, code: string, kind: SpaKind): AddOn {
  const addOn = deps.hotel.AddOns.find((a) => a.PMSCode === code);
  const rates = record.rooms.map((r) => r.rateCode);
  if (!addOn || addOn.Spa !== kind || !isPackageAllowed(code, rates, deps.hotel.RateTypes))
    throw badRequest(
      'body.productCode',
      `is not a ${kind === 'garden' ? 'spa garden' : kind === 'mud' ? 'mud room' : 'spa treatment'} package of this booking`,
    );
  return addOn;
}

/** A spa visit falls on a day of the stay, arrival to departure day. */
function assertDayOfStay(room: StayRoomRow, date: string, field: string) {
  if (date < room.arrivalDate || date > room.departureDate)
    throw badRequest(field, `must be a day of the stay (${room.arrivalDate} to ${room.departureDate})`);
}

/** What the guest sees of the add-on's appointments, from the itinerary the engine assigned. */
function spaItemsOf(catalogue: Catalogue, itinerary: Itinerary, code: string): StaySpaItem[] {
  const day = buildResortDay(itinerary.date, catalogue.Resort.TimeZone);
  const at = (minute: number) => formatOffsetDateTime(day, minute);
  const treatmentName = (activityCode: string) => {
    const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === activityCode));
    const activity = catalogue.Activities.find((a) => a.Code === activityCode);
    const minutes = activity ? ` (${activity.Length - activity.Interval} minutes)` : '';
    return `${treatment?.DisplayName ?? activityCode}${minutes}`;
  };
  const items: StaySpaItem[] = itinerary.treatments.map((t) => ({
    ClientIndex: t.guestIndex,
    StartDateTime: at(t.start),
    DisplayName: treatmentName(t.code),
    Code: code,
  }));
  if (itinerary.mudRoom)
    for (const guest of itinerary.mudRoom.guestIndexes)
      items.push({
        ClientIndex: guest,
        StartDateTime: at(itinerary.mudRoom.start),
        DisplayName: 'Rasul mud room',
        Code: code,
      });
  const garden = itinerary.gardenExtra;
  if (garden) {
    const name = catalogue.SpaGardens.find((g) => g.Code === garden.code)?.DisplayName ?? garden.code;
    for (const guest of garden.guestIndexes)
      items.push({ ClientIndex: guest, StartDateTime: at(garden.start), DisplayName: name, Code: code });
  }
  return items.sort(
    (a, b) => a.ClientIndex - b.ClientIndex || a.StartDateTime.localeCompare(b.StartDateTime),
  );
}

/**
 * Books the add-on's choice on the spa's diary for the room, replacing the package's
 * previous choice, and records the package priced from the catalogue. A 409 names the
 * time that cannot be had; then nothing changes (the old choice stays booked).
 */
async function bookStaySpa(
  deps: StaysDeps,
  memberId: string,
  ref: RoomRef,
  kind: SpaKind,
  date: string,
  request: (partySize: number) => HoldRequest,
  now: Date,
): Promise<StayBookingResponse> {
  const { catalogue } = deps;
  await deps.db.transaction(async (tx) => {
    const { record, room } = await roomForChange(tx, deps.hotel, memberId, ref, now);
    await openStayLedger(tx, deps.hotel, record);
    const addOn = spaAddOn(deps, record, ref.productCode, kind);
    assertDayOfStay(room, date, 'body.startDate');
    const partySize = spaPartyOf(room);
    const existing = record.packages.find((p) => p.roomId === room.id && p.code === addOn.PMSCode);
    const sessionId = existing?.spaSessionId ?? randomBytes(16).toString('base64url');
    if (!existing?.spaSessionId) await insertSession(tx, sessionId, 'stay', 'booked');
    // Every booking of the day queues on this lock (as a hold does): each reads what the ones before it claimed.
    await lockResources(tx, [`day:${date}`]);
    const at = await deps.bookingNow(tx);
    assertBookableDate(catalogue, date, 'body.startDate', at);
    await deleteSessionClaims(tx, sessionId);
    const taken = await takenOn(deps, tx, date, sessionId);
    const outcome = holdChoice(catalogue, taken, emptyItinerary({ date, partySize }), request(partySize), {
      clock: { now: at },
      alternatives: false,
    });
    if (!outcome.ok) throw conflict(`Sorry, ${outcome.refusal.Message}.`, outcome.refusal);
    await writeClaims(tx, outcome.claims, { sessionId, bookingId: null, expiresAt: null });
    await setItineraryContext(tx, sessionId, contextOf(outcome.itinerary));
    await upsertRoomPackage(tx, {
      roomId: room.id,
      code: addOn.PMSCode,
      quantity: 1,
      startDate: date,
      endDate: date,
      amountPence: priceItinerary(catalogue, outcome.itinerary).Total,
      dining: null,
      spaSessionId: sessionId,
      spaItems: spaItemsOf(catalogue, outcome.itinerary, addOn.PMSCode),
    });
    await touchReservation(tx, record.reservation.id);
    await recordStayChange(deps, tx, await requireMemberStay(tx, memberId, ref.confirmationNumber), {
      category: 'add-on',
      description: `${addOn.DisplayName} on ${formatAccountDate(date)}, room ${room.leg}`,
    });
  });
  deliverSoon(deps);
  return memberStay(deps, memberId, ref.confirmationNumber, now);
}

function assertGuests(indexes: readonly number[], partySize: number, field: (i: number) => string) {
  indexes.forEach((guest, i) => {
    if (guest >= partySize)
      throw badRequest(field(i), `must name one of the ${partySize} guest(s) of the room`);
  });
}

/** POST api/stay/add-spa-treatment-package/. */
export function addStaySpaTreatments(
  deps: StaysDeps,
  memberId: string,
  body: StayAddSpaTreatmentRequest,
  now = new Date(),
) {
  const tz = deps.catalogue.Resort.TimeZone;
  if (body.endDate !== body.startDate) throw badRequest('body.endDate', 'must be the day of the treatments');
  body.selections.forEach((s, i) => {
    if (calendarDay(s.StartTime, tz) !== body.startDate)
      throw badRequest(`body.selections.${i}.StartTime`, 'must be on the day of the treatments');
  });
  return bookStaySpa(
    deps,
    memberId,
    body,
    'treatments',
    body.startDate,
    (PartySize) => {
      assertGuests(
        body.selections.map((s) => s.GuestIndex),
        PartySize,
        (i) => `body.selections.${i}.GuestIndex`,
      );
      return { Kind: 'treatments', Date: body.startDate, PartySize, Items: body.selections };
    },
    now,
  );
}

/** POST api/stay/add-spa-mud-package/ and add-spa-garden-package/: one group time. */
export function addStaySpaGroup(
  deps: StaysDeps,
  memberId: string,
  body: StayAddSpaGroupRequest,
  kind: 'mud' | 'garden',
  now = new Date(),
) {
  const { catalogue } = deps;
  const [choice] = body.selections;
  if (!choice) throw badRequest('body.selections', 'choose one time');
  const date = calendarDay(choice.selection, catalogue.Resort.TimeZone);
  if (kind === 'mud' && choice.code !== catalogue.MudRoom?.ActivityCode)
    throw badRequest('body.selections.0.code', 'is not the mud room');
  if (kind === 'mud' && choice.guestIndexes.length < (catalogue.MudRoom?.MinGuests ?? 2))
    throw badRequest('body.selections.0.guestIndexes', 'A minimum of 2 guests must be in the mud room');
  if (new Set(choice.guestIndexes).size !== choice.guestIndexes.length)
    throw badRequest('body.selections.0.guestIndexes', 'names a guest twice');
  return bookStaySpa(
    deps,
    memberId,
    body,
    kind,
    date,
    (PartySize) => {
      // The spa garden is for every guest of the room together (§5), the first the primary.
      const guests = kind === 'garden' ? Array.from({ length: PartySize }, (_, i) => i) : choice.guestIndexes;
      assertGuests(guests, PartySize, (i) => `body.selections.0.guestIndexes.${i}`);
      return kind === 'mud'
        ? { Kind: 'mud', Date: date, PartySize, StartDateTime: choice.selection, GuestIndexes: guests }
        : {
            Kind: 'garden-extra',
            Date: date,
            PartySize,
            Code: choice.code,
            StartDateTime: choice.selection,
            GuestIndexes: guests,
          };
    },
    now,
  );
}

/** The member's room and spa add-on for an availability question (read only). */
async function spaQuestion(
  deps: StaysDeps,
  memberId: string,
  ref: RoomRef,
  date: string,
  kind: SpaKind | 'extras',
) {
  const record = await requireMemberStay(deps.db, memberId, ref.confirmationNumber);
  const room = record.rooms.find((r) => r.id === ref.internalIdentifier && r.leg === ref.leg);
  if (!room || room.cancelledAt) throw conflict('This room cannot have spa add-ons.');
  const addOn = deps.hotel.AddOns.find((a) => a.PMSCode === ref.productCode);
  if (kind === 'extras') {
    if (addOn?.Spa !== 'mud' && addOn?.Spa !== 'garden')
      throw badRequest('body.productCode', 'is not a mud room or spa garden package');
  } else spaAddOn(deps, record, ref.productCode, kind);
  assertDayOfStay(room, date, 'body.date');
  const pkg = record.packages.find((p) => p.roomId === room.id && p.code === ref.productCode);
  // With the package's own session its current booking is set aside, so that it can be chosen again.
  return { room, addOn, sessionId: pkg?.spaSessionId ?? room.id };
}

/** The spa's availability answers are the booking flow's, through its cache (decision 160). */
type StaySpaAvailabilityDeps = StaysDeps & Pick<AvailabilityDeps, 'takenCache'>;

/** POST api/stay/spa-treatment-availability/: the engine's times for the room's guests. */
export async function staySpaTreatmentAvailability(
  deps: StaySpaAvailabilityDeps,
  memberId: string,
  body: RoomRef & { date: string; GuestRequirements: TreatmentAvailabilityRequest['GuestRequirements'] },
) {
  const { room, sessionId } = await spaQuestion(deps, memberId, body, body.date, 'treatments');
  assertGuests(
    body.GuestRequirements.map((g, i) => g.GuestIndex ?? i),
    spaPartyOf(room),
    (i) => `body.GuestRequirements.${i}.GuestIndex`,
  );
  return treatmentAvailability(deps, {
    SessionId: sessionId,
    Date: body.date,
    GuestRequirements: body.GuestRequirements,
    AppointmentExtras: [],
    FilteredSelections: [],
    StartTogether: false,
  });
}

/** POST api/stay/spa-extras-availability/: mud room or spa garden times. */
export async function staySpaExtrasAvailability(
  deps: StaySpaAvailabilityDeps,
  memberId: string,
  body: RoomRef & { date: string; guestIndexes: number[] },
) {
  const { room, addOn, sessionId } = await spaQuestion(deps, memberId, body, body.date, 'extras');
  const partySize = spaPartyOf(room);
  assertGuests(body.guestIndexes, partySize, (i) => `body.guestIndexes.${i}`);
  const mud = addOn?.Spa === 'mud';
  return extrasAvailability(deps, {
    SessionId: sessionId,
    date: body.date,
    appointmentExtras: mud && deps.catalogue.MudRoom ? [deps.catalogue.MudRoom.ActivityCode] : [],
    groupExtras: mud ? [] : deps.catalogue.SpaGardens.map((g) => g.Code),
    guestIndexes: mud ? body.guestIndexes : Array.from({ length: partySize }, (_, i) => i),
    FilteredSelections: [],
  });
}
