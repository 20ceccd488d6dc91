import { Outlet } from 'react-router';
import { useRouteTitle } from '../lib/route-meta';
import { useScrollToTop } from '../lib/use-scroll-to-top';

/** The staff area's frame: a skip link, the header (the shell adds its navigation), main. */
export function StaffApp() {
  useRouteTitle('Elmstead Hall spa team');
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-3"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <Outlet />
    </div>
  );
}
