// Fresh embedded archives for unit tests. Creating a PGlite folder (initdb in
// WebAssembly) costs seconds of a core; ./global-setup.ts creates one per
// run and a test that needs an empty archive gets a copy of it, as if
// lib/archive/db-embedded.ts had just created it. Tests of the creation itself
// use an empty folder instead.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The environment variable naming the run's fresh PGlite folder (set by ./global-setup.ts). */
export const PGLITE_TEMPLATE_ENV = 'MACRODESK_TEST_PGLITE_TEMPLATE';

/** Copies a fresh, empty PGlite folder to `dir` (which must not exist yet); without one, leaves it to be created. */
export function copyFreshArchive(dir: string): string {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && existsSync(path.join(template, 'PG_VERSION'))) cpSync(template, dir, { recursive: true });
  return dir;
}

/** A new temporary folder holding a fresh, empty PGlite archive. */
export function freshArchiveDir(prefix: string): string {
  const parent = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return copyFreshArchive(path.join(parent, 'pglite'));
}
