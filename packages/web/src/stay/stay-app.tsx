import { AppFrame } from '../components/layout/app-frame';
import { useAccountConfiguration } from '../lib/configuration';

/** The stay booking pages at /booking/stay/ (account-area §2: amending a room). */
export function StayApp() {
  return <AppFrame resortName={useAccountConfiguration().data?.Resort.Name} />;
}
