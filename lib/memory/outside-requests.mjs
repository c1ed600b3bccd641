// @ts-check
// Long-lived resources (the upstream's keep-alive sockets, the Redis socket)
// are created outside any request's async context.
//
// Node gives every async resource the AsyncLocalStorage stores active when it
// is created, and keeps them as long as the resource lives. A keep-alive
// socket opened during a page render therefore keeps that render's React
// request alive, and from it, through the stack of the Error React aborts its
// cache signal with and the queue links of the setImmediate callbacks in that
// stack, every later render's request, response and page: memory grew without
// bound under never-seen URLs (docs/design.md, "Performance budgets"; heap snapshots in
// docs/performance.md, "Memory under never-seen URLs: what was found").
import { AsyncLocalStorage } from 'node:async_hooks';
import { peekSlot, processSlot } from '../process-slots.mjs';

/** @typedef {ReturnType<typeof AsyncLocalStorage.snapshot>} ContextRunner runs a function in the context it was taken in */

/**
 * Remembers the async context of the caller as the one outside requests.
 * Called once at process start (instrumentation.ts), before any request.
 */
export function captureOutsideRequests() {
  processSlot('macrodesk.outsideRequests', () => AsyncLocalStorage.snapshot());
}

/**
 * Runs `fn` in the context captured at start, so that what it creates carries
 * no request's stores; the caller's own context is back when it returns, and
 * an `await` on its result resumes in the caller's context. Without a capture
 * (a unit test, a script) `fn` runs as it is.
 * @template T
 * @param {() => T} fn
 * @returns {T}
 */
export function outsideRequests(fn) {
  /** @type {ContextRunner | undefined} */
  const run = peekSlot('macrodesk.outsideRequests');
  return run ? run(fn) : fn();
}
