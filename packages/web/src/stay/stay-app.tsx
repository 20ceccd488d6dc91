import { Outlet } from 'react-router';
import { SiteFrame } from '../components/layout/page';
import { useAccountConfiguration } from '../lib/configuration';
import { useRouteTitle } from '../lib/route-meta';
import { useScrollToTop } from '../lib/use-scroll-to-top';

/** The stay booking pages at /booking/stay/ (account-area §2: amending a room). */
export function StayApp() {
  const siteName = useAccountConfiguration().data?.Resort.Name ?? 'Spa';
  useRouteTitle(siteName);
  useScrollToTop();
  return (
    <SiteFrame siteName={siteName}>
      <Outlet />
    </SiteFrame>
  );
}
