import { cacheSignal } from 'react';

/**
 * Lets go, at the end of a server render, of what React's abort Error would
 * keep. React aborts each render's cache signal with an Error; V8 keeps an
 * Error's stack unformatted (the frames and their receivers) until it is
 * read. One receiver is the setImmediate in which the render finished, and
 * an immediate that ran links to those queued after it, which carry their
 * renders' async context: their React requests, their aborted signals and
 * Errors, and so on. So one render kept by anything long-lived (a module
 * evaluated during the first render holds a promise carrying that render's
 * context: SWR's, for one) kept every later render, response and page
 * (docs/design.md, "Performance budgets"; docs/performance.md, "Memory under never-seen URLs: what was found"). Reading the stack
 * once formats it and drops the frames.
 */
const watched = new WeakSet<AbortSignal>();

export function forgetRenderStackAtEnd(): void {
  const signal = cacheSignal() as AbortSignal | null;
  if (!signal || signal.aborted || watched.has(signal)) return;
  watched.add(signal);
  signal.addEventListener('abort', () => formatStack(signal.reason), { once: true });
}

function formatStack(reason: unknown): void {
  if (reason instanceof Error) void reason.stack;
}
