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

/** Blocks this thread for `ms` (the copy is called where a test file's constants are made, outside any async code). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Copies a fresh, empty PGlite folder to `dir` (empty or not there yet),
 * waiting while the run's is being made; without one, leaves the folder to
 * be created as the server would.
 */
export function copyFreshArchive(dir: string): string {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) return dir;
  for (let i = 0; i < 1200 && !existsSync(template) && existsSync(`${template}.making`); i++) pause(100);
  if (existsSync(path.join(template, 'PG_VERSION'))) cpSync(template, dir, { recursive: true });
  return dir;
}

/** A new temporary folder holding a fresh, empty PGlite archive. */
export function freshArchiveDir(prefix: string): string {
  const parent = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  return copyFreshArchive(path.join(parent, 'pglite'));
}
