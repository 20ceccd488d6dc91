import { describe, expect, it } from 'vitest';
import { amendQueryOf, amendSearchOf } from './stay-search-values';

const link =
  'amend=0b6c2a3e-8f2b-4c55-9a51-3f0c6f0d2a11&arrivalDate=2027-03-10&numberOfNights=2&occupancy=%5B%5B2%2C1%2C0%5D%5D&confirmation=ST12345678';

describe('amendSearchOf', () => {
  it('reads the amend link of a room', () => {
    expect(amendSearchOf(new URLSearchParams(link))).toEqual({
      confirmationNumber: 'ST12345678',
      amend: '0b6c2a3e-8f2b-4c55-9a51-3f0c6f0d2a11',
      arrivalDate: '2027-03-10',
      numberOfNights: 2,
      occupancy: [[2, 1, 0]],
    });
  });
  it('is null for a broken or partial link', () => {
    expect(amendSearchOf(new URLSearchParams(link.replace('%5B%5B2', '%5B%5Bx')))).toBeNull();
    expect(amendSearchOf(new URLSearchParams('arrivalDate=2027-03-10'))).toBeNull();
  });
  it('writes back what it reads', () => {
    const request = amendSearchOf(new URLSearchParams(link))!;
    expect(amendSearchOf(amendQueryOf(request))).toEqual(request);
  });
});
