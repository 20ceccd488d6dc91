import {
  StayAmendAllSearchSchema,
  StayAmendSearchRequestSchema,
  type StayAmendAllSearch,
  StayNewSearchRequestSchema,
  type StayAmendSearchRequest,
  type StayBookAgainResponse,
  type StayNewSearchRequest,
} from '@spa/domain';

/** The query's occupancy ([[adults, children, dogs], …]) as sent, or undefined when it is not JSON (the schema then refuses it). */
function occupancyOf(params: URLSearchParams): unknown {
  try {
    return JSON.parse(params.get('occupancy') ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The amend link's query (account-area §2: amend, arrivalDate, numberOfNights,
 * occupancy as [[adults,children,dogs]], and the confirmation number) as the
 * search request, or null when it is not a whole, valid request.
 */
export function amendSearchOf(params: URLSearchParams): StayAmendSearchRequest | null {
  const occupancy = occupancyOf(params);
  const parsed = StayAmendSearchRequestSchema.safeParse({
    confirmationNumber: params.get('confirmation'),
    amend: params.get('amend'),
    arrivalDate: params.get('arrivalDate'),
    numberOfNights: Number(params.get('numberOfNights')),
    occupancy,
  });
  return parsed.success ? parsed.data : null;
}

/** An 'Amend all rooms' link's query (amend as the rooms' identifiers, comma-separated), or null when it is not one. */
export function amendAllSearchOf(params: URLSearchParams): StayAmendAllSearch | null {
  const amend = params.get('amend') ?? '';
  if (!amend.includes(',')) return null;
  const occupancy = occupancyOf(params);
  const parsed = StayAmendAllSearchSchema.safeParse({
    confirmationNumber: params.get('confirmation'),
    amend: amend.split(','),
    arrivalDate: params.get('arrivalDate'),
    numberOfNights: Number(params.get('numberOfNights')),
    occupancy,
  });
  return parsed.success ? parsed.data : null;
}

/** The query of an 'Amend all rooms' search, for the link and the page's own address. */
export function amendAllQueryOf(search: StayAmendAllSearch): URLSearchParams {
  return new URLSearchParams({
    amend: search.amend.join(','),
    arrivalDate: search.arrivalDate,
    numberOfNights: String(search.numberOfNights),
    occupancy: JSON.stringify(search.occupancy),
    confirmation: search.confirmationNumber,
  });
}

/** The query for a search, for the page's own address (so Back and reload keep it). */
export function amendQueryOf(request: StayAmendSearchRequest): URLSearchParams {
  return new URLSearchParams({
    amend: request.amend,
    arrivalDate: request.arrivalDate,
    numberOfNights: String(request.numberOfNights),
    occupancy: JSON.stringify(request.occupancy),
    confirmation: request.confirmationNumber,
  });
}

/** A new stay's dates and guests from the page's query ('Book Again'), or null when there are none yet. */
export function newStaySearchOf(params: URLSearchParams): StayNewSearchRequest | null {
  const occupancy = occupancyOf(params);
  const parsed = StayNewSearchRequestSchema.safeParse({
    arrivalDate: params.get('arrivalDate'),
    numberOfNights: Number(params.get('numberOfNights')),
    occupancy,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * What the new stay's form starts with: the stay booked again's nights and guests,
 * arriving two weeks from `today` (any later date can be chosen).
 */
export function bookAgainDefaults(
  from: StayBookAgainResponse | undefined,
  today: Date,
): StayNewSearchRequest {
  const arrival = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 14));
  return {
    arrivalDate: arrival.toISOString().slice(0, 10),
    numberOfNights: from?.NumberOfNights ?? 1,
    occupancy: from ? [from.Occupancy[0] ?? [2, 0, 0]] : [[2, 0, 0]],
  };
}

/** The query of a new stay's search, keeping the stay booked again. */
export function newStayQueryOf(request: StayNewSearchRequest, from: string | null): URLSearchParams {
  return new URLSearchParams({
    ...(from ? { from } : {}),
    arrivalDate: request.arrivalDate,
    numberOfNights: String(request.numberOfNights),
    occupancy: JSON.stringify(request.occupancy),
  });
}
