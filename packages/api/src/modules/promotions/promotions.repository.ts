import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { promotions, promotionUses, type PromotionInsert, type PromotionRow } from './promotions.tables';

/** The promotion with this id, or this normalised code; locked for the caller's transaction when `forUpdate`. */
async function findPromotion(db: Executor, where: SQL, forUpdate: boolean): Promise<PromotionRow | null> {
  const query = db.select().from(promotions).where(where);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export const findPromotionByCode = (db: Executor, code: string, forUpdate = false) =>
  findPromotion(db, eq(promotions.code, code), forUpdate);

export const findPromotionById = (db: Executor, id: string, forUpdate = false) =>
  findPromotion(db, eq(promotions.id, id), forUpdate);

/** A new promotion; null when its code is taken. */
export async function insertPromotion(
  db: Executor,
  promotion: PromotionInsert,
): Promise<PromotionRow | null> {
  const [row] = await db
    .insert(promotions)
    .values(promotion)
    .onConflictDoNothing({ target: promotions.code })
    .returning();
  return row ?? null;
}

export async function updatePromotion(
  db: Executor,
  id: string,
  change: Partial<PromotionInsert>,
): Promise<PromotionRow> {
  const [row] = await db
    .update(promotions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(promotions.id, id))
    .returning();
  return row!;
}

/** Every promotion with its uses not given back and what they took off, newest first. */
export async function listPromotions(db: Executor) {
  return db
    .select({
      promotion: promotions,
      uses: sql<number>`count(${promotionUses.id})`.mapWith(Number),
      discountPence: sql<number>`coalesce(sum(${promotionUses.discountPence}), 0)`.mapWith(Number),
    })
    .from(promotions)
    .leftJoin(
      promotionUses,
      and(eq(promotionUses.promotionId, promotions.id), isNull(promotionUses.releasedAt)),
    )
    .groupBy(promotions.id)
    .orderBy(asc(promotions.status), sql`${promotions.createdAt} DESC`);
}

/** Uses not given back: by everyone, and by this (lower-cased) e-mail. */
export async function useCounts(db: Executor, promotionId: string, email: string) {
  const [row] = await db
    .select({
      totalUses: count(),
      guestUses: sql<number>`count(*) FILTER (WHERE ${promotionUses.email} = ${email})`.mapWith(Number),
    })
    .from(promotionUses)
    .where(and(eq(promotionUses.promotionId, promotionId), isNull(promotionUses.releasedAt)));
  return { totalUses: row?.totalUses ?? 0, guestUses: row?.guestUses ?? 0 };
}

/** A booking's use, once (a confirmation replayed writes nothing again). */
export async function insertUse(
  db: Executor,
  use: { promotionId: string; bookingId: string; email: string; discountPence: number },
) {
  await db.insert(promotionUses).values(use).onConflictDoNothing({ target: promotionUses.bookingId });
}

/** Gives a cancelled booking's use back to the caps; the promotion's id when there was one. */
export async function releaseUse(db: Executor, bookingId: string): Promise<string | null> {
  const [row] = await db
    .update(promotionUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promotionUses.bookingId, bookingId), isNull(promotionUses.releasedAt)))
    .returning({ promotionId: promotionUses.promotionId });
  return row?.promotionId ?? null;
}
