import { Outlet } from 'react-router';
import { SiteFrame } from '../components/layout/page';
import { useRouteTitle } from '../lib/route-meta';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { useAccountConfiguration } from '../features/configuration/spa-configuration';

export function AccountApp() {
  const siteName = useAccountConfiguration().data?.Resort.Name ?? 'Spa';
  useRouteTitle(siteName);
  useScrollToTop();
  return (
    <SiteFrame siteName={siteName}>
      <Outlet />
    </SiteFrame>
  );
}
