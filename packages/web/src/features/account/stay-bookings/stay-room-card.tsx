import {
  calendarDay,
  daysBefore,
  formatAccountDate,
  formatAccountDateTime,
  formatPrice,
  type StayConfiguration,
  type StayRoom,
} from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { formatTime } from '../../../lib/format';
import { SpaItems } from './spa-items';

/** '15:00 on 22nd December 2026'; a deadline at midnight is 'the end of' the day before. */
function at(instant: string, timeZone: string) {
  return formatTime(instant, timeZone) === '00:00'
    ? `the end of ${formatAccountDate(daysBefore(calendarDay(instant, timeZone), 1))}`
    : formatAccountDateTime(instant, timeZone);
}

/** The hotel's number, tappable on a phone. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      className="whitespace-nowrap text-teal-800 underline underline-offset-4"
      href={`tel:${phone.replace(/\s/g, '')}`}
    >
      {phone}
    </a>
  );
}

/**
 * Why the room cannot be cancelled online, said once: the reason already ends 'please contact
 * the hotel.', so the number completes that sentence.
 */
function CannotCancel({ reason, phone }: { reason: string; phone: string }) {
  const asks = /contact the hotel\.$/.test(reason);
  return (
    <p className="text-sm">
      {asks ? reason.slice(0, -1) : reason} {asks ? 'on ' : 'Please contact the hotel on '}
      <PhoneLink phone={phone} />.
    </p>
  );
}

/**
 * One room of a stay (account-area §2, §4): guests, rate type and its text,
 * packages with Remove, and whether and until when it may be cancelled or amended.
 */
export function StayRoomCard({
  room,
  configuration,
  timeZone,
  phone,
  showActions,
  onCancel,
  onAmend,
  onRemovePackage,
}: {
  room: StayRoom;
  configuration: StayConfiguration | undefined;
  timeZone: string;
  phone: string;
  showActions: boolean;
  onCancel: () => void;
  onAmend: () => void;
  onRemovePackage: (code: string) => void;
}) {
  const roomName =
    configuration?.RoomTypes.find((t) => t.PMSCode === room.RoomCode)?.DisplayName ?? room.RoomCode;
  const rateName =
    configuration?.RateTypes.find((t) => t.PMSCode === room.RateCode)?.DisplayName ?? room.RateCode;
  const packageName = (code: string) =>
    configuration?.AddOns.find((a) => a.PMSCode === code)?.DisplayName ?? code;
  const { Adults, Children, Infants, Dogs } = room.GuestQuota;
  const guests = [
    `${Adults} ${Adults === 1 ? 'adult' : 'adults'}`,
    Children > 0 && `${Children} ${Children === 1 ? 'child' : 'children'}`,
    Infants > 0 && `${Infants} ${Infants === 1 ? 'infant' : 'infants'}`,
    Dogs > 0 && `${Dogs} ${Dogs === 1 ? 'dog' : 'dogs'}`,
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={`room-${room.Leg}`}
      className="flex flex-col gap-3 rounded-md border border-sage-200 p-4"
    >
      <h3 id={`room-${room.Leg}`} className="font-sans text-lg font-bold">
        Room {room.Leg}: {roomName}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Guests</dt>
        <dd>
          {room.GuestNames.join(', ')} ({guests.join(', ')})
        </dd>
        <dt className="font-semibold">Dates</dt>
        <dd>
          {formatAccountDate(room.DateRange.StartDate)} – {formatAccountDate(room.DateRange.EndDate)}
        </dd>
        <dt className="font-semibold">Rate</dt>
        <dd>{rateName}</dd>
        <dt className="font-semibold">Total</dt>
        <dd>{formatPrice(room.Total)}</dd>
      </dl>
      <p className="text-sm">{room.RateText}</p>
      {room.Packages.length > 0 && (
        <div>
          <h4 className="font-semibold">Packages</h4>
          <ul className="flex flex-col gap-1">
            {room.Packages.map((p) => (
              <li key={p.Code} className="flex flex-wrap items-center gap-2">
                <span>
                  {packageName(p.Code)} × {p.Quantity}
                </span>
                {showActions && !room.IsCancelled && (
                  <Button
                    variant="link"
                    aria-label={`Remove ${packageName(p.Code)} from room ${room.Leg}`}
                    onClick={() => onRemovePackage(p.Code)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <SpaItems room={room} timeZone={timeZone} />
      {room.IsCancelled ? (
        <p className="font-semibold text-danger">This booking is cancelled.</p>
      ) : (
        showActions && (
          <div className="no-print flex flex-col gap-2 border-t border-sage-200 pt-3">
            {room.CannotCancelReason === null ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="secondary" onClick={onCancel} aria-label={`Cancel room ${room.Leg}`}>
                  Cancel
                </Button>
                <span className="text-sm">
                  Free to cancel until {at(room.CancellationDateTime, timeZone)}.
                </span>
              </div>
            ) : (
              <CannotCancel reason={room.CannotCancelReason} phone={phone} />
            )}
            {room.CannotAmendReason === null ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="secondary" onClick={onAmend} aria-label={`Amend room ${room.Leg}`}>
                  Amend
                </Button>
                <span className="text-sm">Changes can be made until {at(room.AmendDateTime, timeZone)}.</span>
              </div>
            ) : (
              <p className="text-sm">
                {`This room cannot be amended${room.CannotAmendReason.includes('voucher') ? ': a voucher was used, please contact the hotel' : ''}.`}
              </p>
            )}
          </div>
        )
      )}
    </article>
  );
}
