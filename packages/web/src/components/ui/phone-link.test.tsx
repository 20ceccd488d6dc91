import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PhoneLink, WithPhoneLinks } from './phone-link';

afterEach(cleanup);

describe('phone numbers in messages are tappable (issue 25)', () => {
  it('dials the number without its spaces', () => {
    render(<PhoneLink phone="01632 960 123" />);
    expect(screen.getByRole('link', { name: '01632 960 123' })).toHaveAttribute('href', 'tel:01632960123');
  });

  it('links every number in a text from the catalogue and keeps the words around it', () => {
    const { container } = render(
      <p>
        <WithPhoneLinks text="Please call our spa team on 01632 960 123, or +44 1632 960124." />
      </p>,
    );
    expect(container).toHaveTextContent('Please call our spa team on 01632 960 123, or +44 1632 960124.');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'tel:01632960123',
      'tel:+441632960124',
    ]);
  });

  it('leaves a text without a number as it is', () => {
    render(<p data-testid="p">{<WithPhoneLinks text="Choose two treatments for each guest." />}</p>);
    expect(screen.getByTestId('p')).toHaveTextContent('Choose two treatments for each guest.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
