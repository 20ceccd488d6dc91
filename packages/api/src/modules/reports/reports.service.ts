import {
  findRoomPlace,
  reportDays,
  TENDER_WORDS,
  TENDERS,
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
  takingsByDay,
  type DayRange,
  type DiscountRow,
} from './reports.repository';
import { reportCsv } from './report-csv';
import type { VoucherBalanceSource } from './voucher-source';

export interface ReportsDeps {
  db: Executor;
  catalogue: Catalogue;
  /** Gift vouchers still to spend (the vouchers module's; none until it is wired in app-deps). */
  voucherBalances: VoucherBalanceSource;
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
    return {
      Key: kind === 'therapist' ? 'therapists' : 'rooms',
      Title: title,
      Description: `Minutes of confirmed treatments in each hour of the spa's clock, ${days === 1 ? 'on the day' : `over the ${days} days`}, from the guest's start to their end (as the diary shows them).`,
      Columns: [
        { Key: 'name', Label: kind === 'therapist' ? 'Therapist' : 'Room', Unit: 'text' },
        ...columns.map((hour) => ({
          Key: hourKey(hour),
          Label: `${String(hour).padStart(2, '0')}:00`,
          Unit: 'minutes' as const,
        })),
        { Key: 'total', Label: 'Total', Unit: 'minutes' },
      ],
      Rows: [...resources, ...others.map((Id) => ({ Id, Name: Id }))].map(({ Id, Name }) => {
        const row: ReportRow = { id: Id, name: Name };
        let total = 0;
        for (const hour of columns) {
          const minutes = cells.get(`${Id}|${hour}`) ?? 0;
          row[hourKey(hour)] = minutes;
          total += minutes;
        }
        row.total = total;
        return row;
      }),
      Empty: 'No therapists or rooms are in the catalogue.',
    };
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
  return [
    {
      Key: 'by-day',
      Title: 'Revenue by day',
      Description: owed,
      Columns: [
        { Key: 'day', Label: 'Day', Unit: 'date' },
        { Key: 'bookings', Label: 'Bookings', Unit: 'count' },
        { Key: 'revenue', Label: 'Revenue', Unit: 'pence' },
      ],
      Rows: [...byDay].map(([day, sum]) => ({ day, bookings: sum.bookings, revenue: sum.net })),
      Empty: 'No confirmed bookings visit on these days.',
    },
    {
      Key: 'by-package',
      Title: 'Revenue by package',
      Description: owed,
      Columns: [
        { Key: 'package', Label: 'Package', Unit: 'text' },
        { Key: 'bookings', Label: 'Bookings', Unit: 'count' },
        { Key: 'revenue', Label: 'Revenue', Unit: 'pence' },
      ],
      Rows: [...byPackage]
        .sort((a, b) => b[1].net - a[1].net)
        .map(([name, sum]) => ({ package: name, bookings: sum.bookings, revenue: sum.net })),
      Empty: 'No confirmed bookings visit on these days.',
    },
    {
      Key: 'by-treatment',
      Title: 'Treatments booked',
      Description:
        'Treatments of bookings that were not cancelled, visiting on these days, and their price in the booking (a treatment included in a package counts at £0; an upgrade at its price).',
      Columns: [
        { Key: 'treatment', Label: 'Treatment', Unit: 'text' },
        { Key: 'booked', Label: 'Booked', Unit: 'count' },
        { Key: 'revenue', Label: 'Price in bookings', Unit: 'pence' },
      ],
      Rows: [...byTreatment]
        .sort((a, b) => b[1].amount - a[1].amount || b[1].quantity - a[1].quantity)
        .map(([name, sum]) => ({ treatment: name, booked: sum.quantity, revenue: sum.amount })),
      Empty: 'No treatments were booked for these days.',
    },
    discountTable(discounts),
  ];
}

/** What each promotion code took off the revenue above (decision 0430). */
function discountTable(rows: DiscountRow[]): ReportTable {
  return {
    Key: 'by-promotion',
    Title: 'Discounts by promotion code',
    Description:
      'What promotion codes took off bookings that were not cancelled, visiting on these days: the revenue above is already net of it.',
    Columns: [
      { Key: 'code', Label: 'Promotion code', Unit: 'text' },
      { Key: 'bookings', Label: 'Bookings', Unit: 'count' },
      { Key: 'discount', Label: 'Taken off', Unit: 'pence' },
    ],
    Rows: rows.map((r) => ({ code: r.code, bookings: r.bookings, discount: r.discount })),
    Empty: 'No promotion code was used for these days.',
  };
}

/** Bookings made on each day and how far ahead of their visit. */
async function bookings(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const rows = await bookingsMade(deps.db, range, LEAD_BOUNDS);
  const made = rows.filter((r) => r.day !== null);
  const lead = rows.filter((r) => r.band !== null);
  const bands = new Map(lead.map((r) => [r.band, r.bookings]));
  const total = made.reduce((sum, r) => sum + r.bookings, 0);
  return [
    {
      Key: 'made-by-day',
      Title: 'Bookings made by day',
      Description:
        'Spa bookings confirmed on each day (online and at the desk), their guests, and on average how many days ahead of the visit.',
      Columns: [
        { Key: 'day', Label: 'Day', Unit: 'date' },
        { Key: 'bookings', Label: 'Bookings', Unit: 'count' },
        { Key: 'guests', Label: 'Guests', Unit: 'count' },
        { Key: 'lead', Label: 'Average ahead', Unit: 'days' },
      ],
      Rows: made.map((r) => ({
        day: r.day!,
        bookings: r.bookings,
        guests: r.guests,
        lead: Math.round((r.lead_days_total / r.bookings) * 10) / 10,
      })),
      Empty: 'No bookings were made on these days.',
    },
    {
      Key: 'lead-time',
      Title: 'How far ahead guests book',
      Description: `The ${total} bookings made on these days, by how many days before their visit.`,
      Columns: [
        { Key: 'ahead', Label: 'Booked ahead', Unit: 'text' },
        { Key: 'bookings', Label: 'Bookings', Unit: 'count' },
        { Key: 'share', Label: 'Share', Unit: 'percent' },
      ],
      Rows:
        total === 0
          ? []
          : LEAD_BANDS.map((ahead, band) => {
              const count = bands.get(band) ?? 0;
              return { ahead, bookings: count, share: Math.round((count / total) * 1000) / 10 };
            }),
      Empty: 'No bookings were made on these days.',
    },
  ];
}

async function cancellations(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const rows = await cancellationsByDay(deps.db, range);
  return [
    {
      Key: 'by-day',
      Title: 'Cancellations and no-shows',
      Description:
        'Confirmed spa bookings visiting on each day: how many were cancelled whole, the guests cancelled from a booking, the bookings marked as not come, and what the cancellation policy gave back.',
      Columns: [
        { Key: 'day', Label: 'Day', Unit: 'date' },
        { Key: 'booked', Label: 'Booked', Unit: 'count' },
        { Key: 'cancelled', Label: 'Cancelled', Unit: 'count' },
        { Key: 'guestsCancelled', Label: 'Guests cancelled from a booking', Unit: 'count' },
        { Key: 'noShows', Label: 'No-shows', Unit: 'count' },
        { Key: 'refunded', Label: 'Refunded', Unit: 'pence' },
      ],
      Rows: rows.map((r) => ({
        day: r.day,
        booked: r.booked,
        cancelled: r.cancelled,
        guestsCancelled: r.guests_cancelled,
        noShows: r.no_shows,
        refunded: r.refunded,
      })),
      Empty: 'No bookings visit on these days.',
    },
  ];
}

/** The takings: every payment less refunds in the ledger, by resort day and tender (end of day). */
async function takings(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const rows = await takingsByDay(deps.db, range);
  const used = TENDERS.filter((tender) => rows.some((r) => r.tender === tender));
  const days = new Map<string, ReportRow>();
  const byTender = new Map<Tender, { paid: number; refunded: number }>();
  for (const row of rows) {
    const tender = row.tender as Tender;
    const day: ReportRow = days.get(row.day) ?? {
      day: row.day,
      ...Object.fromEntries(used.map((t) => [t, 0])),
      total: 0,
    };
    day[tender] = Number(day[tender]) + row.paid - row.refunded;
    day.total = Number(day.total) + row.paid - row.refunded;
    days.set(row.day, day);
    const sum = byTender.get(tender) ?? { paid: 0, refunded: 0 };
    byTender.set(tender, { paid: sum.paid + row.paid, refunded: sum.refunded + row.refunded });
  }
  return [
    {
      Key: 'by-day',
      Title: 'Takings by day',
      Description:
        'Money taken less money given back, by the day it was recorded in the ledger (spa bookings and stays), for each tender.',
      Columns: [
        { Key: 'day', Label: 'Day', Unit: 'date' },
        ...used.map((tender) => ({
          Key: tender,
          Label: capitalised(TENDER_WORDS[tender]),
          Unit: 'pence' as const,
        })),
        { Key: 'total', Label: 'Total', Unit: 'pence' },
      ],
      Rows: [...days.values()],
      Empty: 'No money was taken or given back on these days.',
    },
    {
      Key: 'by-tender',
      Title: 'Takings by tender',
      Description:
        'Over the whole range: what each tender took, what was given back through it, and the difference.',
      Columns: [
        { Key: 'tender', Label: 'Tender', Unit: 'text' },
        { Key: 'taken', Label: 'Taken', Unit: 'pence' },
        { Key: 'refunded', Label: 'Given back', Unit: 'pence' },
        { Key: 'net', Label: 'Net', Unit: 'pence' },
      ],
      Rows: used.map((tender) => {
        const sum = byTender.get(tender)!;
        return {
          tender: capitalised(TENDER_WORDS[tender]),
          taken: sum.paid,
          refunded: sum.refunded,
          net: sum.paid - sum.refunded,
        };
      }),
      Empty: 'No money was taken or given back on these days.',
    },
  ];
}

/** Gift vouchers sold and not yet spent, as on the range's last day (from the vouchers module). */
async function vouchers(deps: ReportsDeps, range: DayRange): Promise<ReportTable[]> {
  const rows = await deps.voucherBalances(deps.db, range.to);
  return [
    {
      Key: 'outstanding',
      Title: 'Voucher value outstanding',
      Description:
        'Gift vouchers sold and not yet spent or expired, at the end of the last day: what the spa still owes their holders.',
      Columns: [
        { Key: 'code', Label: 'Voucher', Unit: 'text' },
        { Key: 'sold', Label: 'Sold on', Unit: 'date' },
        { Key: 'value', Label: 'Value', Unit: 'pence' },
        { Key: 'spent', Label: 'Spent', Unit: 'pence' },
        { Key: 'outstanding', Label: 'Outstanding', Unit: 'pence' },
      ],
      Rows: rows.map((r) => ({
        code: r.code,
        sold: r.soldOn,
        value: r.valuePence,
        spent: r.spentPence,
        outstanding: r.valuePence - r.spentPence,
      })),
      Empty: 'No gift voucher value is outstanding.',
    },
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
