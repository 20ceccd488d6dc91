import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { BirthdaySchema } from '@spa/domain';
import { renderForm } from '../../test/render-form';
import { BirthdayField } from './birthday-field';

const Schema = z.object({ birthday: BirthdaySchema });

afterEach(cleanup);

describe('BirthdayField', () => {
  it('shows the date read-only in the account’s words, never as an editable mm/dd/yyyy', () => {
    renderForm(Schema, { birthday: '1990-03-01' }, <BirthdayField />);
    const field = screen.getByLabelText('Birthday (optional)');
    expect(field).toHaveValue('1st March 1990');
    expect(field).toHaveAttribute('readonly');
    expect(field).not.toHaveAttribute('type', 'date');
    expect(field).toHaveAccessibleDescription('Choose the date with the calendar.');
  });

  it('takes the date chosen in the calendar, and clears it', async () => {
    const submitted = vi.fn();
    renderForm(Schema, { birthday: '' }, <BirthdayField />, submitted);
    expect(screen.getByLabelText('Birthday (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeInTheDocument();
    fireEvent.input(screen.getByTestId('birthday-picker'), { target: { value: '1985-12-24' } });
    expect(screen.getByLabelText('Birthday (optional)')).toHaveValue('24th December 1985');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ birthday: '1985-12-24' }, expect.anything()),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear birthday' }));
    expect(screen.getByLabelText('Birthday (optional)')).toHaveValue('');
  });
});
