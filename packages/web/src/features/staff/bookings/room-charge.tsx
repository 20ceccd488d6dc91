import { useState } from 'react';
import { formatPrice, type InHouseStay, type StaffBookingDetail } from '@spa/domain';
import { RadioGroup } from '../../../components/ui/choice';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorSummary, type SummaryError } from '../../../components/ui/feedback';
import { TextField } from '../../../components/ui/field';
import { inHouseStayLabel } from '../../../lib/in-house-stays';
import { useInHouseStaySearch } from './staff-bookings-api';

/** Each stay once (a stay of several rooms is charged by its number), the guest's own first. */
function choicesOf(own: InHouseStay[], found: InHouseStay[]): InHouseStay[] {
  const seen = new Set<string>();
  return [...own, ...found].filter((s) => !seen.has(s.ConfirmationNumber) && seen.add(s.ConfirmationNumber));
}

/**
 * A room charge after the booking (decision 0445): the lead booker's stays in house today
 * first (by e-mail), any other in-house guest found by room, name, e-mail or stay number; the
 * receptionist picks one and confirms. The server checks the stay is in house today.
 */
export function RoomCharge({
  booking,
  amountPence,
  busy,
  error,
  onCharge,
  onClose,
}: {
  booking: StaffBookingDetail;
  amountPence: number;
  busy: boolean;
  error: string | null;
  onCharge: (stayConfirmation: string) => void;
  onClose: () => void;
}) {
  const own = booking.Desk.InHouseStays;
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string | null>(own[0]?.ConfirmationNumber ?? null);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const search = useInHouseStaySearch(q);
  const choices = choicesOf(own, search.data?.Stays ?? []);
  const searched = q.trim().length >= 2 && search.isSuccess;
  const confirm = () => {
    const stay = choices.find((s) => s.ConfirmationNumber === chosen);
    const field = choices.length > 0 ? 'room-stay' : 'room-search';
    setErrors(stay ? [] : [{ field, message: 'Find and choose the stay to charge' }]);
    setAttempt((n) => n + 1);
    if (stay) onCharge(stay.ConfirmationNumber);
  };
  return (
    <ConfirmModal
      open
      title="Charge to a room"
      confirmLabel={`Charge ${formatPrice(amountPence)} to the room`}
      keepLabel="Not now"
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <ErrorSummary errors={errors} attempt={attempt} />
      <p>
        {formatPrice(amountPence)} goes on the stay’s bill, paid at the hotel on leaving. The guest is
        e-mailed a receipt.
      </p>
      {own.length === 0 && <p>{booking.Email} has no stay in house today. Find the guest’s stay below.</p>}
      <TextField
        id="room-search"
        name="room-search"
        label="Find a stay in house today"
        hint="A room, the guest’s name or e-mail (a surname finds it), or the stay’s number"
        autoComplete="off"
        maxLength={40}
        value={q}
        error={errors[0]?.field === 'room-search' ? errors[0].message : undefined}
        onChange={(event) => setQ(event.target.value)}
      />
      {searched && search.data.Stays.length === 0 && (
        <p role="status">
          No stay in house today matches “{q.trim()}”. Try another spelling, or take the card or cash instead.
        </p>
      )}
      {choices.length > 0 && (
        <RadioGroup
          legend="Which stay?"
          name="room-stay"
          value={chosen}
          error={errors[0]?.message}
          options={choices.map((s) => ({ value: s.ConfirmationNumber, label: inHouseStayLabel(s) }))}
          onChange={setChosen}
        />
      )}
    </ConfirmModal>
  );
}
