import 'server-only';

/**
 * How long a page waits for its sections' data before it sends its shell
 * (docs/performance.md, "Readers without scripts"). A section whose data has
 * come by then is written into the shell, whole, for every reader; one still
 * waiting (a slow upstream) streams after the shell as before, behind its
 * skeleton. The archive and the caches answer well within it.
 */
export const HEAD_START_MS = 250;

/**
 * Resolves when every load has settled or `ms` has passed, whichever is
 * first; never rejects (each section shows its own error).
 */
export async function headStart(loads: readonly Promise<unknown>[], ms: number = HEAD_START_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([Promise.allSettled(loads), elapsed]);
  } finally {
    clearTimeout(timer);
  }
}
