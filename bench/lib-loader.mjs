// Loads the app's TypeScript modules (lib/…) in the benchmark's own process
// through Vite's module runner, with the aliases of the unit tests: for the
// figures measured on lib/ itself rather than on a portal build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One Vite server per loader (modules import others dynamically, e.g. pg in the test Postgres). */
export function libLoader() {
  let vite = null;
  return {
    async load(file) {
      vite ??= await createServer({
        configFile: false,
        root,
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/unit/support/server-only.ts') } },
      });
      return vite.ssrLoadModule(path.join(root, file));
    },
    close: () => vite?.close(),
  };
}
