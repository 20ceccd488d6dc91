import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

/**
 * Security headers with a strict Content Security Policy (no inline scripts; the one
 * third-party origin is the payment provider's, whose card page our payment screen
 * frames), and a per-address request ceiling against floods.
 * Login and one-time-code throttling live in the database, not here.
 */
export const security = fp(
  async (app: FastifyInstance, options: { requestsPerMinute: number; paymentOrigin: string }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", options.paymentOrigin],
          // The provider's card page only: no page of ours is framed any more.
          frameSrc: [options.paymentOrigin],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      frameguard: { action: 'sameorigin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    await app.register(rateLimit, { global: true, max: options.requestsPerMinute, timeWindow: '1 minute' });
  },
);
