import 'server-only';
import type { Queryable } from '@/lib/archive/db';
import type { Release } from '@/lib/upstream/types';
import type { DeliveryKind } from './plan';

/**
 * The deliveries table (docs/design.md, "Delivery"; archive migration 7): one
 * row per message to a recipient — `push:<id>` or `hook:<name>` — keyed by
 * (recipient, release, kind, revision). Inserting the row claims the
 * message: a second claim, by this or any instance, finds it there and does
 * nothing. Then it is sent once (taken from `pending` to `sending` by one
 * UPDATE), retried with back-off, or given up (`dead`).
 */
export interface Delivery {
  recipient: string;
  releaseKey: string;
  kind: DeliveryKind;
  revision: string;
  payload: DeliveryPayload;
  attempts: number;
}

/** What the message is written from at sending time, in the recipient's language and zone. */
export interface DeliveryPayload {
  release: Release;
  /** `before`: minutes ahead. */
  minutes?: number;
}

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'dead';

interface Row {
  recipient: string;
  release_key: string;
  kind: DeliveryKind;
  revision: string;
  payload: DeliveryPayload | string;
  attempts: number;
}

const toDelivery = (r: Row): Delivery => ({
  recipient: r.recipient,
  releaseKey: r.release_key,
  kind: r.kind,
  revision: r.revision,
  payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as DeliveryPayload) : r.payload,
  attempts: Number(r.attempts),
});

export interface Claim {
  recipient: string;
  releaseKey: string;
  kind: DeliveryKind;
  revision: string;
  payload: DeliveryPayload;
}

/** Claims messages; true for each one this call claimed (false: claimed before, here or elsewhere). */
export async function claim(db: Queryable, claims: Claim[], at: Date): Promise<boolean[]> {
  const out: boolean[] = [];
  for (const c of claims) {
    const rows = await db.query(
      `INSERT INTO deliveries (recipient, release_key, kind, revision, payload, state, attempts, next_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', 0, $6, $6) ON CONFLICT DO NOTHING RETURNING recipient`,
      [c.recipient, c.releaseKey, c.kind, c.revision, JSON.stringify(c.payload), at.toISOString()],
    );
    out.push(rows.length > 0);
  }
  return out;
}

/**
 * Claims a revision's message for a recipient that was told the release's
 * actual (the only ones a revision is news to).
 */
export async function claimRevision(db: Queryable, c: Claim, at: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO deliveries (recipient, release_key, kind, revision, payload, state, attempts, next_at, created_at)
     SELECT $1, $2, 'revised', $3, $4, 'pending', 0, $5, $5
     WHERE EXISTS (SELECT 1 FROM deliveries WHERE recipient = $1 AND release_key = $2 AND kind = 'actual')
     ON CONFLICT DO NOTHING RETURNING recipient`,
    [c.recipient, c.releaseKey, c.revision, JSON.stringify(c.payload), at.toISOString()],
  );
  return rows.length > 0;
}

/** Takes the messages due now (at most `limit`), oldest first: each is taken by one caller only. */
export async function takeDue(db: Queryable, at: Date, limit = 200): Promise<Delivery[]> {
  const rows = await db.query<Row>(
    `UPDATE deliveries SET state = 'sending'
     WHERE (recipient, release_key, kind, revision) IN (
       SELECT recipient, release_key, kind, revision FROM deliveries
       WHERE state = 'pending' AND next_at <= $1 ORDER BY created_at LIMIT $2)
       AND state = 'pending'
     RETURNING recipient, release_key, kind, revision, payload, attempts`,
    [at.toISOString(), limit],
  );
  return rows.map(toDelivery);
}

const keyParams = (d: Delivery) => [d.recipient, d.releaseKey, d.kind, d.revision];
const WHERE_KEY = 'recipient = $1 AND release_key = $2 AND kind = $3 AND revision = $4';

export async function markSent(db: Queryable, d: Delivery, at: Date): Promise<void> {
  await db.query(`UPDATE deliveries SET state = 'sent', attempts = attempts + 1, sent_at = $5, last_error = NULL WHERE ${WHERE_KEY}`, [...keyParams(d), at.toISOString()]);
}

/** Back to pending, to be tried at `next`; or given up when `next` is null. */
export async function markFailed(db: Queryable, d: Delivery, error: string, next: Date | null): Promise<void> {
  if (next) await db.query(`UPDATE deliveries SET state = 'pending', attempts = attempts + 1, next_at = $5, last_error = $6 WHERE ${WHERE_KEY}`, [...keyParams(d), next.toISOString(), error.slice(0, 300)]);
  else await db.query(`UPDATE deliveries SET state = 'dead', attempts = attempts + 1, last_error = $5 WHERE ${WHERE_KEY}`, [...keyParams(d), error.slice(0, 300)]);
}

/** Back to pending untried, for `next` (a platform's rate). */
export async function postpone(db: Queryable, d: Delivery, next: Date): Promise<void> {
  await db.query(`UPDATE deliveries SET state = 'pending', next_at = $5 WHERE ${WHERE_KEY}`, [...keyParams(d), next.toISOString()]);
}

/** A recipient gone (a push subscription the service no longer knows): its unsent messages are dropped. */
export async function dropPending(db: Queryable, recipient: string): Promise<void> {
  await db.query(`DELETE FROM deliveries WHERE recipient = $1 AND state IN ('pending', 'sending')`, [recipient]);
}

/** Messages left `sending` by a process that stopped mid-send go back to pending (sent at least once, then). */
export async function requeueStale(db: Queryable, before: Date): Promise<void> {
  await db.query(`UPDATE deliveries SET state = 'pending' WHERE state = 'sending' AND next_at < $1`, [before.toISOString()]);
}

/** Counts by channel (the recipient's prefix) and state, for health and metrics. */
export async function deliveryCounts(db: Queryable): Promise<{ channel: string; state: DeliveryState; n: number }[]> {
  const rows = await db.query<{ channel: string; state: DeliveryState; n: number | string }>(
    `SELECT split_part(recipient, ':', 1) AS channel, state, count(*) AS n FROM deliveries GROUP BY 1, 2`,
  );
  return rows.map((r) => ({ channel: r.channel, state: r.state, n: Number(r.n) }));
}

/** Sent and dead messages older than `before` are forgotten (the table stays small). */
export async function forgetOld(db: Queryable, before: Date): Promise<void> {
  await db.query(`DELETE FROM deliveries WHERE state IN ('sent', 'dead') AND created_at < $1`, [before.toISOString()]);
}
