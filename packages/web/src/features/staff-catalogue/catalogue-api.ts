import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CatalogueChangeResponseSchema,
  CatalogueOnDateSchema,
  CataloguePreviewSchema,
  type CatalogueChangeRequest,
  type CatalogueEditWire,
} from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

const CATALOGUE = ['staff', 'catalogue'];

/** GET api/staff/catalogue?date: the catalogue in force on a date, and every version (spa manager only). */
export function useCatalogueOn(date: string | null) {
  return useQuery({
    queryKey: [...CATALOGUE, date ?? 'today'],
    queryFn: async ({ signal }) =>
      CatalogueOnDateSchema.parse(
        await apiRequest(`/api/staff/catalogue${date ? `?date=${encodeURIComponent(date)}` : ''}`, {
          signal,
        }),
      ),
    retry: false,
  });
}

/** POST api/staff/catalogue/changes: entries changed from a date; every date's catalogue is asked again. */
export function useChangeCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CatalogueChangeRequest) =>
      CatalogueChangeResponseSchema.parse(await apiRequest('/api/staff/catalogue/changes', { body: change })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE });
      void queryClient.invalidateQueries({ queryKey: ['configuration'] });
    },
  });
}

/** POST api/staff/catalogue/preview: a draft as guests would see a date (nothing saved). */
export function usePreviewCatalogue() {
  return useMutation({
    mutationFn: async (draft: { Date: string; Edits: CatalogueEditWire[] }) =>
      CataloguePreviewSchema.parse(await apiRequest('/api/staff/catalogue/preview', { body: draft })),
  });
}
