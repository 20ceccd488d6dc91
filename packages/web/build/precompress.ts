import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every
 * text file of the build, once, so the server sends them without compressing
 * on each request (docs/decisions.md 82). A version that would not be smaller
 * is not written: the server then sends the file as it is.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'spa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const original = await readFile(file);
        const versions: [string, Buffer][] = [
          [
            '.br',
            brotliCompressSync(original, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            }),
          ],
          ['.gz', gzipSync(original, { level: 9 })],
        ];
        for (const [extension, compressed] of versions)
          if (compressed.length < original.length) await writeFile(file + extension, compressed);
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
