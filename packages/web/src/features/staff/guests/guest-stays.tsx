import { formatShortDate, type GuestStay } from '@spa/domain';
import { TableHead } from '../../../components/staff/table-head';
import { StaffPanel } from '../../../components/staff/staff-panel';

/** The hotel stays led by the guest's e-mail (decision 0395): each room, newest first. */
export function GuestStays({ stays, byEmail }: { stays: GuestStay[]; byEmail: boolean }) {
  return (
    <StaffPanel title={`Stays (${stays.length})`}>
      {stays.length === 0 ? (
        <p>
          {byEmail
            ? 'No hotel stays under this e-mail.'
            : 'The hotel knows stays by e-mail only, and this guest gave none.'}
        </p>
      ) : (
        <table className="w-full border-collapse text-left">
          <TableHead headings={['Dates', 'Stay', 'Room', 'Status']} />
          <tbody>
            {stays.map((stay) => (
              <tr
                key={`${stay.ConfirmationNumber}-${stay.Arrival}-${stay.RoomCode}`}
                className="border-b border-sage-200"
              >
                <td className="py-2 pr-3">
                  {formatShortDate(stay.Arrival)} to {formatShortDate(stay.Departure)}
                </td>
                <td className="py-2 pr-3">
                  <span className="font-semibold">{stay.ConfirmationNumber}</span>
                  <span className="block text-sm">Led by {stay.LeadGuest}</span>
                </td>
                <td className="py-2 pr-3">{stay.RoomCode}</td>
                <td className="py-2">{stay.Cancelled ? 'Cancelled' : 'Booked'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StaffPanel>
  );
}
