import { Outlet } from 'react-router';
import { SkipLink } from '../components/layout/page';
import { useRouteTitle } from '../lib/route-meta';
import { useScrollToTop } from '../lib/use-scroll-to-top';

/** The staff area's frame: a skip link, the header (the shell adds its navigation), main. */
export function StaffApp() {
  useRouteTitle('Elmstead Hall spa team');
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Outlet />
    </div>
  );
}
