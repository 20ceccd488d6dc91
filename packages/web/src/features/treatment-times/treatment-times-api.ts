import { queryOptions, useQuery } from '@tanstack/react-query';
import { TreatmentAvailabilityResponseSchema, type TreatmentAvailabilityRequest } from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

/** With the session, the server takes the choices already made from its holds (no FilteredSelections). */
export type TreatmentAvailabilityQuery = Omit<
  TreatmentAvailabilityRequest,
  'AppointmentExtras' | 'FilteredSelections'
> & {
  AppointmentExtras?: string[];
};

/** POST /api/spa/search: each guest's first-treatment start times, AM and PM. */
export const getTreatmentAvailability = async (input: TreatmentAvailabilityQuery, signal?: AbortSignal) =>
  TreatmentAvailabilityResponseSchema.parse(await apiRequest('/api/spa/search', { body: input, signal }));

/** Under 'spa', 'treatment-availability': every hold invalidates them (holds-api). */
const treatmentAvailabilityQuery = (input: TreatmentAvailabilityQuery) =>
  queryOptions({
    queryKey: ['spa', 'treatment-availability', input],
    queryFn: ({ signal }) => getTreatmentAvailability(input, signal),
  });

export const useTreatmentAvailability = (input: TreatmentAvailabilityQuery) =>
  useQuery(treatmentAvailabilityQuery(input));
