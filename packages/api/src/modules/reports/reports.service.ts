import {
  findRoomPlace,
  reportDays,
  MONEY_TENDERS,
  ROOM_BILL_TENDERS,
  TENDER_TAKINGS,
  TENDER_WORDS,
  type Catalogue,
  type ReportAnswer,
  type ReportName,
  type ReportRange,
  type ReportRow,
  type ReportTable,
  type Tender,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import {
  bookedLines,
  bookedMinutesByHour,
  bookingsMade,
  cancellationsByDay,
  discountsByPromotion,
  inReportSnapshot,
  revenueByDayAndPackage,
  roomBillsByStay,
  takingsByDay,
  type DayRange,
  type DiscountRow,
  type RoomBillRow,
} from './reports.repository';
import { reportCsv } from './report-csv';
import { reportTable, type ColumnSpec } from './report-table';
import type { VoucherBalanceSource, VoucherPeriodSource } from './voucher-source';

export interface ReportsDeps {
  db: Executor;
  catalogue: Catalogue;
  /** Gift vouchers still to spend (the vouchers module's; none until it is wired in app-deps). */
  voucherBalances: VoucherBalanceSource;
  /** Voucher value moved by month (the vouchers module's, decision 0435). */
  voucherPeriods: VoucherPeriodSource;
}

/** The spa's hours when nothing was booked: the heatmap still shows a working day. */
const DAY_HOURS = { first: 9, last: 17 };
const LEAD_BOUNDS = [0, 2, 7, 14, 30, 90];
const LEAD_BANDS = [
  'Same day',
  '1–2 days',
  '3–7 days',
  '8–14 days',
  '15–30 days',
  '31–90 days',
  'Over 90 days',
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const hourKey = (hour: number) => `h${String(hour).padStart(2, '0')}`;
const DAY: ColumnSpec = ['day', 'Day', 'date'];

/** Utilisation: minutes booked in each hour of the resort's clock, a row per therapist and per room. */
async function utilisation(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const { catalogue } = deps;
  const turnovers = catalogue.Activities.map((a) => ({ code: a.Code, minutes: a.Interval }));
  const rows = await bookedMinutesByHour(deps.db, range, turnovers);
  const hours = rows.map((r) => r.hour);
  const first = Math.min(DAY_HOURS.first, ...hours);
  const last = Math.max(DAY_HOURS.last, ...hours);
  const columns = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const days = reportDays(range);
  const table = (
    kind: 'therapist' | 'room',
    resources: { Id: string; Name: string }[],
    title: string,
  ): ReportTable => {
    const cells = new Map(
      rows.filter((r) => r.kind === kind).map((r) => [`${r.resource_id}|${r.hour}`, r.minutes]),
    );
    // A resource booked but no longer in the catalogue keeps its row.
    const known = new Set(resources.map((r) => r.Id));
    const others = [
      ...new Set(rows.filter((r) => r.kind === kind && !known.has(r.resource_id)).map((r) => r.resource_id)),
    ];
    return reportTable(
      {
        key: kind === 'therapist' ? 'therapists' : 'rooms',
        title,
        description: `Minutes of confirmed treatments in each hour of the spa's clock, ${days === 1 ? 'on the day' : `over the ${days} days`}, from the guest's start to their end (as the diary shows them).`,
        columns: [
          ['name', kind === 'therapist' ? 'Therapist' : 'Room', 'text'],
          ...columns.map((hour): ColumnSpec => [
            hourKey(hour),
            `${String(hour).padStart(2, '0')}:00`,
            'minutes',
          ]),
          ['total', 'Total', 'minutes'],
        ],
        empty: 'No therapists or rooms are in the catalogue.',
      },
      [...resources, ...others.map((Id) => ({ Id, Name: Id }))],
      ({ Id, Name }) => {
        const row: ReportRow = { id: Id, name: Name };
        let total = 0;
        for (const hour of columns) {
          const minutes = cells.get(`${Id}|${hour}`) ?? 0;
          row[hourKey(hour)] = minutes;
          total += minutes;
        }
        row.total = total;
        return row;
      },
    );
  };
  const rooms = [
    ...catalogue.TreatmentRooms.map((r) => ({ Id: r.RoomId, Name: r.DisplayName })),
    ...(catalogue.MudRoom ? [{ Id: catalogue.MudRoom.RoomId, Name: 'Mud room' }] : []),
  ];
  return [
    table(
      'therapist',
      catalogue.Therapists.map((t) => ({ Id: t.StaffId, Name: t.DisplayName })),
      'Therapists, hour by hour',
    ),
    table(
      'room',
      // A couples room's second place is booked under its own id ('TR-06#2'): its own row.
      [
        ...rooms,
        ...[...new Set(rows.filter((r) => r.kind === 'room').map((r) => r.resource_id))]
          .filter((id) => !rooms.some((r) => r.Id === id) && findRoomPlace(catalogue.TreatmentRooms, id))
          .map((id) => ({ Id: id, Name: findRoomPlace(catalogue.TreatmentRooms, id)!.Name })),
      ],
      'Rooms, hour by hour',
    ),
  ];
}

/** Revenue: what confirmed spa bookings owe, by the day of the visit and by package; treatments booked by their price. */
async function revenue(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const { catalogue } = deps;
  const [rows, lines, discounts] = await Promise.all([
    revenueByDayAndPackage(deps.db, range),
    bookedLines(deps.db, range),
    discountsByPromotion(deps.db, range),
  ]);
  const byDay = new Map<string, { bookings: number; net: number }>();
  const byPackage = new Map<string, { bookings: number; net: number }>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? { bookings: 0, net: 0 };
    byDay.set(row.day, { bookings: day.bookings + row.bookings, net: day.net + row.net });
    const name = row.package_id
      ? (catalogue.SpaDays.find((s) => s.PremierId === row.package_id)?.DisplayName ?? row.package_id)
      : 'Treatments (no package)';
    const sum = byPackage.get(name) ?? { bookings: 0, net: 0 };
    byPackage.set(name, { bookings: sum.bookings + row.bookings, net: sum.net + row.net });
  }
  const byTreatment = new Map<string, { quantity: number; amount: number }>();
  for (const line of lines) {
    const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === line.code));
    if (!treatment) continue;
    const sum = byTreatment.get(treatment.DisplayName) ?? { quantity: 0, amount: 0 };
    byTreatment.set(treatment.DisplayName, {
      quantity: sum.quantity + line.quantity,
      amount: sum.amount + line.amount,
    });
  }
  const owed =
    'What confirmed spa bookings owe by the ledger (charges less credits: a cancellation leaves its fee), on the day of the visit.';
  const none = 'No confirmed bookings visit on these days.';
  return [
    reportTable(
      {
        key: 'by-day',
        title: 'Revenue by day',
        description: owed,
        columns: [DAY, ['bookings', 'Bookings', 'count'], ['revenue', 'Revenue', 'pence']],
        empty: none,
      },
      byDay,
      ([day, sum]) => ({ day, bookings: sum.bookings, revenue: sum.net }),
    ),
    reportTable(
      {
        key: 'by-package',
        title: 'Revenue by package',
        description: owed,
        columns: [
          ['package', 'Package', 'text'],
          ['bookings', 'Bookings', 'count'],
          ['revenue', 'Revenue', 'pence'],
        ],
        empty: none,
      },
      [...byPackage].sort((a, b) => b[1].net - a[1].net),
      ([name, sum]) => ({ package: name, bookings: sum.bookings, revenue: sum.net }),
    ),
    reportTable(
      {
        key: 'by-treatment',
        title: 'Treatments booked',
        description:
          'Treatments of bookings that were not cancelled, visiting on these days, and their price in the booking (a treatment included in a package counts at £0; an upgrade at its price).',
        columns: [
          ['treatment', 'Treatment', 'text'],
          ['booked', 'Booked', 'count'],
          ['revenue', 'Price in bookings', 'pence'],
        ],
        empty: 'No treatments were booked for these days.',
      },
      [...byTreatment].sort((a, b) => b[1].amount - a[1].amount || b[1].quantity - a[1].quantity),
      ([name, sum]) => ({ treatment: name, booked: sum.quantity, revenue: sum.amount }),
    ),
    discountTable(discounts),
  ];
}

/** What each promotion code took off the revenue above (decision 0430). */
function discountTable(rows: DiscountRow[]): ReportTable {
  return reportTable(
    {
      key: 'by-promotion',
      title: 'Discounts by promotion code',
      description:
        'What promotion codes took off bookings that were not cancelled, visiting on these days: the revenue above is already net of it.',
      columns: [
        ['code', 'Promotion code', 'text'],
        ['bookings', 'Bookings', 'count'],
        ['discount', 'Taken off', 'pence'],
      ],
      empty: 'No promotion code was used for these days.',
    },
    rows,
    (r) => ({ code: r.code, bookings: r.bookings, discount: r.discount }),
  );
}

/** Bookings made on each day and how far ahead of their visit. */
async function bookings(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const rows = await bookingsMade(deps.db, range, LEAD_BOUNDS);
  const made = rows.filter((r) => r.day !== null);
  const bands = new Map(rows.filter((r) => r.band !== null).map((r) => [r.band, r.bookings]));
  const total = made.reduce((sum, r) => sum + r.bookings, 0);
  const none = 'No bookings were made on these days.';
  return [
    reportTable(
      {
        key: 'made-by-day',
        title: 'Bookings made by day',
        description:
          'Spa bookings confirmed on each day (online and at the desk), their guests, and on average how many days ahead of the visit.',
        columns: [
          DAY,
          ['bookings', 'Bookings', 'count'],
          ['guests', 'Guests', 'count'],
          ['lead', 'Average ahead', 'days'],
        ],
        empty: none,
      },
      made,
      (r) => ({
        day: r.day!,
        bookings: r.bookings,
        guests: r.guests,
        lead: Math.round((r.lead_days_total / r.bookings) * 10) / 10,
      }),
    ),
    reportTable(
      {
        key: 'lead-time',
        title: 'How far ahead guests book',
        description: `The ${total} bookings made on these days, by how many days before their visit.`,
        columns: [
          ['ahead', 'Booked ahead', 'text'],
          ['bookings', 'Bookings', 'count'],
          ['share', 'Share', 'percent'],
        ],
        empty: none,
      },
      total === 0 ? [] : LEAD_BANDS.map((ahead, band) => ({ ahead, count: bands.get(band) ?? 0 })),
      ({ ahead, count }) => ({ ahead, bookings: count, share: Math.round((count / total) * 1000) / 10 }),
    ),
  ];
}

async function cancellations(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const rows = await cancellationsByDay(deps.db, range);
  return [
    reportTable(
      {
        key: 'by-day',
        title: 'Cancellations and no-shows',
        description:
          'Confirmed spa bookings visiting on each day: how many were cancelled whole, the guests cancelled from a booking, the bookings marked as not come, and what the cancellation policy gave back.',
        columns: [
          DAY,
          ['booked', 'Booked', 'count'],
          ['cancelled', 'Cancelled', 'count'],
          ['guestsCancelled', 'Guests cancelled from a booking', 'count'],
          ['noShows', 'No-shows', 'count'],
          ['refunded', 'Refunded', 'pence'],
        ],
        empty: 'No bookings visit on these days.',
      },
      rows,
      (r) => ({
        day: r.day,
        booked: r.booked,
        cancelled: r.cancelled,
        guestsCancelled: r.guests_cancelled,
        noShows: r.no_shows,
        refunded: r.refunded,
      }),
    ),
  ];
}

/** Paid and given back through one tender. */
interface Moved {
  paid: number;
  refunded: number;
}

/** What the takings leave out, and why (decisions 0435, 0540). */
const NOT_TAKINGS =
  'Bookings paid by gift voucher are not takings: the voucher was paid for when it was sold. Spa bookings charged to a room are not takings either: the charge moved to the stay\'s room bill, and the hotel takes the money when the guest pays that bill (counted then, by how they paid). Room charges, less any given back, show apart under "Charged to room bills", outside the total.';

/**
 * The takings: money taken less money given back in the ledger, by resort day and tender (end
 * of day), a voucher's sale by the card that bought it. Takings count the money tenders only
 * (`MONEY_TENDERS`): a booking paid by gift voucher takes no money (decision 0435), and a room
 * charge moves the charge to the stay's bill, taken when the hotel's bill is paid (decision
 * 0540); room charges are shown apart, by day and by stay, to reconcile with the hotel.
 */
async function takings(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const [rows, stays] = await Promise.all([
    takingsByDay(deps.db, range),
    roomBillsByStay(deps.db, range, ROOM_BILL_TENDERS),
  ]);
  const used = MONEY_TENDERS.filter((tender) => rows.some((r) => r.tender === tender));
  const roomBills = rows.some((r) => TENDER_TAKINGS[r.tender as Tender] === 'room-bill');
  const days = new Map<string, ReportRow>();
  const byTender = new Map<Tender, Moved>();
  for (const row of rows) {
    const tender = row.tender as Tender;
    const kind = TENDER_TAKINGS[tender];
    const net = row.paid - row.refunded;
    const day: ReportRow = days.get(row.day) ?? {
      day: row.day,
      ...Object.fromEntries(used.map((t) => [t, 0])),
      total: 0,
      ...(roomBills ? { roomBills: 0 } : {}),
    };
    if (kind === 'room-bill') day.roomBills = Number(day.roomBills) + net;
    else if (kind === 'money') {
      day[tender] = Number(day[tender]) + net;
      day.total = Number(day.total) + net;
      const sum = byTender.get(tender) ?? { paid: 0, refunded: 0 };
      byTender.set(tender, { paid: sum.paid + row.paid, refunded: sum.refunded + row.refunded });
    } else continue;
    days.set(row.day, day);
  }
  return [
    takingsByDayTable(used, roomBills, days.values()),
    takingsByTenderTable(used.map((tender) => ({ tender, ...byTender.get(tender)! }))),
    roomBillsTable(stays),
  ];
}

const NO_TAKINGS = 'No money was taken or given back on these days.';

function takingsByDayTable(used: Tender[], roomBills: boolean, days: Iterable<ReportRow>): ReportTable {
  return reportTable(
    {
      key: 'by-day',
      title: 'Takings by day',
      description: `Money taken less money given back, by the day it was recorded in the ledger (spa bookings, stays and gift vouchers sold), for each tender. ${NOT_TAKINGS}`,
      columns: [
        DAY,
        ...used.map((tender): ColumnSpec => [tender, capitalised(TENDER_WORDS[tender]), 'pence']),
        ['total', 'Total', 'pence'],
        ...(roomBills ? [['roomBills', 'Charged to room bills', 'pence'] as const] : []),
      ],
      empty: NO_TAKINGS,
    },
    days,
    (day) => day,
  );
}

function takingsByTenderTable(rows: ({ tender: Tender } & Moved)[]): ReportTable {
  return reportTable(
    {
      key: 'by-tender',
      title: 'Takings by tender',
      description:
        'Over the whole range: what each tender took, what was given back through it, and the difference. Room charges and gift vouchers are not tenders of the takings.',
      columns: [
        ['tender', 'Tender', 'text'],
        ['taken', 'Taken', 'pence'],
        ['refunded', 'Given back', 'pence'],
        ['net', 'Net', 'pence'],
      ],
      empty: NO_TAKINGS,
    },
    rows,
    ({ tender, paid, refunded }) => ({
      tender: capitalised(TENDER_WORDS[tender]),
      taken: paid,
      refunded,
      net: paid - refunded,
    }),
  );
}

/** Room charges by the stay they went to: a transfer to the hotel's bills, not takings (decision 0540). */
function roomBillsTable(stays: RoomBillRow[]): ReportTable {
  return reportTable(
    {
      key: 'room-bills',
      title: 'Charged to room bills',
      description:
        'Not takings: spa bookings paid by "Charge to a room" over the whole range, by the stay whose room bill they were added to, less any given back to it, to reconcile with the hotel\'s folios. The hotel takes this money when the guest pays the bill.',
      columns: [
        ['stay', 'Stay', 'text'],
        ['bookings', 'Spa bookings', 'count'],
        ['charged', 'Charged', 'pence'],
        ['refunded', 'Given back', 'pence'],
        ['net', 'Net', 'pence'],
      ],
      empty: 'No spa booking was charged to a room bill on these days.',
    },
    stays,
    (r) => ({
      stay: r.stay,
      bookings: r.bookings,
      charged: r.charged,
      refunded: r.given_back,
      net: r.charged - r.given_back,
    }),
  );
}

/**
 * Gift vouchers (from the vouchers module): value moved in each month of the range and
 * outstanding at its end (decision 0435), and each voucher still owed on the range's last day.
 */
async function vouchers(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const [periods, rows] = await Promise.all([
    deps.voucherPeriods(deps.db, range),
    deps.voucherBalances(deps.db, range.to),
  ]);
  return [
    reportTable(
      {
        key: 'by-period',
        title: 'Voucher value by month',
        description:
          "Face value of gift vouchers sold (by card, in the takings) and given, value redeemed on bookings (less what cancellations gave back to vouchers), refunded to the buyer's card, voided, and left on vouchers when they expired; outstanding is what the spa owes holders at the end of each period.",
        columns: [
          ['from', 'From', 'date'],
          ['to', 'To', 'date'],
          ['sold', 'Sold', 'pence'],
          ['given', 'Given', 'pence'],
          ['redeemed', 'Redeemed', 'pence'],
          ['refunded', 'Refunded', 'pence'],
          ['voided', 'Voided', 'pence'],
          ['expired', 'Expired', 'pence'],
          ['outstanding', 'Outstanding at the end', 'pence'],
        ],
        empty: 'No days were asked for.',
      },
      periods,
      ({ period_from, period_to, ...pence }) => ({ from: period_from, to: period_to, ...pence }),
    ),
    reportTable(
      {
        key: 'outstanding',
        title: 'Voucher value outstanding',
        description:
          'Gift vouchers sold or given and not yet spent or expired, at the end of the last day: what the spa still owes their holders.',
        columns: [
          ['code', 'Voucher', 'text'],
          ['sold', 'Sold on', 'date'],
          ['value', 'Value', 'pence'],
          ['spent', 'Spent', 'pence'],
          ['outstanding', 'Outstanding', 'pence'],
        ],
        empty: 'No gift voucher value is outstanding.',
      },
      rows,
      (r) => ({
        code: r.code,
        sold: r.soldOn,
        value: r.valuePence,
        spent: r.spentPence,
        outstanding: r.valuePence - r.spentPence,
      }),
    ),
  ];
}

const REPORTS: Record<ReportName, (deps: ReportsDeps, range: DayRange) => Promise<ReportTable[]>> = {
  utilisation,
  revenue,
  bookings,
  cancellations,
  takings,
  vouchers,
};

/** One report over a range of the resort's days (the route has checked the range's bounds). */
export async function report(deps: ReportsDeps, name: ReportName, range: ReportRange): Promise<ReportAnswer> {
  const tz = deps.catalogue.Resort.TimeZone;
  const tables = await inReportSnapshot(deps.db, (db) => REPORTS[name]({ ...deps, db }, { ...range, tz }));
  return { Report: name, From: range.from, To: range.to, TimeZone: tz, Tables: tables };
}

/** One table of a report as CSV: the same rows the screen's table shows. 400 naming `table` when the report has none of that key. */
export async function reportTableCsv(
  deps: ReportsDeps,
  name: ReportName,
  query: ReportRange & { table: string },
): Promise<{ fileName: string; csv: string }> {
  const answer = await report(deps, name, { from: query.from, to: query.to });
  const table = answer.Tables.find((t) => t.Key === query.table);
  if (!table)
    throw badRequest(
      'table',
      `The ${name} report has the tables ${answer.Tables.map((t) => t.Key).join(', ')}`,
    );
  return { fileName: `${name}-${table.Key}-${query.from}-to-${query.to}.csv`, csv: reportCsv(table) };
}
