import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { SiteFrame } from '../components/layout/page';
import { useRouteTitle } from '../lib/route-meta';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { useAccountConfiguration } from '../lib/configuration';
import { SESSION_ENDED_LOGIN, useSignOutOnUnauthorised } from '../lib/auth';

export function AccountApp() {
  const siteName = useAccountConfiguration().data?.Resort.Name ?? 'Spa';
  const navigate = useNavigate();
  useRouteTitle(siteName);
  useScrollToTop();
  // §8: a 401 anywhere clears the sign-in and returns the guest to login, which says why.
  useSignOutOnUnauthorised(useCallback(() => void navigate(SESSION_ENDED_LOGIN), [navigate]));
  return (
    <SiteFrame siteName={siteName}>
      <Outlet />
    </SiteFrame>
  );
}
