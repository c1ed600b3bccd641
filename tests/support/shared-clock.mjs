// @ts-check
// A shared test clock for the portal's processes. TEST-ONLY: the browser tests
// preload it with NODE_OPTIONS=--import=<this file> and name a clock file in
// MACRODESK_TEST_CLOCK_FILE (tests/e2e/support/shared-clock.ts does both for
// the portals it starts); nothing in lib/, app/ or scripts/ knows of it, so a
// deployed portal never follows it: it replaces a global and takes its time
// from a file named by the environment, which in production would let a
// stray variable move every cache's expiry and every release's status.
//
// What it does: `Date.now()`, `new Date()` and `Date()` (without arguments)
// answer real time plus the clock's offset, read from the clock file
// (tests/support/shared-clock-file.mjs). The offset is held in memory and
// refreshed when the file changes (fs.watch on its folder, and a look every
// 500 ms in case an event is missed): never read from disk per call. It only
// moves forward. Dates built from a value, Date.parse, timers and
// performance.now are left alone. After each refresh the process writes the
// offset it now uses beside the file, so the test moving the clock knows when
// every process has followed.
//
// Why: a release scheduled minutes ahead in the simulator flips as soon as the
// test moves the clock, instead of after minutes of real waiting. The
// simulator (given the same clock through startSimulator's `now`, or running
// in a process that preloads this module, as scripts/launch.mjs does without
// UPSTREAM_BASE_URL), the portal's server (its caches' freshness reads
// Date.now()) and the browser (Playwright's page.clock, moved by the same
// helper) all see the same time.
//
// How a test uses it (tests/e2e/support/shared-clock.ts): declare the test
// with `clockedTest` to get `clocked`, a portal of its own (isolated.ts) whose
// launcher and server preload this module and whose simulator reads the same
// clock; `await clocked.clock.attach(page)` before the page loads (Playwright's
// page.clock, installed at the shared present); then `clock.advance(ms)`,
// `clock.advanceTo(instant)` or `clock.advanceUntil(check, { stepMs, withinMs })`
// move the simulator, the server and the browser forward together. Schedule
// releases with `clocked.control('releases', …)` and read the present with
// `clock.now()`, never Date.now(). The suite's own portal keeps real time.
import { unlinkSync, watch } from 'node:fs';
import path from 'node:path';
import { isMainThread, threadId } from 'node:worker_threads';
import { CLOCK_FILE_ENV, readOffset, seenFile, writeSeen } from './shared-clock-file.mjs';

const REFRESH_MS = 500;

/** @param {string} file */
function follow(file) {
  const RealDate = Date;
  let offset = readOffset(file);
  const now = () => RealDate.now() + offset;

  /**
   * `Date` with a moved present: called as a function it gives the present's
   * text; constructed without arguments, the present; with arguments, what
   * Date gives (subclasses keep their prototype through new.target).
   * @this {unknown} @param {...any} args
   */
  function SharedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length ? args : [now()], new.target === SharedDate ? RealDate : new.target);
  }
  // Date's own statics (UTC, parse, prototype…) as own properties: Next copies them
  // with Object.getOwnPropertyDescriptors when it wraps Date in turn.
  const statics = Object.getOwnPropertyDescriptors(RealDate);
  statics.now = { ...statics.now, value: now };
  Object.defineProperties(SharedDate, statics);
  Object.defineProperty(RealDate.prototype, 'constructor', { value: SharedDate, writable: true, configurable: true });
  globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (SharedDate));

  // The process answers from its main thread (a worker thread follows the file too, quietly).
  const seen = seenFile(file, process.pid, threadId);
  const answer = () => {
    if (!isMainThread) return;
    try {
      writeSeen(file, process.pid, threadId, offset);
    } catch {
      // The folder went with its test: nothing to answer to.
    }
  };
  const refresh = () => {
    const next = readOffset(file);
    // Forward only: a clock that went back would undo releases already seen.
    if (next > offset) {
      offset = next;
      answer();
    }
  };
  answer();
  try {
    const name = path.basename(file);
    watch(path.dirname(file), { persistent: false }, (_event, changed) => {
      if (changed === name) refresh();
    }).on('error', () => {});
  } catch {
    // No file events here: the periodic look below still follows the clock.
  }
  setInterval(refresh, REFRESH_MS).unref();
  process.on('exit', () => {
    if (!isMainThread) return;
    try {
      unlinkSync(seen);
    } catch {
      // already gone
    }
  });
}

const file = process.env[CLOCK_FILE_ENV];
if (file) follow(path.resolve(file));
