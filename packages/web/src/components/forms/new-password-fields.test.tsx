import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordSchema, LeadBookerFormSchema } from '@spa/domain';
import { fill, renderForm } from '../../test/render-form';
import { NewPasswordFields } from './new-password-fields';

afterEach(cleanup);

describe('NewPasswordFields', () => {
  it("hints 'Minimum 8 characters' and asks for the same password twice", async () => {
    const submitted = vi.fn();
    renderForm(
      ChangePasswordSchema,
      { oldPassword: 'old one', password1: '', password2: '' },
      <NewPasswordFields />,
      submitted,
    );
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription('Minimum 8 characters');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await fill(password, 'a long pass phrase');
    await fill(screen.getByLabelText('Confirm new password'), 'a long pass phrasE');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'Passwords must match' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();
    // The summary takes focus after the failed submit (an effect after paint). Typing before that,
    // as no guest can, raced with it on a loaded machine: the pasted text went to the summary.
    await waitFor(() => expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus());

    await fill(screen.getByLabelText('Confirm new password'), 'a long pass phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
  });

  it('binds to nested names with other labels (the booking’s optional account)', async () => {
    renderForm(
      LeadBookerFormSchema.pick({ account: true }),
      { account: { password1: '', password2: '', joinMailingList: false, addressBooks: [] } },
      <NewPasswordFields
        names={['account.password1', 'account.password2']}
        label="Password (optional)"
        repeatLabel="Repeat password"
      />,
    );
    await fill(screen.getByLabelText('Password (optional)'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'Minimum 8 characters' })).toHaveAttribute(
      'href',
      '#account.password1',
    );
  });
});
