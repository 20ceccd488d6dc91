import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app: the booking app at /booking/, the account area at
 * /account/, images and hashed assets. The site root goes to the booking app.
 */
export async function webApp(app: FastifyInstance, options: { distDir: string }) {
  if (!existsSync(join(options.distDir, 'booking', 'index.html'))) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: ['index.html'],
    redirect: true,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/booking/'));
}
