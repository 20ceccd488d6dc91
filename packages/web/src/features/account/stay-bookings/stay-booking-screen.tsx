import { useState } from 'react';
import { useParams } from 'react-router';
import { formatAccountDate, type StayBookingResponse, type StayConfiguration } from '@spa/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { Panel } from '../../../components/ui/panel';
import { useAuth } from '../../../lib/auth';
import { BookingBadge } from '../../../components/account/booking-badge';
import { BackToList, BookingNotFound } from '../../../components/account/booking-not-found';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PackageUpsell } from './package-upsell';
import { ResendConfirmationForm } from '../../../components/account/resend-confirmation-form';
import { SpaOnBill } from './spa-on-bill';
import { StayRoomCard } from './stay-room-card';
import { AmendAllRooms, amendLink } from './amend-all-rooms';
import { ArrivingToday, PrintedHotelHeader } from './stay-booking-notes';
import {
  packageRef,
  useCancelStay,
  useRemovePackage,
  useResendStayConfirmation,
  useStay,
  useStayConfiguration,
} from './stay-bookings-api';

/** Which prompt is open: cancel some legs (or all), amend a room, or remove a package. */
type Prompt =
  | { kind: 'cancel'; legs: number[] | undefined }
  | { kind: 'amend'; leg: number }
  | { kind: 'remove'; leg: number; code: string }
  | null;

function Rooms({
  booking,
  configuration,
}: {
  booking: StayBookingResponse;
  configuration: StayConfiguration | undefined;
}) {
  const [prompt, setPrompt] = useState<Prompt>(null);
  const cancel = useCancelStay(booking.ConfirmationNumber);
  const remove = useRemovePackage(booking.ConfirmationNumber);
  const phone = configuration?.PhoneNumber ?? '';
  const showActions = booking.IsFutureBooking && !booking.IsCancelled;
  const close = () => {
    setPrompt(null);
    cancel.reset();
    remove.reset();
  };
  const packageName = (code: string) =>
    configuration?.AddOns.find((a) => a.PMSCode === code)?.DisplayName ?? code;

  return (
    <section aria-labelledby="rooms-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="rooms-title" className="text-xl">
          Your rooms
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {showActions && <AmendAllRooms rooms={booking.Rooms} phone={phone} />}
          {showActions && booking.CanCancelAll && (
            <Button
              variant="secondary"
              className="no-print"
              onClick={() => setPrompt({ kind: 'cancel', legs: undefined })}
            >
              Cancel all rooms
            </Button>
          )}
        </div>
      </div>
      {booking.Rooms.map((room) => (
        <StayRoomCard
          key={room.Leg}
          room={room}
          configuration={configuration}
          timeZone={configuration?.TimeZone ?? 'Europe/London'}
          phone={phone}
          showActions={showActions}
          onCancel={() => setPrompt({ kind: 'cancel', legs: [room.Leg] })}
          onAmend={() => setPrompt({ kind: 'amend', leg: room.Leg })}
          onRemovePackage={(code) => setPrompt({ kind: 'remove', leg: room.Leg, code })}
        />
      ))}
      <ConfirmModal
        open={prompt?.kind === 'cancel'}
        title={
          prompt?.kind === 'cancel' && prompt.legs
            ? `Cancel room ${prompt.legs.join(', ')}?`
            : 'Cancel all rooms?'
        }
        confirmLabel={prompt?.kind === 'cancel' && prompt.legs ? 'Cancel room' : 'Cancel all rooms'}
        danger
        busy={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onClose={close}
        onConfirm={() => prompt?.kind === 'cancel' && cancel.mutate(prompt.legs, { onSuccess: close })}
      >
        <p>
          Your booking {booking.ConfirmationNumber} will be changed at once. This cannot be undone online.
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={prompt?.kind === 'amend'}
        title={`Amend room ${prompt?.kind === 'amend' ? prompt.leg : ''}?`}
        confirmLabel="Choose new dates"
        busy={false}
        onClose={close}
        onConfirm={() => {
          const room = booking.Rooms.find((r) => prompt?.kind === 'amend' && r.Leg === prompt.leg);
          if (room) window.location.assign(amendLink([room]));
        }}
      >
        <p>
          You will choose new dates, guests and a room on our stay search page. Your room stays as it is until
          you confirm the change there.
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={prompt?.kind === 'remove'}
        title={prompt?.kind === 'remove' ? `Remove ${packageName(prompt.code)}?` : 'Remove'}
        confirmLabel="Remove"
        busy={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onClose={close}
        onConfirm={() => {
          if (prompt?.kind !== 'remove') return;
          const room = booking.Rooms.find((r) => r.Leg === prompt.leg)!;
          remove.mutate(packageRef(room, prompt.code), { onSuccess: close });
        }}
      >
        <p>It will be taken off room {prompt?.kind === 'remove' ? prompt.leg : ''} and your bill.</p>
      </ConfirmModal>
    </section>
  );
}

/** Terms: each room's cancellation policy and tax information, as the hotel words them. */
function Terms({ booking }: { booking: StayBookingResponse }) {
  return (
    <Panel className="border border-sage-200 shadow-none">
      <h2 className="text-xl">Terms</h2>
      {booking.Rooms.map((room) => (
        <div key={room.Leg}>
          <h3 className="font-sans font-bold">Room {room.Leg}</h3>
          <p className="text-sm">{room.CancellationPolicy}</p>
          <p className="text-sm">{room.TaxInformation}</p>
        </div>
      ))}
    </Panel>
  );
}

/** account_stay_booking: one stay, by confirmation number. */
export function StayBookingScreen() {
  const { id = '' } = useParams();
  const stay = useStay(id);
  const configuration = useStayConfiguration();
  const send = useResendStayConfirmation(id);
  const { profile } = useAuth();
  const [resendOpen, setResendOpen] = useState(false);

  if (stay.isPending) return <Loader label="Loading your stay" />;
  if (stay.isError)
    return <BookingNotFound listPath="/bookings/stay" listName="Back to your stays" kind="stays" />;
  const b = stay.data;
  // The rooms still booked, and those cancelled apart (all of them once the stay is cancelled).
  const cancelledRooms = b.IsCancelled ? 0 : b.Rooms.filter((r) => r.IsCancelled).length;
  const rooms = b.Rooms.length - cancelledRooms;

  return (
    <section aria-labelledby="stay-title" className="flex flex-col gap-6 print:gap-3">
      <BackToList to="/bookings/stay">Back to your stays</BackToList>
      <PrintedHotelHeader configuration={configuration.data} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stay-title" className="text-2xl">
          {formatAccountDate(b.ArrivalDate)}, {rooms} {rooms === 1 ? 'room' : 'rooms'}
          {cancelledRooms > 0 && ` (${cancelledRooms} cancelled)`}
        </h2>
        <BookingBadge daysToGo={b.DaysToStay} isCancelled={b.IsCancelled} />
      </div>
      <p>
        Confirmation number: <strong>{b.ConfirmationNumber}</strong> · departing{' '}
        {formatAccountDate(b.DepartureDate)}
      </p>
      <div className="no-print flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.print()}>Print Confirmation</Button>
          <Button variant="secondary" aria-expanded={resendOpen} onClick={() => setResendOpen(!resendOpen)}>
            Resend confirmation
          </Button>
          <ButtonLink variant="secondary" href={`/booking/#/stay?from=${b.ConfirmationNumber}`}>
            Book Again
          </ButtonLink>
        </div>
        {resendOpen && <ResendConfirmationForm defaultEmail={profile?.EmailAddress ?? ''} send={send} />}
      </div>
      {b.IsCancelled && <Alert tone="warning">This booking is cancelled.</Alert>}
      <ArrivingToday booking={b} configuration={configuration.data} />
      <Rooms booking={b} configuration={configuration.data} />
      <SpaOnBill booking={b} />
      {b.IsFutureBooking && !b.IsCancelled && (
        <div className="no-print">
          <PackageUpsell booking={b} configuration={configuration.data} />
        </div>
      )}
      <Terms booking={b} />
    </section>
  );
}
