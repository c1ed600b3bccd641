import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@/lib/archive/db';
import type { Locale } from '@/lib/i18n/routing';
import type { Recipient } from '../plan';
import { compileRules, zRules } from '../rules';
import type { SubscriptionRequest } from './subscription';

/**
 * Push subscriptions in the archive's database (archive migration 7). The
 * endpoint is unique: a browser that subscribes again replaces its row (new
 * id, new rules). Only the hash of the unsubscribe token is kept.
 */
export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: Locale;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a subscription; its id and the token that removes it. */
export async function saveSubscription(db: Queryable, s: SubscriptionRequest, client: string, at: Date): Promise<{ id: string; token: string }> {
  const id = randomBytes(12).toString('base64url');
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, locale, time_zone, rules, unsubscribe_hash, client, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (endpoint) DO UPDATE SET id = $1, p256dh = $3, auth = $4, locale = $5, time_zone = $6, rules = $7,
       unsubscribe_hash = $8, client = $9, created_at = $10`,
    [id, s.subscription.endpoint, s.subscription.keys.p256dh, s.subscription.keys.auth, s.locale, s.timeZone, JSON.stringify(s.rules), hashOf(token), client, at.toISOString()],
  );
  return { id, token };
}

/** Removes a subscription when the token is its own; false when there is none such. */
export async function removeSubscription(db: Queryable, id: string, token: string): Promise<boolean> {
  if (!(await tokenMatches(db, id, token))) return false;
  const rows = await db.query(`DELETE FROM push_subscriptions WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}

/** Whether `token` is the one handed out with subscription `id`. */
export async function tokenMatches(db: Queryable, id: string, token: string): Promise<boolean> {
  const rows = await db.query<{ unsubscribe_hash: string }>(`SELECT unsubscribe_hash FROM push_subscriptions WHERE id = $1`, [id]);
  if (!rows[0]) return false;
  const [a, b] = [Buffer.from(rows[0].unsubscribe_hash, 'hex'), Buffer.from(hashOf(token), 'hex')];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A subscription gone from its push service (HTTP 404/410): removed. */
export async function forgetSubscription(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
}

/** Where to send: read at sending time, so an unsubscribed browser gets nothing more. */
export async function subscriptionOf(db: Queryable, id: string): Promise<StoredSubscription | null> {
  const rows = await db.query<StoredSubscription>(`SELECT id, endpoint, p256dh, auth, locale FROM push_subscriptions WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Subscriptions a client made since `since` (a flood is refused). */
export async function subscriptionsSince(db: Queryable, client: string, since: Date): Promise<number> {
  const rows = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM push_subscriptions WHERE client = $1 AND created_at >= $2`, [client, since.toISOString()]);
  return Number(rows[0]?.n ?? 0);
}

interface RecipientRow {
  id: string;
  locale: Locale;
  time_zone: string;
  rules: unknown;
  created_at: string | Date;
}

/** Every subscription as a recipient of the sender (lib/delivery/loop.ts); rules that no longer read match nothing. */
export async function pushRecipients(db: Queryable): Promise<Recipient[]> {
  const rows = await db.query<RecipientRow>(`SELECT id, locale, time_zone, rules, created_at FROM push_subscriptions`);
  return rows.map((r) => {
    const rules = zRules.safeParse(typeof r.rules === 'string' ? JSON.parse(r.rules) : r.rules);
    return { id: `push:${r.id}`, locale: r.locale, timeZone: r.time_zone, rules: rules.success ? compileRules(rules.data) : [], createdAt: new Date(r.created_at).getTime() };
  });
}

/** How many subscriptions there are (health and metrics). */
export async function subscriptionCount(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM push_subscriptions`);
  return Number(rows[0]?.n ?? 0);
}
