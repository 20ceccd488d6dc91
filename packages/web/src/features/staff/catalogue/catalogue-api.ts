import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CatalogueChangeResponseSchema,
  CatalogueImportPreviewSchema,
  CatalogueOnDateSchema,
  CataloguePreviewSchema,
  type CatalogueChangeRequest,
  type CatalogueEditWire,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { CONFIGURATION } from '../../../lib/configuration';

/** Every date's catalogue (asked again after a change). */
const CATALOGUE = ['staff', 'catalogue'] as const;

/** GET api/staff/catalogue?date: the catalogue in force on a date, and every version (spa manager only). */
const catalogueOnQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...CATALOGUE, date ?? 'today'],
    queryFn: async ({ signal }) =>
      CatalogueOnDateSchema.parse(
        await apiRequest(`/api/staff/catalogue${date ? `?date=${encodeURIComponent(date)}` : ''}`, {
          signal,
        }),
      ),
    retry: false,
  });

export const useCatalogueOn = (date: string | null) => useQuery(catalogueOnQuery(date));

/** POST api/staff/catalogue/changes: entries changed from a date; every date's catalogue is asked again. */
export function useChangeCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CatalogueChangeRequest) =>
      CatalogueChangeResponseSchema.parse(await apiRequest('/api/staff/catalogue/changes', { body: change })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE });
      void queryClient.invalidateQueries({ queryKey: CONFIGURATION });
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

/** GET api/staff/catalogue/export?date: the catalogue in force on a date, as the file holds it. */
export async function fetchCatalogueFile(date: string): Promise<unknown> {
  return apiRequest(`/api/staff/catalogue/export?date=${encodeURIComponent(date)}`);
}

/** POST api/staff/catalogue/import/preview: what a file would change from its date (nothing saved). */
export function usePreviewImport() {
  return useMutation({
    mutationFn: async (request: { EffectiveFrom: string; Catalogue: unknown }) =>
      CatalogueImportPreviewSchema.parse(
        await apiRequest('/api/staff/catalogue/import/preview', { body: request }),
      ),
  });
}

/** POST api/staff/catalogue/import: the file in force from its date; every date's catalogue is asked again. */
export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { EffectiveFrom: string; Catalogue: unknown }) =>
      CatalogueChangeResponseSchema.parse(await apiRequest('/api/staff/catalogue/import', { body: request })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE });
      void queryClient.invalidateQueries({ queryKey: CONFIGURATION });
    },
  });
}
