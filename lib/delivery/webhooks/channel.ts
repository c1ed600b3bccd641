import 'server-only';
import { publicOrigin } from '@/lib/security/public-origin';
import type { Channel, Outcome } from '../loop';
import { deliveryMessage, deliveryWords, timeIn } from '../message';
import type { Delivery } from '../outbox';
import type { Recipient } from '../plan';
import { releaseJson } from '../release-json';
import { compileRules } from '../rules';
import type { WebhookTarget } from './file';
import { acceptance, batches, postOf, type Item } from './format';

/** Posts per target in any minute: chat robots take about 20 (WeCom, DingTalk document 20). */
export const POSTS_PER_MINUTE = 20;
/** How long one post may take. */
const POST_TIMEOUT_MS = 10_000;
/** A target's messages of the last this long are news when it is first read (a restart, a new target). */
const NEWS_MS = 30 * 60_000;

export type Poster = (url: string, init: { headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ status: number; text: string }>;

const httpPost: Poster = async (url, init) => {
  // No redirect is followed: a hook's URL is the operator's, not one a server points elsewhere.
  const res = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: init.signal, redirect: 'manual' });
  return { status: res.status, text: await res.text().catch(() => '') };
};

/** One group per post: messages of one release minute and kind (and lead time) go together where the format batches. */
function groupsOf(target: WebhookTarget, messages: Delivery[]): Delivery[][] {
  if (!batches(target.format)) return messages.map((m) => [m]);
  const groups = new Map<string, Delivery[]>();
  for (const m of messages) {
    const key = `${m.kind}|${m.payload.minutes ?? ''}|${m.payload.release.publishedAt.slice(0, 16)}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.values()];
}

/**
 * The operator's targets as a delivery channel (docs/operations.md,
 * "Webhooks and chat groups"). URLs and secrets stay here: no log line,
 * health field or metric carries them; an error says the platform's status.
 */
export function webhookChannel(targets: WebhookTarget[], o: { post?: Poster; now?: () => number } = {}): Channel {
  const now = o.now ?? Date.now;
  const post = o.post ?? httpPost;
  const startedAt = now();
  const byName = new Map(targets.map((t) => [t.name, t]));
  const sent = new Map<string, number[]>();

  /** When the next post to a target may go (0: now), keeping POSTS_PER_MINUTE in any minute. */
  function waitFor(name: string, at: number): number {
    const times = (sent.get(name) ?? []).filter((t) => at - t < 60_000);
    sent.set(name, times);
    return times.length < POSTS_PER_MINUTE ? 0 : times[0]! + 60_000 - at;
  }

  return {
    name: 'hook',
    async recipients(): Promise<Recipient[]> {
      return targets.map((t) => ({ id: `hook:${t.name}`, locale: t.locale, timeZone: t.timeZone, rules: compileRules(t.rules), createdAt: startedAt - NEWS_MS }));
    },
    async send(recipient, messages): Promise<Outcome[]> {
      const target = byName.get(recipient.id.slice('hook:'.length));
      if (!target) return messages.map(() => ({ ok: false, error: 'no such target', retry: false }));
      const origin = publicOrigin();
      const d = deliveryWords(target.locale);
      const outcome = new Map<Delivery, Outcome>();
      for (const group of groupsOf(target, messages)) {
        const at = now();
        const wait = waitFor(target.name, at);
        if (wait > 0) {
          for (const m of group) outcome.set(m, { ok: false, postponeMs: wait });
          continue;
        }
        const items: Item[] = group.map((m) => ({
          kind: m.kind,
          message: deliveryMessage({ kind: m.kind, release: m.payload.release, minutes: m.payload.minutes }, target.locale, target.timeZone, origin),
          release: releaseJson(m.payload.release, target.locale, origin),
        }));
        const batchTitle = d('batchTitle', { time: timeIn(group[0]!.payload.release.publishedAt, target.locale, target.timeZone) });
        const p = postOf(target, items, { batchTitle, open: d('open') }, at);
        sent.get(target.name)!.push(at);
        let result: Outcome;
        try {
          const res = await post(p.url, { headers: p.headers, body: p.body, signal: AbortSignal.timeout(POST_TIMEOUT_MS) });
          result = acceptance(target.format, res.status, res.text);
        } catch (error) {
          // Said without the URL (it carries the hook's token).
          result = { ok: false, error: (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'network error', retry: true };
        }
        for (const m of group) outcome.set(m, result);
      }
      return messages.map((m) => outcome.get(m) ?? { ok: false, error: 'not sent', retry: true });
    },
  };
}
