import 'server-only';
import diagnostics from 'node:diagnostics_channel';
import { processSlot } from '@/lib/process-slots.mjs';

/**
 * When an upstream call's request is written to its socket (docs/operations.md,
 * "The upstream budget"): fetch's own client (undici) says so on the
 * diagnostics channel `undici:client:sendHeaders`, with the request's origin
 * and path. A call granted by the budget waits here, keyed by its URL, to be
 * told; calls to one URL at once are told first come first served. A call
 * whose request never goes out (refused, aborted before its socket opened, a
 * fetch that is not undici's, as in unit tests) is settled by its caller.
 */
type Waiting = Map<string, Array<() => void>>;

const CHANNEL = 'undici:client:sendHeaders';

interface SendHeadersMessage {
  request?: { origin?: unknown; path?: unknown };
}

function waiting(): Waiting {
  return processSlot('macrodesk.upstream.sends', () => {
    const byUrl: Waiting = new Map();
    diagnostics.subscribe(CHANNEL, (message) => {
      const request = (message as SendHeadersMessage).request;
      if (typeof request?.origin !== 'string' || typeof request.path !== 'string') return;
      const key = request.origin + request.path;
      const line = byUrl.get(key);
      const told = line?.shift();
      if (line && !line.length) byUrl.delete(key);
      told?.();
    });
    return byUrl;
  });
}

/** The key undici's request gives for `url`: its origin and path with the query. */
export const sendKey = (url: URL): string => url.origin + url.pathname + url.search;

/**
 * Calls `written` when the request for `url` is written, at most once; the
 * returned function settles the wait (calls `written` if it has not been, and
 * stops listening): the caller runs it when its fetch is over.
 */
export function whenWritten(url: URL, written: () => void): () => void {
  let told = false;
  const once = () => {
    if (told) return;
    told = true;
    written();
  };
  const byUrl = waiting();
  const key = sendKey(url);
  const line = byUrl.get(key) ?? [];
  line.push(once);
  byUrl.set(key, line);
  return () => {
    const mine = byUrl.get(key);
    const i = mine ? mine.indexOf(once) : -1;
    if (mine && i >= 0) {
      mine.splice(i, 1);
      if (!mine.length) byUrl.delete(key);
    }
    once();
  };
}
