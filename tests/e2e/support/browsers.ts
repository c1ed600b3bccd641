// The Chromium builds the browser tests run in, both from Debian
// (scripts/ensure-deps.sh installs them). Pages are tested in the headless
// shell, Playwright's own default for headless runs: the browser without its
// window machinery, about half the CPU per page of the full build on 2 cores
// (docs/performance.md, "The test suite on 2 cores"). The shell refuses
// notification permission, so Web Push in the browser is tested in the full
// build (tests/e2e/push-browser.spec.ts). V8 runs the pages' scripts without
// its optimizing compilers (Maglev, TurboFan): a test's page lives a second or
// two, too short for optimized code to pay for its compiling; the renderers'
// CPU fell 15–20 % on the calendar specs, the same tests passing
// (docs/performance.md, "The test suite on 2 cores").
import type { LaunchOptions } from '@playwright/test';

const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
  '--js-flags=--no-opt --no-maglev',
];

export const HEADLESS_SHELL: LaunchOptions = {
  executablePath: process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell',
  args: ARGS,
};

export const FULL_CHROMIUM: LaunchOptions = { executablePath: '/usr/bin/chromium', args: ARGS };
