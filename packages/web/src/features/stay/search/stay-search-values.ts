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

/** A stay link's dates and guests, as the schemas check them. */
const stayFieldsOf = (params: URLSearchParams) => ({
  arrivalDate: params.get('arrivalDate'),
  numberOfNights: Number(params.get('numberOfNights')),
  occupancy: occupancyOf(params),
});

/** A search's dates and guests, as a link writes them. */
const stayQueryFields = (search: { arrivalDate: string; numberOfNights: number; occupancy: unknown }) => ({
  arrivalDate: search.arrivalDate,
  numberOfNights: String(search.numberOfNights),
  occupancy: JSON.stringify(search.occupancy),
});

/** An amend link's query as its search's fields, `amend` as given: what the schemas check. */
const amendLinkFields = (params: URLSearchParams, amend: unknown) => ({
  confirmationNumber: params.get('confirmation'),
  amend,
  ...stayFieldsOf(params),
});

/**
 * The amend link's query (account-area §2: amend, arrivalDate, numberOfNights,
 * occupancy as [[adults,children,dogs]], and the confirmation number) as the
 * search request, or null when it is not a whole, valid request.
 */
export function amendSearchOf(params: URLSearchParams): StayAmendSearchRequest | null {
  const parsed = StayAmendSearchRequestSchema.safeParse(amendLinkFields(params, params.get('amend')));
  return parsed.success ? parsed.data : null;
}

/** An 'Amend all rooms' link's query (amend as the rooms' identifiers, comma-separated), or null when it is not one. */
export function amendAllSearchOf(params: URLSearchParams): StayAmendAllSearch | null {
  const amend = params.get('amend') ?? '';
  if (!amend.includes(',')) return null;
  const parsed = StayAmendAllSearchSchema.safeParse(amendLinkFields(params, amend.split(',')));
  return parsed.success ? parsed.data : null;
}

/** The query of an 'Amend all rooms' search, for the link and the page's own address. */
export function amendAllQueryOf(search: StayAmendAllSearch): URLSearchParams {
  return new URLSearchParams({
    amend: search.amend.join(','),
    ...stayQueryFields(search),
    confirmation: search.confirmationNumber,
  });
}

/** The query for a search, for the page's own address (so Back and reload keep it). */
export function amendQueryOf(request: StayAmendSearchRequest): URLSearchParams {
  return new URLSearchParams({
    amend: request.amend,
    ...stayQueryFields(request),
    confirmation: request.confirmationNumber,
  });
}

/** A new stay's dates and guests from the page's query ('Book Again'), or null when there are none yet. */
export function newStaySearchOf(params: URLSearchParams): StayNewSearchRequest | null {
  const parsed = StayNewSearchRequestSchema.safeParse(stayFieldsOf(params));
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
    ...stayQueryFields(request),
  });
}
