// What the browser's first load may carry (docs/performance.md, "First-load
// JavaScript"): the static imports of every client module ('use client'),
// followed through the project's own files, reach no server-only package and
// no package whose weight was measured in the bundles and cut. Imports of
// types only are left out (they are erased), and so are dynamic `import()`s
// (a chunk of its own, fetched when drawn: the charts' Recharts parts).
// The budgets themselves need a build: `npm run bench -- --js-only`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Packages no client module may import statically, and why. */
const BARRED: Record<string, string> = {
  zod: 'schemas of the server (25–37 kB gzip in every page; browser code checks by hand)',
  'server-only': 'a server module',
  'next-intl/server': 'a server module',
  'sanitize-html': 'the article sanitizer runs on the server',
  parse5: 'server-side HTML parsing',
  'opencc-js': 'server-side conversion',
  pg: 'the archive', '@electric-sql/pglite': 'the archive', '@redis/client': 'the shared cache', 'prom-client': 'metrics',
  recharts: 'the chart library: only in a `*-plot.tsx` module, loaded by next/dynamic once a chart is drawn',
  'next/link': 'in-app links are plain anchors (lib/i18n/app-link.tsx) followed by SoftNavigation',
  'next-intl/navigation': "next-intl's Link and router (4 kB gzip): AppLink, and lib/chrome/use-app-pathname.ts for the path",
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(rel);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

const isClientModule = (file: string) => /^\s*(['"])use client\1/.test(readFileSync(path.join(root, file), 'utf8'));

/** Module specifiers a file imports at run time (type-only imports and dynamic imports left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      out.push(node.moduleSpecifier.text);
    }
  }
  return out;
}

/** A project file for a relative or `@/` specifier, or null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

const packageOf = (specifier: string) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * Modules of the app no widget's client module may reach (an embed's budget is the floor + 20 kB,
 * docs/performance.md "First-load JavaScript"), and why.
 */
const BARRED_IN_WIDGETS: Record<string, string> = {
  'lib/localize/symbols.ts': 'the symbol-name table (1.4 kB gzip): the server hands a widget its symbols\' names (lib/embed/known-names.ts)',
  'lib/embed/snippet.ts': 'the host page\'s snippet builder: a widget needs only the message names (lib/embed/resize-messages.ts)',
};

/** Every local module reachable from a client module. */
function localReaches(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (!/\.(tsx?|mjs|js)$/.test(file)) continue;
    for (const specifier of runtimeImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local !== null && !seen.has(local)) {
        seen.add(local);
        queue.push(local);
      }
    }
  }
  return [...seen];
}

/** Every barred import reachable from a client module, as the chain that reaches it. */
function barredReaches(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>([entry]);
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [entry] }];
  while (queue.length) {
    const { file, chain } = queue.shift()!;
    if (!/\.(tsx?|mjs|js)$/.test(file)) continue;
    for (const specifier of runtimeImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local === null) {
        const barred = specifier in BARRED ? specifier : packageOf(specifier) in BARRED ? packageOf(specifier) : null;
        // A `*-plot.tsx` module is the chart library's own chunk (its parent loads it with next/dynamic).
        if (barred === 'recharts' && entry.endsWith('-plot.tsx')) continue;
        if (barred) found.push(`${[...chain, specifier].join(' → ')} (${BARRED[barred]})`);
      } else if (!seen.has(local)) {
        seen.add(local);
        queue.push({ file: local, chain: [...chain, local] });
      }
    }
  }
  return found;
}

const clientModules = [...sourcesUnder('app'), ...sourcesUnder('lib')].filter(isClientModule);

describe('client bundles (first-load JavaScript)', () => {
  it('finds the client modules', () => {
    expect(clientModules).toContain('lib/indicator/ui/history-chart-plot.tsx');
    expect(clientModules).toContain('lib/reminders/ui/panel.tsx');
    expect(clientModules).toContain('lib/embed/ui/builder-form.tsx');
    expect(clientModules.length).toBeGreaterThan(30);
  });

  it.each(clientModules)('%s reaches no server-only or measured-and-cut package', (file) => {
    expect(barredReaches(file)).toEqual([]);
  });

  const widgetLeaves = clientModules.filter((file) => file.startsWith('lib/embed/ui/') && !file.startsWith('lib/embed/ui/builder'));
  it.each(widgetLeaves)('widget leaf %s carries neither the symbol table nor the snippet builder', (file) => {
    const reached = localReaches(file).filter((local) => local in BARRED_IN_WIDGETS);
    expect(reached.map((local) => `${local}: ${BARRED_IN_WIDGETS[local]}`)).toEqual([]);
  });
});
