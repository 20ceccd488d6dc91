import { formatPrice, type StayAmendSearchResponse } from '@spa/domain';
import { Button } from '../../../components/ui/button';

type Option = StayAmendSearchResponse['Rooms'][number];
export type RateChoice = { room: Option; rate: Option['Rates'][number] };

/** The room types free for the new stay, each with its rates priced for it (cheapest first). */
export function RoomOptions({
  rooms,
  onChoose,
}: {
  rooms: Option[];
  onChoose: (choice: RateChoice) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Rooms available">
      {rooms.map((room) => (
        <li
          key={room.RoomCode}
          className="flex flex-col gap-3 rounded-md border border-sage-200 bg-white p-4"
        >
          <h3 className="font-sans text-lg font-bold">{room.DisplayName}</h3>
          <p className="text-sm">{room.Description}</p>
          {room.RoomsLeft <= 2 && (
            <p className="text-sm font-semibold">
              {room.RoomsLeft === 1 ? 'Only 1 room left' : `Only ${room.RoomsLeft} rooms left`}
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {room.Rates.map((rate) => (
              <li key={rate.RateCode} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {rate.DisplayName}: <strong>{formatPrice(rate.Total)}</strong>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`Choose ${room.DisplayName}, ${rate.DisplayName}`}
                  onClick={() => onChoose({ room, rate })}
                >
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
