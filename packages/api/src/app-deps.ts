import { normaliseUkPostcode, type Catalogue } from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Database } from './db/database';
import type { AccountDeps } from './modules/account';
import { filePostcodeProvider, type AddressDeps } from './modules/address';
import { type AvailabilityDeps } from './modules/availability';
import { databaseBookingNow } from './lib/booking-clock';
import {
  bookingTotal,
  holdBookingForPayment,
  lockBookingForVoucher,
  type BookingDeps,
  type CancellationDeps,
} from './modules/booking';
import type { DemoDeps } from './modules/demo';
import type { HoldsDeps } from './modules/holds';
import { loadSecret, tokenKeys, type IdentityDeps } from './modules/identity';
import { createMailer, type MailDeps } from './modules/mail';
import { localMarketingPlatform, type MarketingDeps } from './modules/marketing';
import { loadLegacyMembers, type MigrationDeps } from './modules/migration';
import type { PasswordDeps } from './modules/password';
import type { PlannerDeps } from './modules/planner';
import { sandboxPaymentProvider, type PaymentDeps } from './modules/payment';
import type { SessionDeps } from './modules/session';
import { createTakenCache } from './modules/holds';
import { loadHotel, type StaysDeps } from './modules/stays';
import { bookingVouchers, refundToVouchers, type VouchersDeps } from './modules/vouchers';
import { sweepWaitingList, type WaitingDeps } from './modules/waiting';
import { runDetached } from './lib/detached';

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
    CancellationDeps,
    DemoDeps,
    HoldsDeps,
    IdentityDeps,
    MailDeps,
    MarketingDeps,
    MigrationDeps,
    PasswordDeps,
    PaymentDeps,
    PlannerDeps,
    SessionDeps,
    StaysDeps,
    VouchersDeps,
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
  const deps: AppDeps = {
    env,
    catalogue,
    db,
    databaseKind: database.kind,
    log,
    tokens: tokenKeys(secret, env.PUBLIC_ORIGIN),
    mail: createMailer(env, catalogue, db),
    legacyMembers: loadLegacyMembers(env.LEGACY_MEMBERS_FILE),
    addressLookup: filePostcodeProvider(env.POSTCODES_FILE, normaliseUkPostcode),
    marketing: localMarketingPlatform,
    pendingTotal: bookingTotal,
    bookingNow: databaseBookingNow,
    takenCache: env.AVAILABILITY_CACHE === 'on' ? createTakenCache(db, catalogue) : null,
    hotel: loadHotel(env.HOTEL_FILE),
    holdForPayment: (tx, sessionId) => holdBookingForPayment({ catalogue }, tx, sessionId),
    cardProvider: sandboxPaymentProvider(env),
    lockBookingForVoucher,
    refundToVouchers,
    vouchers: bookingVouchers({ catalogue, bookingNow: overrides.bookingNow ?? databaseBookingNow, env }),
    sweepWaitingSoon: () => runDetached(log, 'waiting list offers', () => sweepWaitingList(deps)),
    ...overrides,
  };
  return deps;
}
