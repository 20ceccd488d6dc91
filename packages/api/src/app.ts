import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { apiDocs } from './plugins/api-docs';
import { errorHandler } from './plugins/error-handler';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';
import { healthRoutes } from './modules/health/health.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { identityPlugin } from './modules/identity/identity.plugin';
import { identityRoutes } from './modules/identity/identity.routes';
import { legacyMembersPlugin } from './modules/member/legacy-members';
import { memberRoutes } from './modules/member/member.routes';
import { accountRoutes } from './modules/account/account.routes';
import { passwordRoutes } from './modules/password/password.routes';
import { addressRoutes } from './modules/address/address.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { holdsRoutes } from './modules/holds/holds.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { pendingTotalFromDatabase } from './modules/payment/pending-total';
import type { GetPendingTotal } from './modules/payment/payment.service';

export type BuildOptions = Pick<FastifyServerOptions, 'logger'> & {
  /** Tests replace where the payment learns the booking total. */
  getPendingTotal?: GetPendingTotal;
};

/**
 * Builds the whole server around a ready context (env, catalogue, migrated
 * database): external plugins first, then ours, then the routes.
 */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.env.LOG_LEVEL },
    trustProxy: ctx.env.TRUST_PROXY ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  await app.register(security, { requestsPerMinute: ctx.env.RATE_LIMIT_PER_MINUTE });
  await app.register(errorHandler);
  await app.register(apiDocs);
  await app.register(mailPlugin);
  await app.register(identityPlugin);
  await app.register(legacyMembersPlugin);

  await app.register(healthRoutes);
  await app.register(configurationRoutes);
  await app.register(identityRoutes);
  await app.register(accountRoutes);
  await app.register(memberRoutes);
  await app.register(passwordRoutes);
  await app.register(addressRoutes);
  await app.register(marketingRoutes);
  await app.register(mailboxRoutes);
  await app.register(sessionRoutes);
  await app.register(availabilityRoutes);
  await app.register(holdsRoutes);
  await app.register(bookingRoutes);
  await app.register(paymentRoutes, {
    getPendingTotal: options.getPendingTotal ?? pendingTotalFromDatabase,
  });

  await app.register(webApp, { distDir: ctx.env.WEB_DIST_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
