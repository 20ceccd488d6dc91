import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { ProviderContentSources } from '../modules/payment';

/**
 * Security headers with a strict Content Security Policy (no inline scripts; the only
 * third-party hosts are the payment provider's in use: the sandbox's card page, or
 * Stripe.js and its frames; decision 0310), and a per-address request ceiling against floods.
 * Login and one-time-code throttling live in the database, not here.
 */
export const security = fp(
  async (app: FastifyInstance, options: { requestsPerMinute: number; payment: ProviderContentSources }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.payment.scriptSrc],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...options.payment.connectSrc],
          // The provider's card form only: no page of ours is framed any more.
          frameSrc: [...options.payment.frameSrc],
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
