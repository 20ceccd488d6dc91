import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll resets to the top on each navigation. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
