import { describe, expect, it } from 'vitest';
import type { ItineraryWire } from '@spa/domain';
import {
  addOnsTotal,
  cardPrice,
  chosenAddOns,
  mayAddTreatment,
  mudRoomPrice,
  mudRoomProblem,
  type Extra,
} from './chosen-add-ons';

const content = (DisplayName: string, DisplayPrice: number) => ({
  DisplayName,
  DisplayPrice,
  PricePerText: 'per group',
  Description: '',
  Images: [],
  TreatmentGroups: [],
});

const extras: Extra[] = [
  {
    Key: 'MUDROOM',
    SystemType: 'APPOINTMENT',
    ModalType: 'MUDROOM',
    Codes: [
      { Code: 'MUD-60', Guests: 2, PremierId: 'MUD-2G', DisplayPrice: 9000 },
      { Code: 'MUD-60', Guests: 3, PremierId: 'MUD-3G', DisplayPrice: 12000 },
    ],
    content: content('Rasul Mud Room', 9000),
  },
  {
    Key: 'SPAGARDEN',
    SystemType: 'GROUP',
    ModalType: 'SPAGARDEN',
    Codes: [{ Code: 'GARDEN-3H', PremierId: 'SG-3H', DisplayPrice: 3500 }],
    content: content('Spa Garden Access', 3500),
  },
  {
    Key: 'TREATMENTS',
    SystemType: 'APPOINTMENT',
    ModalType: 'TREATMENTS',
    Codes: [
      { Code: 'BNS-30', PremierId: 'ADD-BNS-30', DisplayPrice: 5000 },
      { Code: 'MANI-45', PremierId: 'ADD-MANI-45', DisplayPrice: 4500 },
    ],
    content: content('Add a Treatment', 4500),
  },
];

const at = (time: string) => `2030-06-01T${time}:00+01:00`;
const treatment = (GuestIndex: number, Code: string, time: string) => ({
  GuestIndex,
  Code,
  ItemType: 1,
  StartTime: at(time),
  EndTime: at(time),
  StaffId: 'T1',
  RoomId: 'R1',
  FacilityId: 'R1',
  AppointmentTypeID: 7,
});

const itinerary = (parts: Partial<ItineraryWire>): ItineraryWire => ({
  Date: '2030-06-01',
  PartySize: 3,
  PremierId: 'ELM-LUNCH',
  BandNumber: 1,
  Arrivals: [],
  Dining: null,
  Gardens: [],
  Treatments: [],
  AddOnTreatments: [],
  MudRoom: null,
  GardenExtra: null,
  ...parts,
});

describe('add-on prices (booking-flow §9)', () => {
  it('prices the mud room once for the group, by the size of the group', () => {
    expect(mudRoomPrice(extras[0]!, 2)).toBe(9000);
    expect(mudRoomPrice(extras[0]!, 3)).toBe(12000);
    const chosen = chosenAddOns(
      extras,
      itinerary({
        MudRoom: { StartDateTime: at('10:00'), EndDateTime: at('11:00'), GuestIndexes: [0, 1, 2] },
      }),
    );
    expect(chosen).toEqual([expect.objectContaining({ modalType: 'MUDROOM', price: 12000 })]);
  });

  it('prices the spa garden add-on per guest, times the guests going', () => {
    const chosen = chosenAddOns(
      extras,
      itinerary({
        GardenExtra: {
          Code: 'GARDEN-3H',
          StartDateTime: at('13:30'),
          EndDateTime: at('16:30'),
          GuestIndexes: [0, 1, 2],
        },
      }),
    );
    expect(chosen).toEqual([expect.objectContaining({ modalType: 'SPAGARDEN', price: 3 * 3500 })]);
  });

  it('prices each add-on treatment at its own price and totals every add-on', () => {
    const chosen = chosenAddOns(
      extras,
      itinerary({
        MudRoom: { StartDateTime: at('10:00'), EndDateTime: at('11:00'), GuestIndexes: [0, 1] },
        GardenExtra: {
          Code: 'GARDEN-3H',
          StartDateTime: at('13:30'),
          EndDateTime: at('16:30'),
          GuestIndexes: [0, 1],
        },
        AddOnTreatments: [treatment(1, 'MANI-45', '16:30'), treatment(0, 'BNS-30', '16:30')],
      }),
    );
    expect(chosen.map((c) => [c.modalType, c.guestIndexes, c.price])).toEqual([
      ['MUDROOM', [0, 1], 9000],
      ['SPAGARDEN', [0, 1], 7000],
      ['TREATMENTS', [0], 5000],
      ['TREATMENTS', [1], 4500],
    ]);
    expect(addOnsTotal(chosen)).toBe(9000 + 7000 + 5000 + 4500);
  });

  it('has nothing to price before anything is held', () => {
    expect(chosenAddOns(extras, null)).toEqual([]);
    expect(addOnsTotal([])).toBe(0);
  });
});

describe('add-on rules (booking-flow §2, §5)', () => {
  it('refuses the mud room to a party of one, and a group of fewer than 2 ticked', () => {
    expect(mudRoomProblem(1, 1)).toBe('A minimum of 2 guests must be in the mud room.');
    expect(mudRoomProblem(3, 1)).toBe('Please select a minimum of 2 guests.');
    expect(mudRoomProblem(3, 2)).toBeNull();
  });

  it('lets each guest add one treatment, no more', () => {
    const held = itinerary({ AddOnTreatments: [treatment(0, 'BNS-30', '16:30')] });
    expect(mayAddTreatment(held, 0)).toBe(false);
    expect(mayAddTreatment(held, 1)).toBe(true);
    expect(mayAddTreatment(null, 0)).toBe(true);
  });
});

describe('cardPrice: what a card says is what this party is charged', () => {
  const [mud, garden, treatments] = extras as [Extra, Extra, Extra];

  it('prices the mud room for the whole party, not the smallest group', () => {
    expect(cardPrice(mud, 3)).toEqual({ amount: 12000, from: false, per: 'for your group of 3' });
    expect(cardPrice(mud, 2)).toEqual({ amount: 9000, from: false, per: 'for your group of 2' });
  });

  it('says "from" for a mud room the party cannot book as one group', () => {
    expect(cardPrice(mud, 1)).toEqual({ amount: 9000, from: true, per: 'per group' });
  });

  it('prices the spa garden for every guest together', () => {
    expect(cardPrice(garden, 3)).toEqual({ amount: 10500, from: false, per: 'for your 3 guests' });
  });

  it('says "from" the cheapest treatment when treatments cost differently', () => {
    expect(cardPrice(treatments, 2)).toEqual({ amount: 4500, from: true, per: 'per treatment' });
  });
});
