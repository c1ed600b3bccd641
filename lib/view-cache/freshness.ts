import 'server-only';
import { peekSlot } from '@/lib/process-slots.mjs';

/**
 * What the page being rendered reports to the cache of rendered views
 * (lib/view-cache/serve.mjs): until when every upstream datum it shows is
 * fresh, and whether one of them failed. Outside that server (`next dev`,
 * unit tests) there is no render to report to, and these do nothing.
 */
interface RenderFreshness {
  until: number;
  failed: boolean;
}

interface Slot {
  getStore(): RenderFreshness | undefined;
}

function current(): RenderFreshness | undefined {
  return peekSlot<Slot>('macrodesk.viewFreshness')?.getStore();
}

/** The render shows a datum that is fresh until `until` (ms since the epoch). */
export function noteFreshUntil(until: number): void {
  const state = current();
  if (state && until < state.until) state.until = until;
}

/** The render shows a failure or a stale stand-in: a new render may show better. */
export function noteUnfresh(): void {
  const state = current();
  if (state) state.failed = true;
}
