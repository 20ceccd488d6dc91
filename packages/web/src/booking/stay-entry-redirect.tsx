import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Loader } from '../components/ui/feedback';

/**
 * /booking/#/stay ('Book Again', account-area §1) is served by the stay entry
 * (decision 156): the page that searches rooms for an amend books a new stay too.
 * The query (from=<confirmation>) goes with it.
 */
export function StayEntryRedirect() {
  const { search } = useLocation();
  useEffect(() => {
    window.location.replace(`/booking/stay/#/stay/book/${search}`);
  }, [search]);
  return <Loader label="Opening the stay booking" />;
}
