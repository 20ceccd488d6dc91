import { resolve } from 'node:path';
import madge from 'madge';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's import graph, read from the source: no cycles between files or between
 * modules; modules reach each other only through their public `index.ts`; route files
 * import no other route file; `db/` and `lib/` know nothing of the modules.
 */

const SRC = resolve(import.meta.dirname, '../src');

/** `modules/booking/booking.service.ts` → `modules/booking`; `lib/sql.ts` → `lib`; `app.ts` → `app.ts`. */
function moduleOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts.length > 1 ? parts[0]! : file;
}

/** Every cycle through the graph's strongly connected components (Tarjan), as lists of nodes. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

describe('the API module graph', () => {
  let files: Record<string, string[]>;
  let circular: string[][];

  beforeAll(async () => {
    const graph = await madge(SRC, {
      fileExtensions: ['ts'],
      tsConfig: resolve(SRC, '../tsconfig.json'),
      // Type-only imports count too: a cycle of types is still two concepts without an owner.
      detectiveOptions: { ts: { skipTypeImports: false } },
    });
    files = graph.obj();
    circular = graph.circular();
  });

  const imports = () => Object.entries(files).flatMap(([from, tos]) => tos.map((to) => ({ from, to })));

  it('reads the whole source', () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['app.ts', 'modules/booking/booking.service.ts', 'db/database.ts']),
    );
  });

  it('has no cycles between files', () => {
    expect(circular).toEqual([]);
  });

  it('has no cycles between modules', () => {
    const modules = new Map<string, Set<string>>();
    for (const { from, to } of imports()) {
      const [a, b] = [moduleOf(from), moduleOf(to)];
      if (a === b) continue;
      modules.set(a, (modules.get(a) ?? new Set()).add(b));
    }
    expect(cyclesOf(modules)).toEqual([]);
  });

  it('lets a module use another only through its index.ts', () => {
    const reaching = imports().filter(
      ({ from, to }) =>
        from.startsWith('modules/') &&
        to.startsWith('modules/') &&
        moduleOf(from) !== moduleOf(to) &&
        !to.endsWith('/index.ts'),
    );
    expect(reaching).toEqual([]);
  });

  it('keeps route files from importing other route files', () => {
    const routeToRoute = imports().filter(
      ({ from, to }) => from.endsWith('.routes.ts') && to.endsWith('.routes.ts'),
    );
    expect(routeToRoute).toEqual([]);
  });

  it('keeps db/ and lib/ below the modules', () => {
    const upward = imports().filter(({ from, to }) => /^(db|lib)\//.test(from) && !/^(db|lib)\//.test(to));
    expect(upward).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c'])],
      ['modules/c', new Set(['modules/a'])],
      ['modules/d', new Set(['modules/a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });
});

/**
 * The domain's folder graph, read from its source (tests and test builders aside: they may
 * reach across to check answers on the wire): no cycles between files or folders, and the
 * engine at the bottom, speaking its own types: it imports no contract, itinerary, holds or
 * pricing (the lint rule in eslint.config.js says the same per file).
 */
describe('the domain folder graph', () => {
  const DOMAIN = resolve(import.meta.dirname, '../../domain/src');
  let edges: { from: string; to: string }[];
  let circular: string[][];
  const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : file);

  beforeAll(async () => {
    const graph = await madge(DOMAIN, {
      fileExtensions: ['ts'],
      tsConfig: resolve(DOMAIN, '../tsconfig.json'),
      excludeRegExp: [/\.test\.ts$/, /\/testing\//],
      detectiveOptions: { ts: { skipTypeImports: false } },
    });
    edges = Object.entries(graph.obj()).flatMap(([from, tos]) => tos.map((to) => ({ from, to })));
    circular = graph.circular();
  });

  const folders = () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a !== b) graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    return graph;
  };

  it('reads the whole source', () => {
    const files = new Set(edges.map((e) => e.from));
    expect([...files]).toEqual(
      expect.arrayContaining(['engine/find-treatment-slots.ts', 'holds/check-itinerary.ts', 'index.ts']),
    );
    expect([...files].some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('has no cycles between files', () => {
    expect(circular).toEqual([]);
  });

  it('has no cycles between folders', () => {
    expect(cyclesOf(folders())).toEqual([]);
  });

  it('keeps the engine at the bottom: it imports only the catalogue and the formatters', () => {
    expect([...(folders().get('engine') ?? [])].sort()).toEqual(['catalogue', 'format']);
  });

  it('keeps the itinerary (the booking in progress) below the holds', () => {
    expect(folders().get('itinerary')?.has('holds')).toBeFalsy();
    expect(folders().get('contract')?.has('itinerary')).toBeFalsy();
  });
});
