import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes, useHref, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';

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

const RouteTableContext = createContext<RouteObject[]>([]);

/**
 * Renders the app's routes at the current location (React Router's declarative
 * mode: a third of the data router's bytes, docs/decisions.md 81) and lets
 * `useRouteHandle` read the same table.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return <RouteTableContext.Provider value={routes}>{useRoutes(routes)}</RouteTableContext.Provider>;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(routes, location) ?? [];
    for (let i = matches.length - 1; i >= 0; i--) {
      const handle: unknown = matches[i]?.route.handle;
      if (isRouteHandle(handle)) return handle;
    }
    return undefined;
  }, [routes, location]);
}

/** Sets document.title from the current route, with the site name after it. */
export function useRouteTitle(siteName: string) {
  const handle = useRouteHandle();
  useEffect(() => {
    document.title = handle ? `${handle.title} | ${siteName}` : siteName;
  }, [handle, siteName]);
}

/**
 * Sends the guest elsewhere, replacing the current entry (instead of React Router's
 * `<Navigate replace>`). A redirect runs after its render; if another hash was opened in
 * between (a link, a reload of a session's address), that navigation wins and the
 * redirect is dropped: `<Navigate>` used to overwrite it (decision 75).
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const rendered = useHref(location);
  // A passive effect: it runs after the router's own layout effect has subscribed to the
  // history, so a redirect on the first render is seen (in a layout effect it changed
  // the address while the router still showed '/').
  useEffect(() => {
    const current = window.location.hash || '#/';
    if (current !== rendered.slice(rendered.indexOf('#'))) return;
    void navigate(to, { replace: true });
  }, [navigate, to, rendered]);
  return null;
}
