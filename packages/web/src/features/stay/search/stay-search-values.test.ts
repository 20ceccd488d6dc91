import { describe, expect, it } from 'vitest';
import {
  amendAllQueryOf,
  amendAllSearchOf,
  amendQueryOf,
  amendSearchOf,
  bookAgainDefaults,
  newStayQueryOf,
  newStaySearchOf,
} from './stay-search-values';

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

describe("a new stay's search ('Book Again')", () => {
  it('starts from the stay booked again, two weeks ahead, and keeps it in the query', () => {
    const from = {
      ConfirmationNumber: 'ST26000104',
      RoomCode: 'CLASSIC',
      RateCode: 'FLEX',
      NumberOfNights: 3,
      Occupancy: [[2, 1, 0]] as [number, number, number][],
    };
    const request = bookAgainDefaults(from, new Date(2027, 0, 25));
    expect(request).toEqual({ arrivalDate: '2027-02-08', numberOfNights: 3, occupancy: [[2, 1, 0]] });
    const query = newStayQueryOf(request, 'ST26000104');
    expect(query.get('from')).toBe('ST26000104');
    expect(newStaySearchOf(query)).toEqual(request);
  });

  it('has no search until the query holds whole dates and guests', () => {
    expect(newStaySearchOf(new URLSearchParams('from=ST26000104'))).toBeNull();
    expect(
      newStaySearchOf(new URLSearchParams('arrivalDate=2027-02-08&numberOfNights=40&occupancy=[[2,0,0]]')),
    ).toBeNull();
  });
});

describe('amendAllSearchOf', () => {
  const ids = ['0b6c2a3e-8f2b-4c55-9a51-3f0c6f0d2a11', '1c7d3b4f-9a3c-4d66-8b62-4a1d7a1e3b22'];
  const all = new URLSearchParams({
    amend: ids.join(','),
    arrivalDate: '2027-03-10',
    numberOfNights: '2',
    occupancy: '[[2,0,0],[2,1,0]]',
    confirmation: 'ST12345678',
  });
  it("reads 'Amend all rooms' links, one room's guests each, and writes back what it reads", () => {
    const search = amendAllSearchOf(all)!;
    expect(search).toEqual({
      confirmationNumber: 'ST12345678',
      amend: ids,
      arrivalDate: '2027-03-10',
      numberOfNights: 2,
      occupancy: [
        [2, 0, 0],
        [2, 1, 0],
      ],
    });
    expect(amendAllSearchOf(amendAllQueryOf(search))).toEqual(search);
  });
  it("is null for one room's link, and for rooms without their guests", () => {
    expect(amendAllSearchOf(new URLSearchParams(link))).toBeNull();
    const short = new URLSearchParams(all);
    short.set('occupancy', '[[2,0,0]]');
    expect(amendAllSearchOf(short)).toBeNull();
  });
});
