import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { headers } from 'next/headers';
import { processSlot } from '@/lib/process-slots.mjs';
import { REQUEST_URL_HEADER } from '@/lib/security/headers';
import { PREVIEW_MAX_AGE_MS, previewResponse, previewStore, type StoredPreview } from './preview-store';

/** What the upstream cache reports during a render (lib/view-cache/freshness.ts). */
interface RenderFreshness {
  until: number;
  failed: boolean;
}

/** The render-freshness slot; scripts/serve.mjs installs it, a bare `next start` or `next dev` gets one here. */
function freshnessSlot(): AsyncLocalStorage<RenderFreshness> {
  return processSlot('macrodesk.viewFreshness', () => new AsyncLocalStorage<RenderFreshness>());
}

/**
 * A preview image route's answer: the stored rendering of this URL
 * (lib/share/og/preview-store.ts), or `render`'s, stored when it is a 200
 * built from data without an upstream failure (a new render may then show
 * better). Concurrent requests of one URL share one render.
 */
export async function cachedPreview(render: () => Promise<Response>): Promise<Response> {
  const request = await headers();
  // proxy.ts forwards every page-like request's path and query.
  const key = request.get(REQUEST_URL_HEADER);
  if (!key) return render();
  // Copies are written whole: Next drops the body of a HEAD answer itself.
  const store = previewStore();
  const stored = store.get(key) as StoredPreview | undefined;
  if (stored) return previewResponse(stored, 'GET');
  const turn = store.join(key);
  if (turn.pending) {
    const rendered = (await turn.pending) as StoredPreview | null;
    return rendered ? previewResponse(rendered, 'GET') : render();
  }
  try {
    const state: RenderFreshness = { until: Infinity, failed: false };
    const response = await freshnessSlot().run(state, render);
    const body = new Uint8Array(await response.arrayBuffer());
    const entry: StoredPreview | null =
      response.status === 200 && !state.failed
        ? { status: 200, body, headers: [...response.headers], until: Date.now() + PREVIEW_MAX_AGE_MS, bytes: body.byteLength }
        : null;
    turn.finish(entry);
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    turn.finish(null);
    throw error;
  }
}
