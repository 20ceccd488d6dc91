import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { AddressFormSchema } from '@spa/domain';
import { fill, jsonResponse, renderForm } from '../../test/render-form';
import { AddressFields } from './address-fields';

const Schema = z.object({ address: AddressFormSchema });
const empty = { address: { line1: '', line2: '', city: '', country: 'GB', postCode: '' } };
const countries = [
  { OperaCode: 'GB', DisplayName: 'United Kingdom' },
  { OperaCode: 'FR', DisplayName: 'France' },
];

function renderAddress(defaults = empty, submitted = vi.fn()) {
  renderForm(Schema, defaults, <AddressFields countries={countries} />, submitted);
  return submitted;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AddressFields', () => {
  it('offers the postcode lookup for GB, and the lines only when asked for', async () => {
    renderAddress();
    expect(screen.getByLabelText('Postcode to look up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Address' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Address line 1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manually Enter Address' }));
    await waitFor(() => expect(screen.getByLabelText('Address line 1')).toHaveFocus());
    expect(screen.getByLabelText('Postcode to look up')).toBeInTheDocument();
  });

  it('keeps the lookup after an empty submit, and shows each line with its error', async () => {
    const submitted = renderAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Postcode to look up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription(/Enter address line 1/);
    expect(screen.getByLabelText('Town or city')).toHaveAccessibleDescription(/Enter a town or city/);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('fills the address from the one picked, upper-casing the postcode', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        postalCode: 'CO7 7AA',
        addresses: [
          { line1: '1 Mill Lane', locality: 'Elmstead', city: 'Colchester' },
          { line1: '2 Mill Lane', locality: 'Elmstead', city: 'Colchester' },
        ],
      }),
    );
    const submitted = renderAddress();
    await fill(screen.getByLabelText('Postcode to look up'), 'co7 7aa');
    await userEvent.click(screen.getByRole('button', { name: 'Find Address' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/address/perform-lookup',
      expect.objectContaining({ method: 'POST' }),
    );
    await userEvent.selectOptions(
      await screen.findByLabelText('Select an address'),
      '2 Mill Lane, Elmstead, Colchester',
    );
    expect(screen.getByLabelText('Address line 1')).toHaveValue('2 Mill Lane');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Colchester');
    expect(screen.getByLabelText('Postcode')).toHaveValue('CO7 7AA');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith(
        {
          address: {
            line1: '2 Mill Lane',
            line2: 'Elmstead',
            city: 'Colchester',
            country: 'GB',
            postCode: 'CO7 7AA',
          },
        },
        expect.anything(),
      ),
    );
  });

  it('checks the postcode before asking, in plain words', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Find Address' }));
    expect(screen.getByLabelText('Postcode to look up')).toHaveAccessibleDescription(/Enter a postcode/);
    await fill(screen.getByLabelText('Postcode to look up'), 'CO7');
    await userEvent.click(screen.getByRole('button', { name: 'Find Address' }));
    expect(screen.getByLabelText('Postcode to look up')).toHaveAccessibleDescription(
      /Enter a real UK postcode, like CO7 7AA/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('looks up a whole postcode that arrives at once (the browser autofills it, or it is pasted)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        postalCode: 'CO7 7AA',
        addresses: [{ line1: '1 Mill Lane', locality: 'Elmstead', city: 'Colchester' }],
      }),
    );
    renderAddress();
    await fill(screen.getByLabelText('Postcode to look up'), 'CO7 7AA');
    expect(await screen.findByLabelText('Select an address')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits for Find Address while a postcode is typed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAddress();
    await userEvent.type(screen.getByLabelText('Postcode to look up'), 'CO7 7AA');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the lines with the postcode when nothing is found', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ postalCode: 'SW1A 1AA', addresses: [] }),
    );
    renderAddress();
    await fill(screen.getByLabelText('Postcode to look up'), 'sw1a1aa');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(/could not find any addresses for SW1A 1AA/)).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
  });

  it('shows the lines and no lookup for another country', async () => {
    renderAddress();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'France');
    expect(screen.queryByLabelText('Postcode to look up')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Address line 1')).toBeInTheDocument();
  });

  it('shows an address already given, with the lookup behind a button', async () => {
    renderAddress({
      address: { line1: '2 Quay Street', line2: '', city: 'Wivenhoe', country: 'GB', postCode: 'CO7 9AB' },
    });
    expect(screen.getByLabelText('Address line 1')).toHaveValue('2 Quay Street');
    expect(screen.queryByLabelText('Postcode to look up')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Look up address' }));
    expect(screen.getByLabelText('Postcode to look up')).toBeInTheDocument();
  });

  it('never leaves a saved address’s lines under a postcode that found nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ postalCode: 'SW1A 1AA', addresses: [] }),
    );
    const submitted = renderAddress({
      address: {
        line1: '2 Quay Street',
        line2: 'Rowhedge',
        city: 'Wivenhoe',
        country: 'GB',
        postCode: 'CO7 9AB',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Look up address' }));
    await fill(screen.getByLabelText('Postcode to look up'), 'sw1a1aa');
    await userEvent.click(screen.getByRole('button', { name: 'Find Address' }));
    expect(await screen.findByText(/could not find any addresses for SW1A 1AA/)).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveValue('SW1A 1AA');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('');
    expect(screen.getByLabelText('Town or city')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('keeps a saved address as it is when the lookup fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    renderAddress({
      address: { line1: '2 Quay Street', line2: '', city: 'Wivenhoe', country: 'GB', postCode: 'CO7 9AB' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Look up address' }));
    await fill(screen.getByLabelText('Postcode to look up'), 'sw1a1aa');
    await userEvent.click(screen.getByRole('button', { name: 'Find Address' }));
    expect(await screen.findByText(/could not look up that postcode just now/)).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveValue('CO7 9AB');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('2 Quay Street');
  });
});
