import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpaConfiguration } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { spaConfigurationQuery } from '../../../lib/configuration';
import type { RouteVisit } from '../../../lib/lazy-screen';
import { guestsFromQuery } from '../../../lib/search-query';

/**
 * POST /api/spa/packages: the packages that can be served on the date for the party.
 * The answer's schema (zod and the domain) loads beside the request, not before it:
 * the search route asks before its screen's code has arrived (docs/decisions.md 164).
 */
const loadSchema = async () => (await import('./packages-schema')).PackagesResponseSchema;

export const getPackages = async (
  input: { date: string; numberOfClients: number; SessionId?: string },
  signal?: AbortSignal,
) => {
  const [answer, schema] = await Promise.all([
    apiRequest('/api/spa/packages', { body: input, signal }),
    loadSchema(),
  ]);
  return schema.parse(answer);
};

const packagesQuery = (date: string, numberOfClients: number, sessionId?: string) =>
  queryOptions({
    queryKey: ['spa', 'packages', date, numberOfClients, sessionId ?? null],
    queryFn: ({ signal }) => getPackages({ date, numberOfClients, SessionId: sessionId }, signal),
  });

export function usePackages(date: string, numberOfClients: number, sessionId?: string) {
  return useQuery({
    ...packagesQuery(date, numberOfClients, sessionId),
    enabled: Boolean(date) && numberOfClients > 0,
  });
}

/**
 * The search route, opened by a link that names its date (`d`) and party: asks for the
 * packages while the screen's code loads, then preloads the first package's picture
 * (the largest thing the screen paints). The screen still checks the date (from
 * tomorrow, within a year) before it shows them; the server checks it again.
 */
export function prefetchPackages({ client, search }: RouteVisit) {
  const date = search.get('d');
  const guests = guestsFromQuery(search.get('guests'));
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || guests === 0) return;
  void Promise.all([
    client.fetchQuery(packagesQuery(date, guests)),
    client.fetchQuery(spaConfigurationQuery(date)),
  ])
    .then(([{ packages }, configuration]) =>
      preloadImage(firstPicture(packages[0]?.PremierId, configuration)),
    )
    .catch(() => undefined); // the screen asks again and shows the error
}

const firstPicture = (premierId: string | undefined, configuration: SpaConfiguration) =>
  configuration.SpaDays.find((d) => d.PremierId === premierId)?.Images[0]?.Path;

const preloaded = new Set<string>();
function preloadImage(href: string | undefined) {
  if (!href || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href, fetchpriority: 'high' }))
    link.setAttribute(name, value);
  document.head.append(link);
}
