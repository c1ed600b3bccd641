import { NextResponse } from 'next/server';
import { registerCacheGauge } from '@/lib/memory/cache-gauges.mjs';
import { heapShareBytes } from '@/lib/memory/heap-share.mjs';
import { processSlot } from '@/lib/process-slots.mjs';
import { ViewStore } from '@/lib/view-cache/store.mjs';

/**
 * Rendered preview images, by the full URL they were asked at (path with
 * locale, and query: the calendar's day travels there), bounded in bytes.
 * docs/operations.md, "Rate limits": a stored preview is answered to anyone,
 * even a client over its page limit, since chat apps fetch previews from a
 * few addresses on behalf of all their readers, and a shared link must still
 * unfurl. Kept on globalThis: proxy.ts answers from it, the image routes
 * (lib/share/og/preview-cache.ts) fill it, and Next bundles them apart.
 */
export interface StoredPreview {
  until: number;
  bytes: number;
  status: 200;
  body: Uint8Array;
  headers: [string, string][];
}

/**
 * How long a preview is kept. It is a snapshot of a quote or a release, which
 * chat apps keep far longer themselves once they have unfurled a link; ten
 * minutes let a link shared in many chats unfurl from one render.
 */
export const PREVIEW_MAX_AGE_MS = 10 * 60_000;

export function previewStore(): ViewStore {
  return processSlot('macrodesk.previews', () => {
    // A thirty-second of the heap, at most 16 MB: a preview is 30–100 kB.
    const maxBytes = heapShareBytes(1 / 32, 16);
    const created = new ViewStore({ maxBytes });
    registerCacheGauge('previews', () => ({ bytes: created.bytes, maxBytes, entries: created.entries.size }));
    return created;
  });
}

/** A generated preview image's path: `/{locale}/…/opengraph-image`. */
export function isPreviewPath(pathname: string): boolean {
  return /^\/[^/]+\/.*opengraph-image$/.test(pathname);
}

/** The store's key of a request: its path and query as received. */
export function previewKey(pathname: string, search: string): string {
  return `${pathname}${search}`;
}

/** The stored preview of `key` while it is fresh, or undefined. */
export function storedPreview(key: string): StoredPreview | undefined {
  return previewStore().get(key) as StoredPreview | undefined;
}

/** A stored preview as a response (no body for HEAD). */
export function previewResponse(entry: StoredPreview, method: string): NextResponse {
  const response = new NextResponse(method === 'HEAD' ? null : new Uint8Array(entry.body), { status: entry.status, headers: entry.headers });
  response.headers.set('x-preview-cache', 'hit');
  return response;
}
