// `npm start`'s build: builds the web app and the compiled server only when their sources
// changed since the build that is there, so that a second start serves at once (decision 193).
// Each output keeps the hash of the sources it was built from beside it (`.source-hash`, not
// served: the web server leaves dot files alone); a missing output or hash is a change.
// `npm run build` (production, the journeys) always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const NOT_SOURCES = new Set(['node_modules', 'dist', '.tsbuild']);

/** Every file under `dir`, in a stable order, outputs and installed packages left out. */
function* filesUnder(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** One hash of the inputs' paths and contents (the lockfile stands for the installed packages). */
function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const path = resolve(root, input);
    for (const file of statSync(path).isDirectory() ? filesUnder(path) : [path]) {
      hash
        .update(`${relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

const readStamp = (stamp) => {
  try {
    return readFileSync(stamp, 'utf8').trim();
  } catch {
    return null;
  }
};

const shared = ['package-lock.json', 'packages/domain/src'];
const outputs = [
  {
    name: 'web app',
    inputs: [...shared, 'packages/web'],
    stamp: 'packages/web/dist/.source-hash',
    build: ['npm', ['run', '--silent', 'build', '-w', '@spa/web']],
  },
  {
    name: 'server',
    inputs: [...shared, 'packages/api/src', 'scripts/build-server.mjs'],
    stamp: 'packages/api/dist/.source-hash',
    build: ['node', ['scripts/build-server.mjs']],
  },
];

for (const output of outputs) {
  const stamp = resolve(root, output.stamp);
  const hash = sourceHash(output.inputs);
  if (readStamp(stamp) === hash) {
    console.log(`${output.name}: sources unchanged since the last build, not rebuilt`);
    continue;
  }
  const [command, args] = output.build;
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Written only after a build that succeeded (Vite empties dist/ first).
  writeFileSync(stamp, `${hash}\n`);
}
