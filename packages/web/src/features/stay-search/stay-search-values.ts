import { StayAmendSearchRequestSchema, type StayAmendSearchRequest } from '@spa/domain';

/**
 * The amend link's query (account-area §2: amend, arrivalDate, numberOfNights,
 * occupancy as [[adults,children,dogs]], and the confirmation number) as the
 * search request, or null when it is not a whole, valid request.
 */
export function amendSearchOf(params: URLSearchParams): StayAmendSearchRequest | null {
  let occupancy: unknown;
  try {
    occupancy = JSON.parse(params.get('occupancy') ?? '');
  } catch {
    return null;
  }
  const parsed = StayAmendSearchRequestSchema.safeParse({
    confirmationNumber: params.get('confirmation'),
    amend: params.get('amend'),
    arrivalDate: params.get('arrivalDate'),
    numberOfNights: Number(params.get('numberOfNights')),
    occupancy,
  });
  return parsed.success ? parsed.data : null;
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
