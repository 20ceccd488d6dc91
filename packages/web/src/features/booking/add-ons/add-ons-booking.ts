import type { HoldKind, HoldRequestBody, ItineraryWire } from '@spa/domain';
import type { Extra } from '../../../lib/add-ons/chosen-add-ons';
import { usePutHold } from '../../../lib/spa-day/holds-api';

/**
 * What the add-ons screen needs of a booking, whichever flow it is in (the Spa Day
 * here, the Spa Treatment flow too): the session, the hold bodies' frame, the
 * guests' names, the extras offered and the itinerary the session holds.
 */
export interface AddOnsBooking {
  sessionId: string;
  /** The frame every hold body carries (booking-flow §7): date, party, package and band. */
  frame: { Date: string; PartySize: number; PremierId?: string; BandNumber?: number };
  guestNames: string[];
  extras: readonly Extra[];
  itinerary: ItineraryWire | null;
  timeZone: string;
  /** The spa team's phone, for what cannot be booked online. */
  phone: string;
  /** The treatment times step, where a choice that blocks an add-on can be changed (absent when none). */
  treatmentTimesTo?: string;
  backTo: string;
  nextTo: string;
  nextLabel: string;
  /** Records that a kind was held (to say what to choose again if it lapses). */
  onHeld: (kind: HoldKind) => Promise<void>;
  /** Saves the guest's place before the next screen opens. */
  onContinue: () => Promise<void>;
}

/** What each add-on's modal is given: the booking, its extra, and whether it is open. */
export interface AddOnModalProps {
  booking: AddOnsBooking;
  extra: Extra;
  open: boolean;
  onClose: () => void;
}

type Choice<K extends HoldKind> = Omit<HoldRequestBody<K>, 'Date' | 'PartySize' | 'PremierId' | 'BandNumber'>;

/**
 * Holds an add-on on the engine (the server assigns therapist, room or places and
 * checks it against the whole held itinerary); resolves true when held. A 409 is in
 * `hold.error` for the modal to show.
 */
export function useAddOnHold<K extends HoldKind>(booking: AddOnsBooking, kind: K) {
  const hold = usePutHold(booking.sessionId, kind);
  const holdAddOn = async (choice: Choice<K>) => {
    try {
      await hold.mutateAsync({ ...booking.frame, ...choice } as HoldRequestBody<K>);
    } catch {
      return false;
    }
    await booking.onHeld(kind);
    return true;
  };
  return { hold, holdAddOn };
}
