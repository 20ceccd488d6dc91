// `npm run build:server`: compiles the API and the domain it uses into one ES
// module, packages/api/dist/server.js (+ source map), which `npm start` serves.
// esbuild, the transpiler tsx runs in development, so dev and production compile
// alike; type checking stays with `npm run typecheck` (decision 71).
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outdir = resolve(root, 'packages/api/dist');

/**
 * npm packages stay in node_modules (native addons, WASM and worker files load from
 * there as they do in development); our own workspaces (@spa/*) are compiled in.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@spa/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Files that find their assets beside them (`import.meta.dirname`: migrations, the
 * card page, the repository root) keep finding them in src/: in the bundle, each
 * such use names its source folder relative to dist/.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\/packages\/[^/]+\/src\/.*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromDist = JSON.stringify(relative(outdir, dirname(args.path)));
      return {
        contents: source.replaceAll('import.meta.dirname', `__sourceDir(${fromDist})`),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: [resolve(root, 'packages/api/src/server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  banner: {
    js: "import { resolve as __resolvePath } from 'node:path';\nconst __sourceDir = (fromDist) => __resolvePath(import.meta.dirname, fromDist);",
  },
  plugins: [externalPackages, sourceDirname],
});
console.log(`compiled server: ${relative(root, outdir)}/server.js`);
