import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside a React server bundle; unit tests run lib/ directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/unit/support/server-only.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // One fresh PGlite folder and Postgres cluster per run, copied by the tests that need one.
    globalSetup: ['tests/unit/support/global-setup.ts'],
    // Worker threads start far faster than forked processes (each test file gets a fresh one), and
    // most of the archive's tests wait on PGlite's thread or on timers: three at a time keep two
    // cores busy (docs/architecture.md, "Tests").
    pool: 'threads',
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
