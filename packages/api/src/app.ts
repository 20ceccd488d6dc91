import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAppDeps, type AppContext, type DepsOverrides } from './app-deps';
import { apiDocs } from './plugins/api-docs';
import { compression } from './plugins/compression';
import { errorHandler } from './plugins/error-handler';
import { revalidation } from './plugins/revalidation';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';
import { accountRoutes } from './modules/account/account.routes';
import { addressRoutes } from './modules/address/address.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { healthRoutes } from './modules/health/health.routes';
import { holdsRoutes } from './modules/holds/holds.routes';
import { identityPlugin } from './modules/identity';
import { identityRoutes } from './modules/identity/identity.routes';
import { mailSettled } from './modules/mail';
import { detachedSettled } from './lib/detached';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { migrationRoutes } from './modules/migration/migration.routes';
import { passwordRoutes } from './modules/password/password.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { sessionRoutes } from './modules/session/session.routes';

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
    logger: options.logger ?? { level: ctx.env.LOG_LEVEL },
    trustProxy: ctx.env.TRUST_PROXY ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps = await createAppDeps(ctx, app.log, options.deps);
  app.decorate('deps', deps);
  // Messages on their way are sent before the transport closes.
  app.addHook('onClose', async () => {
    await detachedSettled();
    await mailSettled(deps);
    await deps.mail.transport.close();
  });

  await app.register(security, { requestsPerMinute: ctx.env.RATE_LIMIT_PER_MINUTE });
  await app.register(compression);
  await app.register(errorHandler);
  await app.register(apiDocs);
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
  await app.register(bookingRoutes);
  await app.register(paymentRoutes);

  await app.register(webApp, { distDir: ctx.env.WEB_DIST_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
