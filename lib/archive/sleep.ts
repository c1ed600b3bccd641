/** Waits `ms`, or less when `signal` aborts (then at once); never rejects. */
export function sleepUnless(signal: AbortSignal | undefined, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });
}
