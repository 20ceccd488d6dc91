import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useRouteTitle } from '../../lib/route-meta';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { SiteFrame } from './page';

/**
 * A guest app's frame around its routes (booking, account, stay): the resort's name in the
 * header and in each route's title, and each route opened at the top. `children` go above the route.
 */
export function AppFrame({ resortName, children }: { resortName: string | undefined; children?: ReactNode }) {
  const siteName = resortName ?? 'Spa';
  useRouteTitle(siteName);
  useScrollToTop();
  return (
    <SiteFrame siteName={siteName}>
      {children}
      <Outlet />
    </SiteFrame>
  );
}
