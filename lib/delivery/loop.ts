import 'server-only';
import { LOCK, type Db, type Lock } from '@/lib/archive/db';
import type { Locale } from '@/lib/i18n/routing';
import { releaseKey } from '@/lib/release/key';
import type { ReleaseEvent } from './events';
import { claim, claimRevision, deliveryCounts, dropPending, forgetOld, markFailed, markSent, postpone, requeueStale, takeDue, type Delivery } from './outbox';
import { planFor, plannedKey, revisionFor, type Planned, type Recipient } from './plan';
import type { ReleaseWatcher } from './watcher';

/** How a channel's attempt at one message went. */
export type Outcome =
  | { ok: true }
  | { ok: false; error: string; retry: boolean; gone?: boolean }
  /** Not tried: the platform's rate says wait (no attempt is counted). */
  | { ok: false; postponeMs: number };

/**
 * A way of telling recipients: Web Push, or the operator's webhook targets.
 * `send` gets every message due to one recipient at once (a chat format may
 * put the releases of one minute in one message) and answers per message.
 */
export interface Channel {
  /** The recipients' id prefix: `push` or `hook`. */
  name: string;
  recipients(db: Db): Promise<Recipient[]>;
  send(recipient: Recipient, messages: Delivery[]): Promise<Outcome[]>;
  /** A recipient the service says is gone (HTTP 404/410 for push): removed. */
  forget?(db: Db, recipient: Recipient): Promise<void>;
}

export interface LoopOptions {
  db: () => Promise<Db>;
  channels: Channel[];
  watcher: (locale: Locale) => ReleaseWatcher;
  now?: () => number;
  tickMs?: number;
  /** Re-read the recipients this often (a new subscription waits at most this long). */
  recipientsMs?: number;
  log?: (line: string) => void;
}

/** Attempts before a message is given up (counted in health and metrics as dead). */
export const MAX_ATTEMPTS = 8;
/** Back-off: 5 s, 10 s, 20 s … capped at 10 minutes. */
export const backoffMs = (attempts: number) => Math.min(5000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
/** Sent and dead messages are forgotten after a week. */
const KEEP_MS = 7 * 86_400_000;

/**
 * The one sender (docs/design.md, "Delivery"): the instance holding the
 * delivery lock of the archive's database plans, claims and sends; the
 * others wait. Each tick: the recipients' due messages among the watched
 * releases are claimed (the deliveries table's unique key: once, whatever
 * the number of instances), revisions seen by the watchers are claimed for
 * those told the actual, and the messages due are sent per recipient,
 * failures retried with back-off.
 */
export function createDeliveryLoop(o: LoopOptions) {
  const now = o.now ?? Date.now;
  const tickMs = o.tickMs ?? 1000;
  const log = o.log ?? ((line: string) => console.warn(line));
  let lock: Lock | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let recipients: { at: number; list: Recipient[] } | null = null;
  const listening = new Map<Locale, () => void>();
  const revisions: ReleaseEvent[] = [];
  /** Claims made (or found made) lately: not inserted again every tick. */
  const claimed = new Set<string>();
  let lastForget = 0;
  const status = { leader: false, sent: 0, failed: 0, dead: 0, lastError: null as string | null, recipients: 0, counts: [] as Awaited<ReturnType<typeof deliveryCounts>> };
  let lastCount = 0;

  async function recipientsNow(db: Db): Promise<Recipient[]> {
    if (recipients && now() - recipients.at < (o.recipientsMs ?? 5000)) return recipients.list;
    const lists = await Promise.all(o.channels.map((c) => c.recipients(db)));
    recipients = { at: now(), list: lists.flat() };
    return recipients.list;
  }

  /** Every language in use is watched while this instance leads. */
  function watch(locales: Set<Locale>): void {
    for (const locale of locales) {
      if (!listening.has(locale)) listening.set(locale, o.watcher(locale).listen((e) => {
          if (e.kind === 'revised') revisions.push(e);
        }));
    }
    for (const [locale, stop] of listening) {
      if (locales.has(locale)) continue;
      stop();
      listening.delete(locale);
    }
  }

  async function tick(): Promise<void> {
    const db = await o.db();
    if (!lock?.held()) {
      lock = await db.tryLock(LOCK.delivery);
      status.leader = lock !== null;
      if (lock) await requeueStale(db, new Date(now() - 60_000));
    }
    if (!lock) {
      watch(new Set());
      return;
    }
    const list = await recipientsNow(db);
    watch(new Set(list.map((r) => r.locale)));
    status.recipients = list.length;
    // Nobody to tell: no query a second on an idle portal.
    if (!list.length) return;
    const at = new Date(now());
    const news = revisions.splice(0);
    for (const r of list) {
      const planned: Planned[] = planFor(r, o.watcher(r.locale).releases(), at.getTime());
      for (const e of news) {
        const p = e.release && revisionFor(r, e);
        if (p) planned.push(p);
      }
      for (const p of planned) {
        const key = plannedKey(r, p);
        if (claimed.has(key)) continue;
        const c = { recipient: r.id, releaseKey: releaseKey(p.release), kind: p.kind, revision: p.revision, payload: { release: p.release, minutes: p.minutes } };
        if (p.kind === 'revised') await claimRevision(db, c, at);
        else await claim(db, [c], at);
        claimed.add(key);
        if (claimed.size > 50_000) claimed.delete(claimed.values().next().value as string);
      }
    }
    await send(db, list, at);
    // The table's counts by channel and state, for health and metrics (read here, not per scrape).
    if (at.getTime() - lastCount > 15_000) {
      lastCount = at.getTime();
      status.counts = await deliveryCounts(db);
    }
    if (at.getTime() - lastForget > 3600_000) {
      lastForget = at.getTime();
      await forgetOld(db, new Date(at.getTime() - KEEP_MS));
    }
  }

  async function send(db: Db, list: Recipient[], at: Date): Promise<void> {
    const due = await takeDue(db, at);
    if (!due.length) return;
    const byId = new Map(list.map((r) => [r.id, r]));
    const groups = new Map<string, Delivery[]>();
    for (const d of due) groups.set(d.recipient, [...(groups.get(d.recipient) ?? []), d]);
    for (const [id, messages] of groups) {
      const recipient = byId.get(id);
      const channel = o.channels.find((c) => id.startsWith(`${c.name}:`));
      if (!recipient || !channel) {
        // Unsubscribed, or a target removed from the file: nothing more goes to it.
        await dropPending(db, id);
        continue;
      }
      const outcomes = await channel.send(recipient, messages).catch((error: unknown) => messages.map((): Outcome => ({ ok: false, error: String(error), retry: true })));
      for (const [i, d] of messages.entries()) {
        const out = outcomes[i] ?? { ok: false, error: 'no answer', retry: true };
        if (out.ok) {
          await markSent(db, d, new Date(now()));
          status.sent += 1;
          continue;
        }
        if ('postponeMs' in out) {
          await postpone(db, d, new Date(now() + out.postponeMs));
          continue;
        }
        status.failed += 1;
        status.lastError = `${channel.name}: ${out.error}`.slice(0, 200);
        if (out.gone) {
          await channel.forget?.(db, recipient);
          await markFailed(db, d, out.error, null);
          await dropPending(db, id);
          recipients = null;
          break;
        }
        const attempts = d.attempts + 1;
        const give = !out.retry || attempts >= MAX_ATTEMPTS;
        if (give) status.dead += 1;
        await markFailed(db, d, out.error, give ? null : new Date(now() + backoffMs(attempts)));
      }
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          const text = error instanceof Error ? error.message : String(error);
          // Said once while it lasts: an archive held by another process or down fails every tick.
          if (text !== status.lastError) log(`[delivery] ${text}`);
          status.lastError = text;
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, tickMs);
    timer.unref?.();
  }

  return {
    start(): void {
      if (timer || running) return;
      stopped = false;
      schedule();
    },
    /** One tick now (tests). */
    tick: () => tick(),
    /** A recipient list changed (a subscription came or went): read again on the next tick. */
    recipientsChanged(): void {
      recipients = null;
    },
    status: () => ({ ...status, counts: [...status.counts] }),
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      watch(new Set());
      await lock?.release().catch(() => undefined);
      lock = null;
      status.leader = false;
    },
  };
}
export type DeliveryLoop = ReturnType<typeof createDeliveryLoop>;
