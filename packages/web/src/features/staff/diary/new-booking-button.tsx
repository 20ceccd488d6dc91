import { Button } from '../../../components/ui/button';
import { enterDeskMode } from '../../../lib/desk-mode';
import type { TappedCell } from './free-cell-buttons';
import { slotBookingPath } from './free-slots';

/**
 * "New booking" (issue 22): the guests' own booking screens open in this tab in desk mode
 * (Spa Days today, the staff sign-in kept); their payment step comes back to the staff page.
 */
export function NewBookingButton() {
  return (
    <Button
      onClick={() => {
        enterDeskMode();
        window.location.assign('/booking/#/spa/type');
      }}
    >
      New booking
    </Button>
  );
}

/**
 * A therapist's empty cell tapped (decision 0440): the same desk mode, for that therapist and
 * time; the treatment search opens on its date for one guest, and lists what fits.
 */
export function bookTappedCell(date: string, cell: TappedCell) {
  enterDeskMode({ ...cell, date });
  window.location.assign(slotBookingPath(date));
}
