import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL } from './tests/e2e/support/browsers';

// Browser tests run a production build (NEXT_DIST_DIR) on the built-in
// simulator, in Debian's Chromium. Ports are overridable so that several
// runs can share a machine.
const port = Number(process.env.E2E_PORT || 3107);
const simPort = Number(process.env.E2E_SIM_PORT || 4107);
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
process.env.E2E_SIM_URL = `http://127.0.0.1:${simPort}`;
// /api/health gives its details only with this token (tests/e2e/support/isolated.ts healthDetails).
const healthToken = (process.env.E2E_HEALTH_TOKEN ||= 'macrodesk-e2e-health-details');
// The suite's portal keeps its archive out of the repository; tests/e2e/support/teardown.ts removes it.
process.env.E2E_DATA_DIR = path.join(tmpdir(), `macrodesk-e2e-archive-${port}`);

// Specs that start every portal they read (./tests/e2e/support/isolated.ts, ./tests/e2e/support/shared-clock.ts)
// and touch neither the suite's portal nor its simulator: the token's hunt through every page, the
// archive's years of history, the recorded price reactions, and the fault specs on a portal of
// their own (hanging hosts, the archive's lock, clean stops, budgets, limits, clocked releases).
// Every other *.faults.spec.ts injects faults into the run's simulator (E2E_SIM_URL).
const OWN_PORTAL =
  /\/(token|archive|reactions|(archive-lock|budget|clean-stop|fault-matrix|joiners|legacy-refusal|operators|page-limit|reminders|upstream-budget|view-cache|warm-up)\.faults)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // No retry here: the test command asks for one (scripts/test.sh) and names what needed it.
  retries: 0,
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The browser's zone is the third step of the reader's zone order; pin it
    // to DEFAULT_TIME_ZONE so pages render alike on any machine (specs that
    // test the detection set their own).
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
    launchOptions: HEADLESS_SHELL,
  },
  projects: [
    { name: 'pages', testIgnore: [/\.faults\.spec\.ts$/, OWN_PORTAL] },
    // Specs that inject upstream faults into the run's simulator must not disturb pages rendered
    // in parallel, nor each other: scripts/test.sh runs this project beside "pages" in a run of
    // its own (its own portal, simulator and archive, on other ports), one spec at a time.
    { name: 'faults', testMatch: /\.faults\.spec\.ts$/, testIgnore: OWN_PORTAL, fullyParallel: false, workers: 1 },
    // In the faults' run too (scripts/test.sh, two workers): these specs mostly wait, on portals of
    // their own (other ports, archives and simulators), so they run beside the faults project and
    // beside each other. Those that fill the cores or hold a fixed time bound share the lock
    // LOADED_LOCK (./tests/e2e/support/isolated.ts): never two of them at once.
    { name: 'own-portal', testMatch: OWN_PORTAL, fullyParallel: false },
  ],
  webServer: {
    command: 'node scripts/launch.mjs start',
    url: `http://127.0.0.1:${port}/api/health`,
    // The server opens its port after its warm-up (docs/operations.md, "Starting"): ~10 s with a fresh archive.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SIMULATOR_PORT: String(simPort),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
      UPSTREAM_TIMEOUT_MS: '3000',
      // Write-through only: a backfill's upstream calls would blur the specs that count them
      // (tests/e2e/archive.spec.ts back-fills a portal of its own).
      DATA_DIR: process.env.E2E_DATA_DIR,
      ARCHIVE_RATE_PER_S: '0',
      // Every worker comes from 127.0.0.1, and no address is exempt (lib/api/rate-limit.ts):
      // a limit far above what the suite sends. The limiter itself: tests/e2e/trusted-origin.spec.ts.
      RATE_LIMIT: '1000:5000',
      PAGE_RATE_LIMIT: '1000:5000',
      // The upstream budget itself is tested on portals of its own (tests/e2e/upstream-budget.faults.spec.ts).
      UPSTREAM_RATE_PER_S: '10000',
      HEALTH_TOKEN: healthToken,
    },
  },
});
