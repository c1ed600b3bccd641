import 'server-only';
import { filterReleases } from '@/lib/calendar/filters';
import type { CalendarFilters } from '@/lib/calendar/params';
import type { Locale } from '@/lib/i18n/routing';
import { processSlot } from '@/lib/process-slots.mjs';
import type { ReleaseEvent } from './events';
import { eventId } from './events';
import { releaseJson } from './release-json';
import type { ReleaseWatcher } from './watcher';

/** Open streams one client may hold at once (docs/operations.md, "Delivery"). */
export const MAX_STREAMS_PER_CLIENT = 4;
/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a new stream waits for the watcher's first look before it starts without the schedule. */
export const FIRST_LOOK_MS = 5000;
/** What EventSource waits before reconnecting. */
const RETRY_MS = 5000;

/** Streams open per client, for the limit. */
const openStreams = () => processSlot('macrodesk.delivery.streams', () => new Map<string, number>());

/** Takes one of the client's streams; false when it holds the most it may. */
export function takeStream(client: string): boolean {
  const open = openStreams();
  const n = open.get(client) ?? 0;
  if (n >= MAX_STREAMS_PER_CLIENT) return false;
  open.set(client, n + 1);
  return true;
}

export function returnStream(client: string): void {
  const open = openStreams();
  const n = (open.get(client) ?? 1) - 1;
  if (n > 0) open.set(client, n);
  else open.delete(client);
}

export const openStreamCount = (): number => [...openStreams().values()].reduce((a, b) => a + b, 0);

export interface StreamOptions {
  watcher: ReleaseWatcher;
  locale: Locale;
  filters: CalendarFilters;
  origin: URL;
  lastEventId: string | null;
  /** Called once the stream is closed, whichever side closed it. */
  onClose: () => void;
  signal?: AbortSignal;
  heartbeatMs?: number;
}

/** One event in the text/event-stream format (one `data` line: JSON has no newline). */
function frame(e: ReleaseEvent, locale: Locale, origin: URL): string {
  return `id: ${e.id}\nevent: release\ndata: ${JSON.stringify({ kind: e.kind, at: e.at, release: releaseJson(e.release, locale, origin) })}\n\n`;
}

/**
 * `/api/stream` (docs/design.md, "Delivery"): Server-Sent Events of the
 * releases that pass the filters. A new stream first gets the schedule of the
 * watched window (a `scheduled` event per pending release); one resuming with
 * a `Last-Event-ID` the watcher still keeps gets what it missed instead. Then
 * every event as the watcher sees it, and a heartbeat comment when quiet.
 */
export function releaseStream(o: StreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop: (() => void) | null = null;
  let beat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  // Once, whichever side closes: the listener, the heartbeat, the client's share of streams.
  const release = () => {
    if (closed) return false;
    closed = true;
    stop?.();
    clearInterval(beat);
    o.onClose();
    return true;
  };
  const passes = (e: ReleaseEvent) => filterReleases([e.release], o.filters).length > 0;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const finish = () => {
        if (!release()) return;
        o.signal?.removeEventListener('abort', finish);
        try {
          controller.close();
        } catch {
          // already closed by the reader going away
        }
      };
      beat = setInterval(() => send(`: heartbeat ${new Date().toISOString()}\n\n`), o.heartbeatMs ?? HEARTBEAT_MS);
      beat.unref?.();
      o.signal?.addEventListener('abort', finish, { once: true });
      send(`retry: ${RETRY_MS}\n: macrodesk release stream\n\n`);
      // Events seen while the first part is written wait their turn.
      const waiting: ReleaseEvent[] = [];
      let live = false;
      // What the stream sent: an event it already holds (the look awaited told it, or the schedule) is not sent again.
      const sent = new Set<string>();
      const tell = (e: ReleaseEvent) => {
        if (sent.has(e.id)) return;
        sent.add(e.id);
        send(frame(e, o.locale, o.origin));
      };
      stop = o.watcher.listen((e) => {
        if (!passes(e)) return;
        if (live) tell(e);
        else waiting.push(e);
      });
      const schedule = () => {
        const at = new Date().toISOString();
        for (const r of filterReleases(o.watcher.releases().filter((x) => !x.released), o.filters)) tell({ id: eventId('scheduled', r), kind: 'scheduled', at, release: r });
      };
      const missed = o.lastEventId ? o.watcher.since(o.lastEventId) : null;
      if (missed) {
        for (const e of missed.filter(passes)) tell(e);
      } else {
        const ready = o.watcher.ready();
        const inTime = await Promise.race([ready.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), FIRST_LOOK_MS).unref?.())]);
        schedule();
        // The first look outlasted the wait (a cold portal on a loaded machine): the schedule follows once
        // it is read, since the watcher tells no event of the releases that look finds already there.
        if (!inTime) void ready.then(() => !closed && schedule());
      }
      for (const e of waiting) tell(e);
      live = true;
      if (o.signal?.aborted) finish();
    },
    cancel() {
      release();
    },
  });
}
