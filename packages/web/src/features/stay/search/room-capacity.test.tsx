import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NewStayForm } from './new-stay-form';
import { RoomResults, roomCapacityOf } from './stay-screen-parts';

afterEach(cleanup);

const roomTypes = [
  { MaxAdults: 2, MaxGuests: 3 },
  { MaxAdults: 4, MaxGuests: 4 },
];
const capacity = roomCapacityOf(roomTypes);

/** The answer to a search for `adults` (no children) that found no room free. */
const renderNoRoomFor = (adults: number) =>
  render(
    <RoomResults
      arrivalDate="2027-03-01"
      departureDate="2027-03-03"
      rooms={[]}
      guests={{ adults, children: 0 }}
      capacity={capacity}
      onChoose={vi.fn()}
    />,
  );

describe('the most one room sleeps, said before the search and after it', () => {
  it('offers as many adults as the largest room takes, and says so', () => {
    render(
      <NewStayForm
        request={{ arrivalDate: '2027-03-01', numberOfNights: 2, occupancy: [[2, 0, 0]] }}
        capacity={capacity}
        onSearch={vi.fn()}
      />,
    );
    const adults = screen.getByLabelText('Adults');
    expect(
      within(adults)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4']);
    expect(adults).toHaveAccessibleDescription('Up to 4 in a room');
  });

  it('answers a search for 8 adults with the largest room and the nearest choice, not only "no room is free"', () => {
    renderNoRoomFor(8);
    expect(screen.getByRole('heading', { name: 'No room sleeps this many guests' })).toBeInTheDocument();
    expect(screen.getByText(/Our largest rooms sleep 4 adults, 4 guests in all/)).toBeInTheDocument();
    expect(screen.getByText(/book another room for the rest of your party/)).toBeInTheDocument();
  });

  it('suggests other dates when the party fits a room but none is free', () => {
    renderNoRoomFor(2);
    expect(screen.getByText(/Please try other dates or fewer nights/)).toBeInTheDocument();
  });
});
