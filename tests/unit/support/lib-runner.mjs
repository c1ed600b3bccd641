// Loads the app's TypeScript modules (lib/…) in a child process of the unit
// tests through Vite's module runner, with the unit tests' aliases.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** @param {string} file a path from the project's root, e.g. 'lib/archive/backfill.ts' */
export async function loadLib(file) {
  return (
    await runnerImport(path.join(root, file), {
      configFile: false,
      root,
      logLevel: 'silent',
      resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/unit/support/server-only.ts') } },
    })
  ).module;
}
