// @ts-check
// Loads the app's TypeScript modules (lib/…) in the benchmark's own process
// through Vite's module runner, with the aliases of the unit tests: for the
// figures measured on lib/ itself rather than on a portal build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The modules the bench loads, by the path it gives load(), with their types.
 * @typedef {{
 *   'lib/archive/backfill.ts': typeof import('../lib/archive/backfill.ts'),
 *   'lib/archive/db-embedded.ts': typeof import('../lib/archive/db-embedded.ts'),
 *   'lib/archive/db-postgres.ts': typeof import('../lib/archive/db-postgres.ts'),
 *   'lib/archive/migrations.ts': typeof import('../lib/archive/migrations.ts'),
 *   'lib/archive/pacer.ts': typeof import('../lib/archive/pacer.ts'),
 *   'lib/archive/reaction-wiring.ts': typeof import('../lib/archive/reaction-wiring.ts'),
 *   'lib/archive/reactions-store.ts': typeof import('../lib/archive/reactions-store.ts'),
 *   'lib/archive/reactions.ts': typeof import('../lib/archive/reactions.ts'),
 *   'lib/archive/store.ts': typeof import('../lib/archive/store.ts'),
 *   'lib/config.ts': typeof import('../lib/config.ts'),
 *   'lib/market/release-symbols.ts': typeof import('../lib/market/release-symbols.ts'),
 *   'lib/upstream/client.ts': typeof import('../lib/upstream/client.ts'),
 *   'tests/unit/support/postgres-server.ts': typeof import('../tests/unit/support/postgres-server.ts'),
 * }} LibModules
 */

/** One Vite server per loader (modules import others dynamically, e.g. pg in the test Postgres). */
export function libLoader() {
  /** @type {import('vite').ViteDevServer | null} */
  let vite = null;
  return {
    /**
     * @template {keyof LibModules} F
     * @param {F} file
     * @returns {Promise<LibModules[F]>}
     */
    async load(file) {
      vite ??= await createServer({
        configFile: false,
        root,
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        resolve: { alias: { '@': root, 'server-only': path.join(root, 'tests/unit/support/server-only.ts') } },
      });
      // Vite's runner types no module: the file's own types apply (LibModules).
      return /** @type {Promise<LibModules[F]>} */ (vite.ssrLoadModule(path.join(root, file)));
    },
    close: () => vite?.close(),
  };
}
