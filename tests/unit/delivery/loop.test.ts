import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/archive/migrations';
import type { Db } from '@/lib/archive/db';
import type { ReleaseEvent } from '@/lib/delivery/events';
import { createDeliveryLoop, MAX_ATTEMPTS, type Channel, type Outcome } from '@/lib/delivery/loop';
import { claim, deliveryCounts } from '@/lib/delivery/outbox';
import type { Recipient } from '@/lib/delivery/plan';
import { compileRules } from '@/lib/delivery/rules';
import type { ReleaseWatcher } from '@/lib/delivery/watcher';
import type { Release } from '@/lib/upstream/types';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const T = Date.parse('2026-11-06T13:30:00.000Z');
const pending = release({ actual: null, released: false });
const out = release({ actual: '175', released: true });

function fakeWatcher(list: { current: Release[] }) {
  const listeners = new Set<(e: ReleaseEvent) => void>();
  const watcher = {
    releases: () => list.current,
    listen: (fn: (e: ReleaseEvent) => void) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  } as unknown as ReleaseWatcher;
  return { watcher, emit: (e: ReleaseEvent) => listeners.forEach((fn) => fn(e)), listeners };
}

function recipient(over: Partial<Recipient> = {}): Recipient {
  return { id: 'hook:desk', locale: 'en', timeZone: 'America/New_York', rules: compileRules([{ filter: 'importance=3', before: [15], actual: true }]), createdAt: T - 86_400_000, ...over };
}

function fakeChannel(answer: () => Outcome = () => ({ ok: true }), list: Recipient[] = [recipient()]) {
  const sent: { to: string; kind: string; revision: string }[] = [];
  const forgotten: string[] = [];
  const channel: Channel = {
    name: 'hook',
    recipients: async () => list,
    send: async (r, messages) => messages.map((m) => (sent.push({ to: r.id, kind: m.kind, revision: m.revision }), answer())),
    forget: async (_db, r) => {
      forgotten.push(r.id);
    },
  };
  return { channel, sent, forgotten };
}

describe.each(backends())('the delivery loop on $name', (backend) => {
  async function setup(answer?: () => Outcome, list?: Recipient[]) {
    const { db, second } = await backend.open();
    await migrate(db);
    const clock = { now: T - 15 * 60_000 + 10_000 };
    const releases = { current: [pending] };
    const w = fakeWatcher(releases);
    const c = fakeChannel(answer, list);
    const loop = createDeliveryLoop({ db: async () => db, channels: [c.channel], watcher: () => w.watcher, now: () => clock.now, recipientsMs: 0, log: () => undefined });
    return { db, second, clock, releases, w, c, loop };
  }

  it('sends the before message in its minute and the actual once, however often it ticks', async () => {
    const { clock, releases, c, loop } = await setup();
    await loop.tick();
    await loop.tick();
    expect(c.sent).toEqual([{ to: 'hook:desk', kind: 'before', revision: '15' }]);
    clock.now = T + 30_000;
    releases.current = [out];
    await loop.tick();
    await loop.tick();
    expect(c.sent.map((s) => s.kind)).toEqual(['before', 'actual']);
    await loop.stop();
  });

  it('says nothing of a minute long past, or of a release that misses the rules', async () => {
    const { clock, releases, c, loop } = await setup();
    clock.now = T - 5 * 60_000;
    await loop.tick();
    releases.current = [release({ id: '2', importance: 1, actual: '1', released: true })];
    clock.now = T + 60_000;
    await loop.tick();
    expect(c.sent).toEqual([]);
    await loop.stop();
  });

  it('sends one revised message to a recipient told the actual, and none to one that was not', async () => {
    const late = recipient({ id: 'hook:late', createdAt: T + 3600_000 });
    const { clock, releases, w, c, loop } = await setup(undefined, [recipient(), late]);
    clock.now = T + 30_000;
    releases.current = [out];
    await loop.tick();
    const revised = release({ actual: '180', released: true });
    const event: ReleaseEvent = { id: 'x', kind: 'revised', at: new Date(clock.now).toISOString(), release: revised };
    w.emit(event);
    w.emit(event);
    await loop.tick();
    await loop.tick();
    expect(c.sent).toEqual([
      { to: 'hook:desk', kind: 'actual', revision: '' },
      { to: 'hook:desk', kind: 'revised', revision: '180|' },
    ]);
    await loop.stop();
  });

  it('retries with back-off, then gives up and counts it dead', async () => {
    const { clock, c, loop, db } = await setup(() => ({ ok: false, error: 'HTTP 502', retry: true }));
    await loop.tick();
    expect(c.sent).toHaveLength(1);
    await loop.tick();
    expect(c.sent).toHaveLength(1);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      clock.now += 11 * 60_000;
      await loop.tick();
    }
    expect(c.sent).toHaveLength(MAX_ATTEMPTS);
    expect(await deliveryCounts(db)).toEqual([{ channel: 'hook', state: 'dead', n: 1 }]);
    expect(loop.status().dead).toBe(1);
    await loop.stop();
  });

  it('forgets a recipient the service says is gone, and a postponed message costs no attempt', async () => {
    let answer: Outcome = { ok: false, postponeMs: 20_000 };
    const { clock, c, loop, db } = await setup(() => answer);
    await loop.tick();
    const [row] = await db.query<{ attempts: number; state: string }>('SELECT attempts, state FROM deliveries');
    expect(row).toEqual({ attempts: 0, state: 'pending' });
    answer = { ok: false, error: 'HTTP 410', retry: false, gone: true };
    clock.now += 21_000;
    await loop.tick();
    expect(c.forgotten).toEqual(['hook:desk']);
    expect(await deliveryCounts(db)).toEqual([{ channel: 'hook', state: 'dead', n: 1 }]);
    await loop.stop();
  });

  it('claims a message once across instances: a second claim of the same key, from another handle, is refused', async () => {
    const { db, second } = await setup();
    const c = { recipient: 'push:a', releaseKey: 'k', kind: 'actual' as const, revision: '', payload: { release: out } };
    const other: Db = await second();
    await migrate(other);
    const results = await Promise.all([claim(db, [c], new Date(T)), claim(other, [c], new Date(T))]);
    expect(results.flat().filter(Boolean)).toHaveLength(1);
  });

  it('only the instance holding the delivery lock sends', async () => {
    const { db, second, c, loop } = await setup();
    if (backend.name === 'embedded') return;
    const other = await second();
    const c2 = fakeChannel();
    const w2 = fakeWatcher({ current: [pending] });
    const loop2 = createDeliveryLoop({ db: async () => other, channels: [c2.channel], watcher: () => w2.watcher, now: () => T - 15 * 60_000 + 10_000, recipientsMs: 0, log: () => undefined });
    await loop.tick();
    await loop2.tick();
    expect(loop.status().leader).toBe(true);
    expect(loop2.status().leader).toBe(false);
    expect(c.sent).toHaveLength(1);
    expect(c2.sent).toHaveLength(0);
    await loop.stop();
    await loop2.tick();
    expect(loop2.status().leader).toBe(true);
    expect(c2.sent).toHaveLength(0);
    await loop2.stop();
    void db;
  });
});

describe('the delivery loop without its database', () => {
  it('says a failure once while it lasts, not once a tick', async () => {
    const lines: string[] = [];
    const loop = createDeliveryLoop({ db: async () => Promise.reject(new Error('the archive is held by process 42')), channels: [], watcher: () => fakeWatcher({ current: [] }).watcher, tickMs: 5, log: (l) => lines.push(l) });
    loop.start();
    await new Promise((r) => setTimeout(r, 120));
    await loop.stop();
    expect(lines).toEqual(['[delivery] the archive is held by process 42']);
    expect(loop.status().lastError).toBe('the archive is held by process 42');
  });
});
