import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { PackagesResponseSchema } from '@spa/domain';
import { prefetchPackages } from './packages-api';

const retreat = {
  PremierId: 'ELM-RETREAT',
  DisplayName: 'The Elmstead Retreat',
  Description: 'A day',
  BandTimes: [],
  bookingDetails: { PackageID: 'ELM-RETREAT', ActualPrice: 21900, TimeBandIsRequired: false, TimeBands: [] },
  HasDining: false,
  HasSpaGarden: false,
  HasTreatments: false,
  HasExtras: false,
  Extras: [],
  Restaurants: [],
  SpaGardenCode: null,
  AllowedTreatments: 0,
  TreatmentIntro: '',
  EndTime: '17:00',
};
const configuration = { SpaDays: [{ PremierId: 'ELM-RETREAT', Images: [{ Path: '/images/retreat.svg' }] }] };

function serve() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    Response.json(url.includes('getConfiguration') ? configuration : { packages: [retreat] }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const visit = (client: QueryClient, query: string) => ({
  client,
  params: {},
  search: new URLSearchParams(query),
  pathname: '/spa/day/search',
});

describe('prefetchPackages (the search route, before its screen has loaded)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves an answer the schema accepts', () => {
    expect(PackagesResponseSchema.parse({ packages: [retreat] })).toEqual({ packages: [retreat] });
  });

  it("asks for the link's date and party under the screen's query key, then preloads the first picture", async () => {
    const fetch = serve();
    const client = new QueryClient();
    prefetchPackages(visit(client, 'guests=3&packageId=ELM-RETREAT&d=2026-12-02'));
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const asked = fetch.mock.calls.find(([url]) => url === '/api/spa/packages');
    expect(JSON.parse(asked?.[1]?.body as string)).toEqual({
      date: '2026-12-02',
      numberOfClients: 3,
    });
    expect(client.getQueryData(['spa', 'packages', '2026-12-02', 3, null])).toEqual({ packages: [retreat] });
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe('/images/retreat.svg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks nothing when the link names no date, or a party of 5+', () => {
    const fetch = serve();
    prefetchPackages(visit(new QueryClient(), 'guests=2'));
    prefetchPackages(visit(new QueryClient(), 'guests=0&d=2026-12-02'));
    prefetchPackages(visit(new QueryClient(), 'd=tomorrow'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
