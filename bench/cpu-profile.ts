/**
 * Reads a V8 `.cpuprofile` (`node --cpu-prof`) and sums self time per function:
 * where a process's CPU went, as a table for docs/benchmarks.md.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a frame comes from, short: a package name, `api/…`, `domain/…`, or node's own. */
function origin(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /packages\/(api|domain)\/src\/(.+)$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url.startsWith('node:') ? url : url.split('/').slice(-2).join('/');
}

/**
 * The top `limit` functions by self time, with their share of the busy (non-idle) time.
 * `window` (microseconds of the monotonic clock, as `process.hrtime` and V8's profiler
 * both read it on Linux) keeps only the samples taken while the load ran, not start-up.
 */
export function summariseProfile(file: string, window?: { from: number; to: number }, limit = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.from || at > window.to)) return;
    self.set(id, (self.get(id) ?? 0) + delta);
  });
  const totals = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of self) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)') continue;
    busy += micros;
    const key = `${name} · ${origin(node.callFrame.url)}`;
    totals.set(key, (totals.get(key) ?? 0) + micros);
  }
  const top = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([fn, micros]) => ({
      fn,
      ms: Math.round(micros / 1000),
      share: `${((micros / busy) * 100).toFixed(1)}%`,
    }));
  return {
    busyMs: Math.round(busy / 1000),
    wallMs: Math.round((profile.endTime - profile.startTime) / 1000),
    top,
  };
}
