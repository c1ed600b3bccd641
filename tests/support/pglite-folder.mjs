// @ts-check
// Creates an empty PGlite folder in a child process, as the server does on
// first start (lib/archive/db-embedded.ts, initializeApart), for the tests'
// fresh archives (tests/unit/support/global-setup.ts,
// tests/e2e/support/fresh-archive.ts): initdb's seconds of work and its
// WebAssembly memory stay out of the test process. Unlike the server, a
// failure is an error here.
import { execFile } from 'node:child_process';

const SCRIPT = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();`;

/** @param {string} dir @returns {Promise<void>} */
export function createPgliteFolder(dir) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', SCRIPT, dir], { timeout: 120_000 }, (error) => (error ? reject(error) : resolve()));
  });
}
