import { AppFrame } from '../components/layout/app-frame';
import { DeskBanner } from '../components/layout/desk-banner';
import { useSpaConfiguration } from '../lib/configuration';

/** The booking app's frame; each route sets its own title. */
export function BookingApp() {
  return (
    <AppFrame resortName={useSpaConfiguration().data?.Resort.Name}>
      <DeskBanner />
    </AppFrame>
  );
}
