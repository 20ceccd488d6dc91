import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { GuestNameSchema } from '@spa/domain';
import { renderForm } from '../../test/render-form';
import { FormErrorSummary } from './form-error-summary';
import { NameFields } from './person-fields';

const titles = [{ OperaCode: 'MR', DisplayName: 'Mr' }];

afterEach(cleanup);

describe('FormErrorSummary', () => {
  it('takes focus after a failed submit, not the first field, and lists the errors in page order', async () => {
    renderForm(GuestNameSchema, { title: '', firstName: '', lastName: '' }, <NameFields titles={titles} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Select a title',
      'Enter a first name',
      'Enter a last name',
    ]);
  });

  it('leaves the focus with the guest while they correct a field, and takes it again on the next failed submit', async () => {
    renderForm(GuestNameSchema, { title: '', firstName: '', lastName: '' }, <NameFields titles={titles} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // The focus moves to the summary first (as the guest sees it), then they go to a field.
    await waitFor(() => expect(summary).toHaveFocus());
    const firstName = screen.getByLabelText('First name');
    await userEvent.type(firstName, 'Ada');
    expect(firstName).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Enter a first name' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('shows why the last submit failed when no field is to blame, and nothing when none did', () => {
    function WithFailure({ failure }: { failure: string | null }) {
      const form = useForm();
      return (
        <FormProvider {...form}>
          <FormErrorSummary failure={failure} />
        </FormProvider>
      );
    }
    const { rerender } = render(<WithFailure failure="Sorry, there has been an error." />);
    expect(screen.getByText('Sorry, there has been an error.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    rerender(<WithFailure failure={null} />);
    expect(screen.queryByText('Sorry, there has been an error.')).not.toBeInTheDocument();
  });
});
