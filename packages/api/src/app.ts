import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption } from './config/env';
import { logOptions } from './lib/log-options';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createAppDeps, type AppContext, type DepsOverrides } from './app-deps';
import { apiDocs } from './plugins/api-docs';
import { compression } from './plugins/compression';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { BODY_LIMIT_BYTES, inputGuard } from './plugins/input-guard';
import { revalidation } from './plugins/revalidation';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';
import { accountRoutes } from './modules/account/account.routes';
import { addressRoutes } from './modules/address/address.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { memberBookingsRoutes } from './modules/booking/member-bookings.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { healthRoutes } from './modules/health/health.routes';
import { holdsRoutes } from './modules/holds/holds.routes';
import { plannerRoutes } from './modules/planner/planner.routes';
import { identityPlugin } from './modules/identity';
import { identityRoutes } from './modules/identity/identity.routes';
import { deliverOutbox, mailSettled } from './modules/mail';
import { detachedSettled } from './lib/detached';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { migrationRoutes } from './modules/migration/migration.routes';
import { passwordRoutes } from './modules/password/password.routes';
import { sweepPendingRefunds, sweepUnbookedPayments } from './modules/payment';
import { sweepHealthReminders } from './modules/health-forms';
import { paymentRoutes } from './modules/payment/payment.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { stayChangesRoutes } from './modules/stays/stay-changes.routes';
import { stayBookRoutes } from './modules/stays/stay-book.routes';
import { staffAccountsRoutes } from './modules/staff/staff-accounts.routes';
import { staffBookingsRoutes } from './modules/staff/staff-bookings.routes';
import { staffDiaryRoutes } from './modules/staff/staff-diary.routes';
import { staffRotaRoutes } from './modules/staff/staff-rota.routes';
import { staffSessionRoutes } from './modules/staff/staff-session.routes';
import { staffDeskRoutes } from './modules/staff/staff-desk.routes';
import { deskRoutes } from './modules/desk/desk.routes';
import { deskMoneyRoutes } from './modules/desk/desk-money.routes';
import { payLinkRoutes } from './modules/desk/pay-link.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { guestRecordRoutes } from './modules/staff/guest-record.routes';
import { healthFormsRoutes } from './modules/health-forms/health-forms.routes';
import { staysRoutes } from './modules/stays/stays.routes';
import { sweepWaitingList } from './modules/waiting';
import { voucherRefundRoutes } from './modules/vouchers/voucher-refund.routes';
import { voucherShopRoutes } from './modules/vouchers/voucher-shop.routes';
import { voucherRoutes } from './modules/vouchers/vouchers.routes';
import { promotionRoutes } from './modules/promotions/promotions.routes';
import { waitingRoutes } from './modules/waiting/waiting.routes';

/**
 * The background work of every process: the outbox worker every few seconds (it
 * also runs right after each commit that writes mail), and every minute the sweep
 * that refunds payments that took money and have had no booking for the grace period,
 * the one that retries cancellations' refunds the provider failed (decision 174), and
 * the waiting list's, which offers freed times and settles offers (decision 0285).
 */
function startBackgroundWork(app: FastifyInstance) {
  const { deps } = app;
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    const timer = setInterval(() => {
      work().catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    every(5_000, () => deliverOutbox(deps), 'outbox delivery');
    every(60_000, () => sweepUnbookedPayments(deps, deps.env.PAYMENT_GRACE_MINUTES), 'payment sweep');
    every(60_000, () => sweepPendingRefunds(deps), 'refund sweep');
    every(10 * 60_000, () => sweepHealthReminders(deps, new Date()), 'health reminder sweep');
    every(60_000, () => sweepWaitingList(deps), 'waiting list sweep');
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}

type BuildOptions = Pick<FastifyServerOptions, 'logger'> & {
  /** Tests replace parts of the dependencies (where the payment learns the booking total). */
  deps?: DepsOverrides;
};

/**
 * Builds the whole server around a ready context (env, catalogue, migrated
 * database): the dependencies once, external plugins first, then ours, then the routes.
 */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? logOptions(ctx.env.LOG_LEVEL),
    trustProxy: trustProxyOption(ctx.env.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps = await createAppDeps(ctx, app.log, options.deps);
  app.decorate('deps', deps);
  // Each call sees the catalogue versions as of a read sent after it arrived (decision 0350).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/umbraco/'))
      await deps.catalogues.refresh();
  });
  // Messages on their way are sent before the transport closes.
  app.addHook('onClose', async () => {
    await detachedSettled();
    await mailSettled(deps);
    await deps.mail.transport.close();
  });

  await app.register(security, {
    requestsPerMinute: ctx.env.RATE_LIMIT_PER_MINUTE,
    payment: deps.cardProvider.contentSources,
  });
  await app.register(compression);
  await app.register(errorHandler);
  await app.register(inputGuard);
  if (ctx.env.API_DOCS === 'on') await app.register(apiDocs);
  await app.register(identityPlugin);

  await app.register(healthRoutes);
  // The configuration answers change only with a release: ETag and 304.
  await app.register(async (scope) => {
    await scope.register(revalidation);
    await scope.register(configurationRoutes);
  });
  await app.register(identityRoutes);
  await app.register(accountRoutes);
  await app.register(migrationRoutes);
  await app.register(passwordRoutes);
  await app.register(addressRoutes);
  await app.register(marketingRoutes);
  await app.register(mailboxRoutes);
  await app.register(sessionRoutes);
  await app.register(availabilityRoutes);
  await app.register(holdsRoutes);
  await app.register(plannerRoutes);
  await app.register(bookingRoutes);
  await app.register(memberBookingsRoutes);
  await app.register(paymentRoutes);
  await app.register(staysRoutes);
  await app.register(stayChangesRoutes);
  await app.register(stayBookRoutes);
  await app.register(staffSessionRoutes);
  await app.register(staffDiaryRoutes);
  await app.register(staffBookingsRoutes);
  await app.register(staffRotaRoutes);
  await app.register(staffAccountsRoutes);
  await app.register(staffDeskRoutes);
  await app.register(deskRoutes);
  await app.register(deskMoneyRoutes);
  await app.register(payLinkRoutes);
  await app.register(reportsRoutes);
  await app.register(guestRecordRoutes);
  await app.register(healthFormsRoutes);
  await app.register(waitingRoutes);
  await app.register(catalogueRoutes);
  await app.register(voucherRoutes);
  await app.register(voucherShopRoutes);
  await app.register(promotionRoutes);
  await app.register(voucherRefundRoutes);

  await app.register(webApp, { distDir: ctx.env.WEB_DIST_DIR });
  startBackgroundWork(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
