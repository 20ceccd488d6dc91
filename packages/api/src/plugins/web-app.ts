import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names what it builds into assets/ by content hash: a changed file is a new name. */
const HASHED = `${sep}assets${sep}`;

/**
 * Serves the built web app: the booking app at /booking/, the account area at
 * /account/, images and hashed assets. The site root goes to the booking app.
 *
 * Text files are sent as the brotli or gzip copies the build wrote beside them
 * (`preCompressed`), chosen by the browser's Accept-Encoding. Hashed assets are
 * cached for a year as immutable; everything else (the HTML entry pages above
 * all) is revalidated on each use, so a release is seen at once (decisions 82).
 */
export async function webApp(app: FastifyInstance, options: { distDir: string }) {
  if (!existsSync(join(options.distDir, 'booking', 'index.html'))) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: run `npm run build`');
    return;
  }
  const assetsDir = join(options.distDir, HASHED);
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: ['index.html'],
    redirect: true,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // Which copy was sent depends on Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/booking/'));
}
