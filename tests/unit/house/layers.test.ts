// The folders of lib/ import each other one way (docs/architecture.md,
// "Layers"). A node is a top-level folder of lib/, except that a folder's
// views (`lib/<folder>/ui/`) are a node of their own, above other folders'
// domain code, and each file at the root of lib/ is one. Every import counts,
// type-only and dynamic ones too.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { localImports, specifiersOf, type Import } from '../support/lib-imports';

/**
 * The layers, bottom first, and the files that are a node of their own: one
 * list, in .dependency-cruiser.cjs, which dependency-cruiser enforces in
 * `npm test` too. This test says which node lacks a layer and prints cycles.
 */
const { layers: LAYERS, fileNodes: FILE_NODES } = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as { layers: string[][]; fileNodes: string[] };

/** The node a file of lib/ belongs to. */
function nodeOf(file: string): string {
  const rel = file.replace(/^lib\//, '');
  if (FILE_NODES.includes(file)) return rel.replace(/\.\w+$/, '');
  const parts = rel.split('/');
  if (parts.length === 1) return rel.replace(/\.\w+$/, '');
  return parts[1] === 'ui' && parts.length > 2 ? `${parts[0]}/ui` : parts[0];
}

type Graph = Map<string, Map<string, Import>>;

/** Node to node, each edge with the first import that makes it. */
function graphOf(imports: Import[]): Graph {
  const graph: Graph = new Map();
  for (const i of imports) {
    if (!i.target.startsWith('lib/')) continue;
    const [from, to] = [nodeOf(i.file), nodeOf(i.target)];
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.has(to)) graph.set(to, new Map());
    if (from !== to && !graph.get(from)!.has(to)) graph.get(from)!.set(to, i);
  }
  return graph;
}

/** One cycle through each strongly connected set of nodes (Tarjan), written out with the imports that close it. */
function cyclesOf(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const sets: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)!.keys()) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const set = stack.splice(stack.indexOf(v));
      if (set.length > 1) sets.push(set);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return sets.map((set) => {
    // The shortest way from the set's first node back to itself, inside the set.
    const start = [...set].sort()[0];
    const via = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift()!;
      if (graph.get(v)!.has(start)) {
        const hops = [v, start];
        while (hops[0] !== start) hops.unshift(via.get(hops[0])!);
        return hops.slice(1).reduce((text, to, k) => {
          const i = graph.get(hops[k])!.get(to)!;
          return `${text} → ${to} (${i.file}: '${i.specifier}')`;
        }, start);
      }
      for (const w of graph.get(v)!.keys()) {
        if (!set.includes(w) || via.has(w) || w === start) continue;
        via.set(w, v);
        queue.push(w);
      }
    }
    return set.join(' ↔ ');
  });
}

const layerOf = new Map(LAYERS.flatMap((nodes, k) => nodes.map((n) => [n, k] as const)));
const libImports = localImports('lib');
const graph = graphOf(libImports);

describe('the layers of lib/', () => {
  it('places every node of lib/ in one layer, and lists no node that is gone', () => {
    const nodes = [...graph.keys()].sort();
    expect(nodes.filter((n) => !layerOf.has(n)), 'nodes without a layer').toEqual([]);
    expect([...layerOf.keys()].filter((n) => !graph.has(n)), 'layers naming no file').toEqual([]);
    expect(LAYERS.flat().length, 'a node listed twice').toBe(layerOf.size);
  });

  it('has no cycle between nodes', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('imports only downward: no file imports a node of its own layer or of one above', () => {
    const wrong = libImports.flatMap(({ file, specifier, target }) => {
      if (!target.startsWith('lib/')) return [];
      const [from, to] = [nodeOf(file), nodeOf(target)];
      const [a, b] = [layerOf.get(from), layerOf.get(to)];
      if (from === to || a === undefined || b === undefined || b < a) return [];
      return [`${file} imports '${specifier}': ${from} (layer ${a + 1}) → ${to} (layer ${b + 1}, ${b === a ? 'the same' : 'above'})`];
    });
    expect(wrong).toEqual([]);
  });

  it('lib/ imports nothing of the project outside lib/ but the messages', () => {
    const outside = libImports.filter((i) => !i.target.startsWith('lib/') && !i.target.startsWith('messages/'));
    expect(outside.map((i) => `${i.file} imports '${i.specifier}'`)).toEqual([]);
  });
});

describe('app/', () => {
  it('imports lib/, the messages and its own stylesheets: no route imports another route’s code', () => {
    const wrong = localImports('app').filter((i) => !/^(lib|messages)\//.test(i.target) && !(i.target.startsWith('app/') && i.target.endsWith('.css')));
    expect(wrong.map((i) => `${i.file} imports '${i.specifier}'`)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('reads every form of import', () => {
    const source = [
      "import a from '@/lib/a/x';",
      "import type { B } from '../b/y';",
      "import { type C, d } from './c';",
      "export { e } from '@/lib/e/z';",
      "export type { F } from '@/lib/f/w';",
      "export * from '@/lib/g';",
      "import '@/lib/h/side-effect';",
      "const i = await import('@/lib/i/later');",
      "const J = dynamic(() => import('./j-plot'), { ssr: false });",
      "// import k from '@/lib/k/commented-out';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['@/lib/a/x', '../b/y', './c', '@/lib/e/z', '@/lib/f/w', '@/lib/g', '@/lib/h/side-effect', '@/lib/i/later', './j-plot']);
    expect(specifiersOf("/** @typedef {import('../memory/cache-gauges.mjs').Fill} Fill */", true)).toEqual(['../memory/cache-gauges.mjs']);
  });

  it('maps files to nodes', () => {
    expect(['lib/config.ts', 'lib/process-slots.mjs', 'lib/calendar/load.ts', 'lib/calendar/ui/release-table.tsx', 'lib/share/og/card.tsx', 'lib/metrics/hooks.mjs', 'lib/metrics/registry.ts'].map(nodeOf)).toEqual([
      'config', 'process-slots', 'calendar', 'calendar/ui', 'share', 'metrics/hooks', 'metrics',
    ]);
  });

  it('finds a cycle and prints the imports that close it', () => {
    const at = (file: string, specifier: string, target: string): Import => ({ file, specifier, target });
    const toy = graphOf([
      at('lib/calendar/load.ts', '@/lib/archive/read', 'lib/archive/read.ts'),
      at('lib/archive/history.ts', '@/lib/calendar/outcome', 'lib/calendar/outcome.ts'),
      at('lib/archive/read.ts', '@/lib/time/zones', 'lib/time/zones.ts'),
    ]);
    expect(cyclesOf(toy)).toEqual(["archive → calendar (lib/archive/history.ts: '@/lib/calendar/outcome') → archive (lib/calendar/load.ts: '@/lib/archive/read')"]);
  });
});
