import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { GuestNameSchema, NAME_MAX_LENGTH, personFields } from '@spa/domain';
import { fill, renderForm } from '../../test/render-form';
import { NameFields, PersonFields } from './person-fields';

const titles = [
  { OperaCode: 'MR', DisplayName: 'Mr' },
  { OperaCode: 'MRS', DisplayName: 'Mrs' },
];
const PersonSchema = z.object(personFields);
const person = {
  title: 'MRS',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  telephone: '',
};

afterEach(cleanup);

describe('PersonFields', () => {
  it("refuses the telephone the server refuses ('+123456'), with the rule's words", async () => {
    const submitted = vi.fn();
    renderForm(PersonSchema, person, <PersonFields titles={titles} />, submitted);
    await fill(screen.getByLabelText('Telephone'), '+123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(
      'Enter a valid telephone number, like 01632 960 001 or +44 1632 960 001',
    );
    expect(screen.getByLabelText('Telephone')).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('says how long a name may be in plain words, never the library’s', async () => {
    renderForm(PersonSchema, { ...person, telephone: '01632 960 001' }, <PersonFields titles={titles} />);
    const lastName = screen.getByLabelText('Last name');
    await fill(lastName, 'x'.repeat(NAME_MAX_LENGTH + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(lastName).toHaveAccessibleDescription(
        new RegExp(`^Error: ?Last name must be ${NAME_MAX_LENGTH} characters or fewer$`),
      ),
    );
    expect(document.body).not.toHaveTextContent(/Too big|expected string/);
  });

  it('shows the names read only, the title in words, and submits them', async () => {
    const submitted = vi.fn();
    renderForm(
      GuestNameSchema,
      { title: 'MRS', firstName: 'Ada', lastName: 'Lovelace' },
      <NameFields titles={titles} readOnly />,
      submitted,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Mrs');
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        { title: 'MRS', firstName: 'Ada', lastName: 'Lovelace' },
        expect.anything(),
      ),
    );
  });

  it('names each field of a prefixed person, so the summary links to it', async () => {
    const Schema = z.object({ guests: z.array(GuestNameSchema) });
    renderForm(
      Schema,
      { guests: [{ title: '', firstName: '', lastName: '' }] },
      <NameFields prefix="guests.0." titles={titles} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The summary takes the focus first (as the guest sees it); then they follow a link.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(screen.getByRole('link', { name: 'Enter a last name' }));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('id', 'guests.0.lastName');
  });
});
