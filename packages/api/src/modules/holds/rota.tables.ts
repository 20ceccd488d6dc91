import { bigserial, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { RotaBreak } from '@spa/domain';

/**
 * The dated rota (0320_rota.sql, decision 185): rostered therapist-dates, their shifts
 * (minutes on the start date's clock, breaks inside) and the spa's closure dates. The
 * foreign key, checks and the cache's counter triggers are in the migration.
 */
export const rotaDays = pgTable(
  'rota_days',
  {
    staffId: text('staff_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.day] })],
);

export const rotaShifts = pgTable('rota_shifts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: text('staff_id').notNull(),
  day: date('day').notNull(),
  startMinute: integer('start_minute').notNull(),
  endMinute: integer('end_minute').notNull(),
  breaks: jsonb('breaks').$type<RotaBreak[]>().notNull().default([]),
});

export const spaClosures = pgTable('spa_closures', {
  day: date('day').primaryKey(),
  reason: text('reason').notNull(),
});
