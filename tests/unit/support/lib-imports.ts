// What the project's own files import, read from their text (no build, no
// module loading): the house test of the layers of lib/ (tests/unit/house/layers.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '../../..');

/** The .ts, .tsx and .mjs files under a folder of the project, as paths from the project root. */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(rel);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

/**
 * Every module a source names: static imports and `export … from` (type-only
 * ones too: they tie the files together as much as any), and `import('…')`
 * with a literal, in code or, for checked JavaScript, in a JSDoc type.
 */
export function specifiersOf(source: string, javascript = false): string[] {
  const named = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  const jsdoc = javascript ? [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]) : [];
  return [...new Set([...named, ...jsdoc])];
}

const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The project file a relative or `@/` specifier names, or null for a package. */
export function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const candidate of CANDIDATES) {
    const full = path.join(root, base + candidate);
    if (existsSync(full) && statSync(full).isFile()) return base + candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

export interface Import {
  /** The importing file. */
  file: string;
  /** As written. */
  specifier: string;
  /** The project file it names. */
  target: string;
}

/** The imports of project files made by the files under `dir` (packages left out). */
export function localImports(dir: string): Import[] {
  return sourcesUnder(dir).flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    return specifiersOf(source, file.endsWith('.mjs')).flatMap((specifier) => {
      const target = resolveLocal(file, specifier);
      return target === null ? [] : [{ file, specifier, target }];
    });
  });
}
