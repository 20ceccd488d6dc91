import { describe, expect, it } from 'vitest';
import type { ReportTable } from '@spa/domain';
import { cellText, chartSeries } from './report-words';

const columns: ReportTable['Columns'] = [
  { Key: 'day', Label: 'Day', Unit: 'date' },
  { Key: 'online-card', Label: 'Card online', Unit: 'pence' },
  { Key: 'cash', Label: 'Cash', Unit: 'pence' },
  { Key: 'total', Label: 'Total', Unit: 'pence' },
];

describe("the reports' words", () => {
  it('shows a day as the spa writes dates, and money as the CSV holds it', () => {
    const row = { day: '2026-12-05', 'online-card': 12_900 };
    expect(cellText(columns[0]!, row)).toBe('Sat 5th Dec 26');
    expect(cellText(columns[1]!, row)).toBe('129.00');
  });

  it("stacks the day's takings by tender, without the total", () => {
    const { series, stacked } = chartSeries({ Key: 'by-day', Columns: columns }, 'takings');
    expect(series.map((c) => c.Key)).toEqual(['online-card', 'cash']);
    expect(stacked).toBe(true);
  });

  it("leaves room charges out of the day's stacked takings: they moved to the room bills", () => {
    const withRoomBills = [
      ...columns,
      { Key: 'roomBills', Label: 'Charged to room bills', Unit: 'pence' as const },
    ];
    const { series } = chartSeries({ Key: 'by-day', Columns: withRoomBills }, 'takings');
    expect(series.map((c) => c.Key)).toEqual(['online-card', 'cash']);
  });

  it('draws the room bills by what each stay was charged, net', () => {
    const { series } = chartSeries(
      {
        Key: 'room-bills',
        Columns: [
          { Key: 'stay', Label: 'Stay', Unit: 'text' },
          { Key: 'bookings', Label: 'Spa bookings', Unit: 'count' },
          { Key: 'charged', Label: 'Charged', Unit: 'pence' },
          { Key: 'refunded', Label: 'Given back', Unit: 'pence' },
          { Key: 'net', Label: 'Net', Unit: 'pence' },
        ],
      },
      'takings',
    );
    expect(series.map((c) => c.Key)).toEqual(['net']);
  });

  it('draws vouchers by month as sold, redeemed and outstanding, side by side', () => {
    const pence = (Key: string) => ({ Key, Label: Key, Unit: 'pence' as const });
    const { series, stacked } = chartSeries(
      {
        Key: 'by-period',
        Columns: [
          { Key: 'from', Label: 'From', Unit: 'date' },
          { Key: 'to', Label: 'To', Unit: 'date' },
          ...['sold', 'given', 'redeemed', 'refunded', 'voided', 'expired', 'outstanding'].map(pence),
        ],
      },
      'vouchers',
    );
    expect(series.map((c) => c.Key)).toEqual(['sold', 'redeemed', 'outstanding']);
    expect(stacked).toBe(false);
  });

  it.each([
    {
      table: 'by-treatment',
      columns: [
        ['treatment', 'text'],
        ['booked', 'count'],
        ['revenue', 'pence'],
      ],
      drawn: ['booked'],
    },
    {
      table: 'by-day',
      columns: [
        ['day', 'date'],
        ['bookings', 'count'],
        ['revenue', 'pence'],
      ],
      drawn: ['revenue'],
    },
  ] as const)(
    'draws treatments by how many were booked, and other tables by their money ($table)',
    ({ table, columns, drawn }) => {
      const { series } = chartSeries(
        { Key: table, Columns: columns.map(([Key, Unit]) => ({ Key, Label: Key, Unit })) },
        'revenue',
      );
      expect(series.map((c) => c.Key)).toEqual(drawn);
    },
  );
});
