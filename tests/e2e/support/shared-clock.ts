// A portal on a shared test clock (tests/support/shared-clock.mjs says what it
// is and how a test uses it): its simulator, its server's processes and the browsers
// attached to it see one time, which a test moves forward instead of waiting
// for a release to come. Each such portal is isolated (./isolated.ts) with a
// clock of its own, so the suite's portal and the specs beside it keep real time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { CLOCK_FILE_ENV, readSeen, writeOffset } from '../../support/shared-clock-file.mjs';
import { startIsolated, type Isolated } from './isolated';

const PRELOAD = fileURLToPath(new URL('../../support/shared-clock.mjs', import.meta.url));
/** The portal's launcher (scripts/launch.mjs) and its server child both follow the clock. */
const PORTAL_PROCESSES = 2;
/** How long the portal's processes may take to follow a move (they look at least every 500 ms). */
const FOLLOW_MS = 15_000;

export interface SharedClock {
  /** The shared present: real time plus how far the clock has been moved. */
  now(): number;
  /** Puts a browser context (a page's, or one given) on the clock: Playwright's clock, installed at the shared present. Before its pages load. */
  attach(target: Page | BrowserContext): Promise<void>;
  /**
   * Moves the clock `ms` forward: the simulator at once, the portal's
   * processes (waited for until each says it follows), then every attached
   * browser (page.clock.fastForward: timers due meanwhile fire once).
   */
  advance(ms: number): Promise<void>;
  /** Moves the clock to an instant (nothing when it is already past). */
  advanceTo(at: number): Promise<void>;
  /**
   * Moves the clock `stepMs` at a time until `check` passes, and fails with
   * its last error once the clock is `withinMs` past where it started: a
   * bound in the shared time, where a test on real time had a timeout.
   */
  advanceUntil(check: () => Promise<void>, options: { stepMs: number; withinMs: number }): Promise<void>;
}

export interface ClockedPortal extends Isolated {
  clock: SharedClock;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The processes following the clock file, and the offset each uses. */
const following = (file: string) => readSeen(file).filter((s) => alive(s.pid));

function sharedClock(file: string, processes: () => number): SharedClock {
  let offset = 0;
  const contexts = new Set<BrowserContext>();
  const now = () => Date.now() + offset;
  const followed = async (target: number) => {
    const until = Date.now() + FOLLOW_MS;
    for (;;) {
      const seen = following(file);
      if (seen.length >= processes() && seen.every((s) => s.offsetMs >= target)) return;
      if (Date.now() > until) throw new Error(`the portal's processes did not follow the clock to +${target} ms: ${JSON.stringify(seen)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const clock: SharedClock = {
    now,
    async attach(target) {
      const context = 'goto' in target ? target.context() : target;
      await context.clock.install({ time: now() });
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
    },
    async advance(ms) {
      const step = Math.round(ms);
      if (!(step > 0)) return;
      offset += step;
      writeOffset(file, offset);
      await followed(offset);
      await Promise.all([...contexts].map((c) => c.clock.fastForward(step)));
    },
    async advanceTo(at) {
      await clock.advance(at - now());
    },
    async advanceUntil(check, { stepMs, withinMs }) {
      const start = now();
      for (;;) {
        try {
          await check();
          return;
        } catch (error) {
          const left = start + withinMs - now();
          if (left <= 0) throw error;
          await clock.advance(Math.min(stepMs, left));
        }
      }
    },
  };
  return clock;
}

/** A clock of its own for processes a test starts itself (several instances, a simulator in the test). */
export interface ClockRun {
  clock: SharedClock;
  /** What a process started on this clock needs in its environment (the preload and the clock file). */
  env: Record<string, string>;
  /**
   * How many processes now follow the clock: checked at once (a process that
   * does not follow fails here, not in a test), then waited for on every move.
   * Call it again when one stops.
   */
  expectProcesses(count: number): void;
  /** Removes the clock's folder (after its processes stopped). */
  dispose(): void;
}

/** A new shared clock at real time, followed by nothing yet. */
export function createSharedClock(): ClockRun {
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-clock-'));
  const file = path.join(dir, 'clock.json');
  writeOffset(file, 0);
  let expected = 0;
  return {
    clock: sharedClock(file, () => expected),
    env: { [CLOCK_FILE_ENV]: file, NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${PRELOAD}`].filter(Boolean).join(' ') },
    expectProcesses(count) {
      const seen = following(file).length;
      if (seen < count) throw new Error(`${seen} of ${count} processes follow the shared clock (NODE_OPTIONS=--import=${PRELOAD})`);
      expected = count;
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Starts an isolated portal whose simulator, launcher and server follow a clock of their own. */
export async function startClockedPortal(options: { token?: string; timeoutMs?: number; env?: Record<string, string> } = {}): Promise<ClockedPortal> {
  const run = createSharedClock();
  let portal: Isolated;
  try {
    portal = await startIsolated({
      token: options.token ?? 'macrodesk-clock-token',
      timeoutMs: options.timeoutMs ?? 3000,
      now: run.clock.now,
      env: { ...options.env, ...run.env },
    });
  } catch (error) {
    run.dispose();
    throw error;
  }
  const stop = async () => {
    await portal.stop();
    run.dispose();
  };
  try {
    // Both processes answered when they loaded the clock: a portal that does not follow it fails here, not in a test.
    run.expectProcesses(PORTAL_PROCESSES);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...portal, stop, clock: run.clock };
}

/**
 * A test with `clocked`: a portal on a shared clock of its own, stopped after
 * the test. Its start (a production server, seconds; more on a loaded
 * machine) has a timeout of its own, not taken from the test's.
 */
export const clockedTest = base.extend<{ clocked: ClockedPortal }>({
  clocked: [
    async ({}, provide) => {
      const portal = await startClockedPortal();
      try {
        await provide(portal);
      } finally {
        await portal.stop();
      }
    },
    { timeout: 90_000 },
  ],
});
