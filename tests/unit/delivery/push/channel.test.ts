// The push channel's outcomes per push-service answer (RFC 8030): taken, gone (the subscription dropped),
// retried (429, 5xx, a timeout, the network) or given up; each message encrypted for the subscriber
// in its language and zone; a subscription removed a moment ago gets nothing.
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/archive/db';
import { outcomeOf, pushChannel, ttlOf, type PushSender } from '@/lib/delivery/push/channel';
import type { Delivery } from '@/lib/delivery/outbox';
import type { Recipient } from '@/lib/delivery/plan';
import { release } from '../../support/archive-fixtures';

const KEYS = { publicKey: 'BPUBLIC', privateKey: 'private-key-never-in-an-error' };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/secret-capability-token';
const row = { id: 'sub1', endpoint: ENDPOINT, p256dh: 'p', auth: 'a', locale: 'zh-TW' };

/** A database holding one subscription row (or none), answering subscriptionOf's read. */
function fakeDb(rows: (typeof row)[] = [row], deleted: string[] = []): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      if (sql.startsWith('DELETE')) deleted.push(String(params?.[0]));
      return rows.filter((r) => r.id === params?.[0]) as T[];
    },
  } as unknown as Db;
}

const recipient: Recipient = { id: 'push:sub1', locale: 'zh-TW', timeZone: 'Asia/Taipei', rules: [], createdAt: 0 };
const pending = release({ released: false, actual: null, publishedAt: '2026-11-06T13:30:00.000Z' });
const before: Delivery = { recipient: 'push:sub1', releaseKey: 'k', kind: 'before', revision: '15', payload: { release: pending, minutes: 15 }, attempts: 0 };
const actual: Delivery = { recipient: 'push:sub1', releaseKey: 'k', kind: 'actual', revision: '', payload: { release: release() }, attempts: 0 };

function channel(send: PushSender, rows?: (typeof row)[], deleted?: string[]) {
  const db = fakeDb(rows, deleted);
  return pushChannel({ db: async () => db, keys: async () => KEYS, contact: 'mailto:ops@macrodesk.example', origin: () => new URL('https://macrodesk.example'), send, now: () => Date.parse('2026-11-06T13:15:00Z') });
}

describe('a push service answer', () => {
  it.each([
    [201, { ok: true }],
    [200, { ok: true }],
    [404, { ok: false, retry: false, gone: true }],
    [410, { ok: false, retry: false, gone: true }],
    [429, { ok: false, retry: true }],
    [500, { ok: false, retry: true }],
    [502, { ok: false, retry: true }],
    [503, { ok: false, retry: true }],
    [400, { ok: false, retry: false }],
    [413, { ok: false, retry: false }],
  ])('HTTP %i', (status, expected) => {
    const outcome = outcomeOf(status);
    expect(outcome).toMatchObject(expected);
    if (!expected.ok && !('gone' in expected)) expect(outcome).not.toHaveProperty('gone');
  });
});

describe('the push channel', () => {
  it('sends each message as JSON {title, body, url, tag} in the subscriber\'s language and zone, with the keys and contact', async () => {
    const sent: { payload: string; options: Parameters<PushSender>[2] }[] = [];
    const outcomes = await channel(async (to, payload, options) => {
      expect(to.endpoint).toBe(ENDPOINT);
      sent.push({ payload, options });
      return 201;
    }).send(recipient, [before, actual]);
    expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
    const [first, second] = sent.map((s) => JSON.parse(s.payload));
    expect(Object.keys(first).sort()).toEqual(['body', 'tag', 'title', 'url']);
    // zh-TW, and 13:30 UTC is 21:30 in Taipei.
    expect(first.title).toContain('15');
    expect(first.body).toContain('21:30');
    expect(first.url).toBe('https://macrodesk.example/zh-TW/indicators/112022041910001492');
    expect(second.title).toContain('175');
    expect(sent[0]!.options).toMatchObject({ keys: KEYS, contact: 'mailto:ops@macrodesk.example', timeoutMs: 10_000 });
    // A reminder is kept by the push service until just after its release (15 min + a minute), an actual an hour.
    expect(sent[0]!.options.ttlSeconds).toBe(16 * 60);
    expect(sent[1]!.options.ttlSeconds).toBe(3600);
  });

  it('retries on 429, 5xx, a timeout and a network error, naming neither the endpoint nor a key', async () => {
    const answers: (number | Error)[] = [429, 503, new Error('Socket timeout'), new Error(`connect ECONNREFUSED ${ENDPOINT}`)];
    const ch = channel(async () => {
      const a = answers.shift()!;
      if (a instanceof Error) throw a;
      return a;
    });
    const outcomes = await ch.send(recipient, [before, before, before, before]);
    expect(outcomes).toEqual([
      { ok: false, error: 'HTTP 429', retry: true },
      { ok: false, error: 'HTTP 503', retry: true },
      { ok: false, error: 'timed out', retry: true },
      { ok: false, error: 'network error', retry: true },
    ]);
    expect(JSON.stringify(outcomes)).not.toMatch(/secret-capability|private-key/);
  });

  it('says a subscription the service no longer knows (404/410) is gone, stops there, and forgets it', async () => {
    const deleted: string[] = [];
    let calls = 0;
    const ch = channel(async () => (++calls, 410), [row], deleted);
    const outcomes = await ch.send(recipient, [before, actual]);
    expect(outcomes).toEqual([{ ok: false, error: 'HTTP 410: the subscription is gone', retry: false, gone: true }]);
    expect(calls).toBe(1);
    await ch.forget!(fakeDb([row], deleted), recipient);
    expect(deleted).toEqual(['sub1']);
  });

  it('sends nothing to a subscription removed since the sender read its list', async () => {
    let calls = 0;
    const outcomes = await channel(async () => (++calls, 201), []).send(recipient, [before, actual]);
    expect(calls).toBe(0);
    expect(outcomes.every((o) => !o.ok && 'gone' in o && o.gone)).toBe(true);
  });

  it('keeps a reminder at least a minute, however late', () => {
    expect(ttlOf(before, Date.parse('2026-11-06T13:31:00Z'))).toBe(60);
  });
});
