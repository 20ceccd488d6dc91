import { normaliseUkPostcode, type Catalogue } from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Database } from './db/database';
import type { AccountDeps } from './modules/account';
import { filePostcodeProvider, type AddressDeps } from './modules/address';
import { type AvailabilityDeps } from './modules/availability';
import { loadCatalogueVersions, type CatalogueDeps } from './modules/catalogue';
import { databaseBookingNow } from './lib/booking-clock';
import {
  bookingTotal,
  holdBookingForPayment,
  lockBookingForVoucher,
  type BookingDeps,
  type CancellationDeps,
} from './modules/booking';
import type { DemoDeps } from './modules/demo';
import { healthFormUrl } from './modules/health-forms';
import type { HoldsDeps } from './modules/holds';
import { loadSecret, tokenKeys, type IdentityDeps } from './modules/identity';
import { createMailer, type MailDeps } from './modules/mail';
import { localMarketingPlatform, type MarketingDeps } from './modules/marketing';
import { loadLegacyMembers, type MigrationDeps } from './modules/migration';
import type { PasswordDeps } from './modules/password';
import type { PlannerDeps } from './modules/planner';
import type { ReportsDeps } from './modules/reports';
import { paymentProviderFor, type PaymentDeps } from './modules/payment';
import type { SessionDeps } from './modules/session';
import { createTakenCache } from './modules/holds';
import { bookPaidStay, loadHotel, type StaysDeps } from './modules/stays';
import {
  bookingVouchers,
  loadVoucherCodeKey,
  refundToVouchers,
  settleVoucherOrderNotice,
  voucherBalancesOn,
  voucherValueByPeriod,
  type VoucherShopDeps,
  type VouchersDeps,
} from './modules/vouchers';
import { sweepWaitingList, type WaitingDeps } from './modules/waiting';
import { bookingPromotions, type PromotionsDeps } from './modules/promotions';
import { coalescedDetached } from './lib/detached';
import { refundToRoomBill, settleLinkNotice, type DeskDeps, type PaymentLinkDeps } from './modules/desk';

/** What start-up reads before anything else: configuration, the catalogue, the migrated database. */
export interface AppContext {
  env: Env;
  catalogue: Catalogue;
  database: Database;
}

/**
 * Every service's dependencies, built once at start-up and decorated on the app as
 * `app.deps`. Each module declares what its services use (`XxxDeps`); a service
 * function takes a `Pick<>` of those first, and a transaction, when it joins the
 * caller's, as an explicit `Executor` argument (docs/decisions.md §40).
 */
export interface AppDeps
  extends
    AccountDeps,
    AddressDeps,
    AvailabilityDeps,
    BookingDeps,
    CatalogueDeps,
    CancellationDeps,
    DemoDeps,
    DeskDeps,
    PaymentLinkDeps,
    HoldsDeps,
    IdentityDeps,
    MailDeps,
    MarketingDeps,
    MigrationDeps,
    PasswordDeps,
    PaymentDeps,
    PlannerDeps,
    PromotionsDeps,
    ReportsDeps,
    SessionDeps,
    StaysDeps,
    VouchersDeps,
    VoucherShopDeps,
    WaitingDeps {
  env: Env;
  databaseKind: Database['kind'];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** What a test may replace. */
export type DepsOverrides = Partial<
  Pick<AppDeps, 'pendingTotal' | 'bookingNow' | 'holdForPayment' | 'cardProvider' | 'takenCache'>
>;

export async function createAppDeps(
  { env, catalogue, database }: AppContext,
  log: FastifyBaseLogger,
  overrides: DepsOverrides = {},
): Promise<AppDeps> {
  const { db } = database;
  const secret = await loadSecret(db, 'token_signing_key', env.TOKEN_SIGNING_KEY);
  const voucherCodeKey = await loadVoucherCodeKey(db, env.VOUCHER_CODE_KEY);
  // The file seeds an empty database; from then on the database's versions are the catalogue.
  const catalogues = await loadCatalogueVersions(db, catalogue);
  const deps: AppDeps = {
    env,
    /** The catalogue in force today; a question about a date asks `catalogues.on(date)`. */
    get catalogue() {
      return catalogues.today();
    },
    catalogues,
    voucherBalances: (executor, asOf) => voucherBalancesOn(executor, asOf, catalogue.Resort.TimeZone),
    voucherPeriods: (executor, range) => voucherValueByPeriod(executor, range, catalogue.Resort.TimeZone),
    db,
    databaseKind: database.kind,
    log,
    tokens: tokenKeys(secret, env.PUBLIC_ORIGIN),
    mail: createMailer(env, catalogues.today(), db),
    legacyMembers: loadLegacyMembers(env.LEGACY_MEMBERS_FILE),
    addressLookup: filePostcodeProvider(env.POSTCODES_FILE, normaliseUkPostcode),
    marketing: localMarketingPlatform,
    pendingTotal: bookingTotal,
    bookingNow: databaseBookingNow,
    takenCache: env.AVAILABILITY_CACHE === 'on' ? createTakenCache(db, (date) => catalogues.on(date)) : null,
    hotel: loadHotel(env.HOTEL_FILE),
    holdForPayment: (tx, sessionId, locked) => holdBookingForPayment(deps, tx, sessionId, locked),
    cardProvider: paymentProviderFor(env),
    bookStay: (tx, payment) => bookPaidStay(deps, tx, payment),
    lockBookingForVoucher,
    refundToVouchers,
    refundToRoomBill: (tx, booking, refund) => refundToRoomBill(deps, tx, booking, refund),
    voucherCodeKey,
    vouchers: bookingVouchers({
      catalogue,
      bookingNow: overrides.bookingNow ?? databaseBookingNow,
      env,
      voucherCodeKey,
    }),
    promotions: bookingPromotions({
      get catalogue() {
        return catalogues.today();
      },
      bookingNow: overrides.bookingNow ?? databaseBookingNow,
      env,
    }),
    releasePromotion: (tx, bookingId) => deps.promotions.release(tx, bookingId),
    // After every booking and cancellation: the bookings of a busy moment share a sweep.
    sweepWaitingSoon: coalescedDetached(log, 'waiting list offers', () => sweepWaitingList(deps)),
    healthFormUrl: (bookingId) => healthFormUrl(deps, bookingId),
    // A session that is no booking's: a payment link's, or a gift voucher order's.
    settleOtherNotice: async (sessionId) =>
      (await settleLinkNotice(deps, sessionId)) || settleVoucherOrderNotice(deps, sessionId),
    ...overrides,
  };
  return deps;
}
