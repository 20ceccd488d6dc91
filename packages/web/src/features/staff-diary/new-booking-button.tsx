import { Button } from '../../components/ui/button';
import { enterDeskMode } from '../../lib/desk-mode';

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
