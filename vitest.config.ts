import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;
const TESTS = /\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return TESTS.test(entry.name) ? [path.relative(ROOT, file)] : [];
  });
}

/**
 * Test files that need a module graph of their own: those that replace modules
 * (`vi.mock`, `vi.doMock`), and those marked `vitest: isolated` because they
 * read a process-wide singleton made from the environment on first use (the
 * default upstream client, say). Every other file runs in a worker that keeps
 * the modules it has loaded for the next file: most of the unit phase was each
 * file importing `lib/` again (docs/performance.md, "The test suite on 2 cores").
 */
const ISOLATED = testFiles(path.join(ROOT, 'tests/unit')).filter((file) =>
  /\bvi\.(mock|doMock)\(|vitest: isolated/.test(readFileSync(path.join(ROOT, file), 'utf8')),
);

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(ROOT),
      // `server-only` throws outside a React server bundle; unit tests run lib/ directly.
      'server-only': path.resolve(ROOT, 'tests/unit/support/server-only.ts'),
    },
  },
  test: {
    environment: 'node',
    // One fresh PGlite folder and Postgres cluster per run, copied by the tests that need one.
    globalSetup: ['tests/unit/support/global-setup.ts'],
    // Worker threads start far faster than forked processes, and most of the archive's tests wait
    // on PGlite's thread or on timers: three at a time keep two cores busy (docs/architecture.md, "Tests").
    pool: 'threads',
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false } },
    ],
  },
});
