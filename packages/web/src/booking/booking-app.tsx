import { Outlet } from 'react-router';
import { DeskBanner } from '../components/layout/desk-banner';
import { SiteFrame } from '../components/layout/page';
import { useRouteTitle } from '../lib/route-meta';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { useSpaConfiguration } from '../lib/configuration';

/** The booking app's frame; each route sets its own title. */
export function BookingApp() {
  const siteName = useSpaConfiguration().data?.Resort.Name ?? 'Spa';
  useRouteTitle(siteName);
  useScrollToTop();
  return (
    <SiteFrame siteName={siteName}>
      <DeskBanner />
      <Outlet />
    </SiteFrame>
  );
}
