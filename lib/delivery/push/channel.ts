import 'server-only';
import webpush from 'web-push';
import type { Db } from '@/lib/archive/db';
import type { Channel, Outcome } from '../loop';
import { deliveryMessage, type Message } from '../message';
import type { Delivery } from '../outbox';
import type { VapidKeys } from './keys';
import { forgetSubscription, pushRecipients, subscriptionOf, type StoredSubscription } from './store';

/** How long one post to a push service may take. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps an actual for a browser that is offline: an hour later it is old news. */
const ACTUAL_TTL_S = 3600;

/** Posts one encrypted message (web-push: RFC 8291 aes128gcm, VAPID RFC 8292); resolves with the service's status, rejects on a network error. */
export type PushSender = (to: StoredSubscription, payload: string, options: { keys: VapidKeys; contact: string; ttlSeconds: number; timeoutMs: number }) => Promise<number>;

export const webPushSender: PushSender = async (to, payload, o) => {
  try {
    const res = await webpush.sendNotification({ endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } }, payload, {
      vapidDetails: { subject: o.contact, publicKey: o.keys.publicKey, privateKey: o.keys.privateKey },
      TTL: o.ttlSeconds,
      timeout: o.timeoutMs,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    });
    return res.statusCode;
  } catch (error) {
    // web-push rejects a non-2xx answer with its status; anything else is the network's.
    const status = (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number') return status;
    throw error;
  }
};

/**
 * What a push service's answer means (RFC 8030): 2xx taken; 404 or 410 the
 * subscription is gone (dropped); 429 and 5xx retried with back-off; other
 * 4xx (a payload too large, keys the service refuses) given up.
 */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return { ok: true };
  if (status === 404 || status === 410) return { ok: false, error: `HTTP ${status}: the subscription is gone`, retry: false, gone: true };
  return { ok: false, error: `HTTP ${status}`, retry: status === 429 || status >= 500 || status === 408 };
}

/** Seconds a push service should keep a message for an offline browser: a reminder is worthless after its release. */
export function ttlOf(d: Delivery, now: number): number {
  if (d.kind !== 'before') return ACTUAL_TTL_S;
  return Math.max(60, Math.round((Date.parse(d.payload.release.publishedAt) + 60_000 - now) / 1000));
}

/**
 * Web Push as a delivery channel (docs/design.md, "Delivery"): each message
 * a notification of its own, written in the subscriber's language and zone.
 * The subscription is read again at sending time: one removed a moment ago
 * (on any instance) gets nothing. Errors name the status, never the endpoint
 * (a browser's capability URL) or a key.
 */
export function pushChannel(o: { db: () => Promise<Db>; keys: () => Promise<VapidKeys>; contact: string; origin: () => URL; send?: PushSender; now?: () => number }): Channel {
  const send = o.send ?? webPushSender;
  const now = o.now ?? Date.now;
  return {
    name: 'push',
    recipients: (db) => pushRecipients(db),
    async send(recipient, messages): Promise<Outcome[]> {
      const to = await subscriptionOf(await o.db(), recipient.id.slice('push:'.length));
      if (!to) return messages.map(() => ({ ok: false, error: 'unsubscribed', retry: false, gone: true }));
      const keys = await o.keys();
      const out: Outcome[] = [];
      for (const d of messages) {
        const message = deliveryMessage({ kind: d.kind, release: d.payload.release, minutes: d.payload.minutes }, recipient.locale, recipient.timeZone, o.origin());
        const outcome = await pushOne(send, to, message, { keys, contact: o.contact, ttlSeconds: ttlOf(d, now()), timeoutMs: PUSH_TIMEOUT_MS });
        out.push(outcome);
        if (!outcome.ok && 'gone' in outcome && outcome.gone) break;
      }
      return out;
    },
    async forget(db, recipient): Promise<void> {
      await forgetSubscription(db, recipient.id.slice('push:'.length));
    },
  };
}

/** One message to one subscription, its outcome. */
export async function pushOne(send: PushSender, to: StoredSubscription, message: Message, options: Parameters<PushSender>[2]): Promise<Outcome> {
  try {
    return outcomeOf(await send(to, JSON.stringify(message), options));
  } catch (error) {
    const timedOut = /timeout/i.test(String((error as Error)?.message ?? error));
    return { ok: false, error: timedOut ? 'timed out' : 'network error', retry: true };
  }
}
