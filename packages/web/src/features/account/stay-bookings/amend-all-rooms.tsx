import { useState } from 'react';
import { daysBetween, type StayRoom } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PhoneLink } from './stay-room-card';

/**
 * The stay search page for amending rooms (account-area §2): the rooms' internal identifiers
 * (comma-separated when all are amended together), their arrival, nights and each room's guests
 * as [[adults, children, dogs], …]; the confirmation number too, so that the page can ask for
 * the member's own booking.
 */
export function amendLink(rooms: StayRoom[]): string {
  const first = rooms[0];
  if (!first) return '/account/#/bookings/stay';
  const query = new URLSearchParams({
    amend: rooms.map((room) => room.InternalIdentifier).join(','),
    arrivalDate: first.DateRange.StartDate,
    numberOfNights: String(daysBetween(first.DateRange.StartDate, first.DateRange.EndDate)),
    occupancy: JSON.stringify(rooms.map(({ GuestQuota: g }) => [g.Adults, g.Children, g.Dogs])),
    confirmation: first.ConfirmationNumber,
  });
  return `/booking/stay/#/stay/search/?${query.toString()}`;
}

/**
 * 'Amend all rooms' of a stay of more than one room still booked: offered when every such room
 * may be amended (no voucher, each room's amend deadline ahead); otherwise why not, and the phone.
 */
export function AmendAllRooms({ rooms, phone }: { rooms: StayRoom[]; phone: string }) {
  const [open, setOpen] = useState(false);
  const booked = rooms.filter((room) => !room.IsCancelled);
  if (booked.length < 2) return null;
  if (booked.some((room) => room.CannotAmendReason !== null))
    return (
      <p className="text-sm">
        These rooms cannot all be amended online. Please contact the hotel on <PhoneLink phone={phone} />.
      </p>
    );
  return (
    <>
      <Button variant="secondary" className="no-print" onClick={() => setOpen(true)}>
        Amend all rooms
      </Button>
      <ConfirmModal
        open={open}
        title="Amend all rooms?"
        confirmLabel="Choose new dates"
        busy={false}
        onClose={() => setOpen(false)}
        onConfirm={() => window.location.assign(amendLink(booked))}
      >
        <p>
          You will choose new dates for all {booked.length} rooms, each room&apos;s guests and a room for each
          on our stay search page. Your rooms stay as they are until you confirm the change there.
        </p>
      </ConfirmModal>
    </>
  );
}
