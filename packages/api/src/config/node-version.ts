import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from './env';

/** The Node range the product supports: the root package.json's "engines". */
export function supportedNodeRange(): string {
  const pkg = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  return pkg.engines.node;
}

/**
 * Stops start-up on another Node major than "engines" names. `npm install` puts
 * that Node in node_modules/.bin, so every npm script (start, test, bench) runs on it;
 * a bare `node` on the machine may be another (decision 70).
 */
export function assertSupportedNode(version = process.versions.node, range = supportedNodeRange()) {
  const wanted = /\d+/.exec(range)?.[0];
  const major = version.split('.')[0];
  if (major !== wanted) {
    throw new Error(
      `Node ${wanted} is needed (package.json "engines": "${range}"), but this is Node ${version}. ` +
        'Start it through npm (`npm start`, `npm run serve`): npm scripts use the Node that `npm install` put in node_modules/.bin.',
    );
  }
}
