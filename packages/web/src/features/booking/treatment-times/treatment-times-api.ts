import { queryOptions, useQuery } from '@tanstack/react-query';
import { TreatmentAvailabilityResponseSchema, type TreatmentAvailabilityRequest } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { TREATMENT_AVAILABILITY } from '../../../lib/spa-day/holds-api';

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

const treatmentAvailabilityQuery = (input: TreatmentAvailabilityQuery) =>
  queryOptions({
    queryKey: [...TREATMENT_AVAILABILITY, input],
    queryFn: ({ signal }) => getTreatmentAvailability(input, signal),
  });

export const useTreatmentAvailability = (input: TreatmentAvailabilityQuery) =>
  useQuery(treatmentAvailabilityQuery(input));
