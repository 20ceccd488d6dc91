import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewStayForm } from './new-stay-form';
import { roomCapacityOf } from './stay-screen-parts';

afterEach(cleanup);

const capacity = roomCapacityOf([{ MaxAdults: 4, MaxGuests: 4 }]);
const request = {
  arrivalDate: '2027-03-01',
  numberOfNights: 2,
  occupancy: [[2, 0, 0]] as [number, number, number][],
};

describe('the new stay form', () => {
  it('searches with the nights and guests chosen, as numbers, keeping what the request carried', async () => {
    const onSearch = vi.fn();
    render(<NewStayForm request={{ ...request, amend: 'x' }} capacity={capacity} onSearch={onSearch} />);
    await userEvent.selectOptions(screen.getByLabelText('Nights'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Adults'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Dogs'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        arrivalDate: '2027-03-01',
        numberOfNights: 3,
        occupancy: [[4, 0, 1]],
        amend: 'x',
      }),
    );
  });

  it('searches every room of a stay amended together, each with its own guests', async () => {
    const onSearch = vi.fn();
    const twoRooms = {
      ...request,
      occupancy: [
        [2, 0, 0],
        [2, 0, 0],
      ] as [number, number, number][],
    };
    render(<NewStayForm request={twoRooms} capacity={capacity} onSearch={onSearch} />);
    await userEvent.selectOptions(
      within(screen.getByRole('group', { name: 'Room 2' })).getByLabelText('Children'),
      '1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        ...twoRooms,
        occupancy: [
          [2, 0, 0],
          [2, 1, 0],
        ],
      }),
    );
  });

  it('does not search without an arrival date, and says why in the error summary', async () => {
    const onSearch = vi.fn();
    render(<NewStayForm request={request} capacity={capacity} onSearch={onSearch} />);
    await userEvent.clear(screen.getByLabelText('Arrival'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: /problem/i })).toBeInTheDocument();
    expect(screen.getByLabelText('Arrival')).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
