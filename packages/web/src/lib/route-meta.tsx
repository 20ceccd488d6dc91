import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useMatches, type RouteObject } from 'react-router';

/** Each route carries its spec name and page title in its `handle`. */
export interface RouteHandle {
  name: string;
  title: string;
}

/** A route with its spec name and page title. */
export function namedRoute(path: string, name: string, title: string, element: ReactNode): RouteObject {
  return { path, handle: { name, title } satisfies RouteHandle, element };
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'title' in value;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** Sets document.title from the current route, with the site name after it. */
export function useRouteTitle(siteName: string) {
  const handle = useRouteHandle();
  useEffect(() => {
    document.title = handle ? `${handle.title} | ${siteName}` : siteName;
  }, [handle, siteName]);
}
