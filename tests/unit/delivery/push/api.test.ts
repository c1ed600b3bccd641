// POST /api/push/subscriptions and DELETE its unsubscribe URL (docs/design.md, "Delivery"): every
// refusal names the field (rules, endpoint, keys, size), a cross-site request is refused, a flood from
// one client gets 429, and the archive keeps what was accepted (embedded PGlite, as in production).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/archive/db';
import { embeddedDb } from '@/lib/archive/db-embedded';
import { migrate } from '@/lib/archive/migrations';
import { copyFreshArchive } from '../../support/pglite-template';

const state = vi.hoisted(() => ({ db: null as Db | null, archive: true, contact: 'mailto:ops@macrodesk.example' as string | null }));
vi.mock('@/lib/config', async (original) => {
  const real = await original<typeof import('@/lib/config')>();
  return {
    ...real,
    getConfig: () => ({
      ...real.parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:4999' }),
      publicUrl: 'https://macrodesk.example',
      trustProxy: 1,
      push: { vapid: null, contact: state.contact, offReason: state.contact ? null : 'push needs a contact for the push services: set PUSH_CONTACT', services: ['https://fcm.googleapis.com', 'https://*.push.apple.com'] },
    }),
  };
});
vi.mock('@/lib/archive/runtime', () => ({
  archiveEnabled: () => state.archive,
  archiveDb: async () => state.db!,
}));

const { POST } = await import('@/app/api/push/subscriptions/route');
const { DELETE } = await import('@/app/api/push/subscriptions/[id]/route');
const { GET: KEY } = await import('@/app/api/push/key/route');

const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const auth = Buffer.alloc(16, 9).toString('base64url');
const good = () => ({
  subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}`, expirationTime: null, keys: { p256dh, auth } },
  locale: 'zh-TW',
  timeZone: 'Asia/Taipei',
  rules: [{ filter: 'importance=3&country=美国', before: [15], actual: true }],
});

let client = 0;
function post(body: unknown, headers: Record<string, string> = {}, ip = `198.51.100.${++client % 250}`) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return POST(new Request('http://portal.test/api/push/subscriptions', { method: 'POST', body: text, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'sec-fetch-site': 'same-origin', origin: 'http://portal.test', ...headers } }));
}
const del = (url: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) => {
  const u = new URL(url);
  const id = u.pathname.split('/').pop()!;
  return DELETE(new Request(`http://portal.test${u.pathname}${u.search}`, { method: 'DELETE', headers }), { params: Promise.resolve({ id }) });
};
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

let dir = '';
beforeAll(async () => {
  dir = copyFreshArchive(mkdtempSync(path.join(tmpdir(), 'macrodesk-push-api-')));
  state.db = await embeddedDb(dir);
  await migrate(state.db);
}, 60_000);
afterAll(async () => {
  await state.db?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => Object.assign(state, { archive: true, contact: 'mailto:ops@macrodesk.example' }));

describe('POST /api/push/subscriptions', () => {
  it('keeps a subscription with its rules, language and zone, and answers 201 {id, unsubscribe}', async () => {
    const body = good();
    const res = await post(body);
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: string; unsubscribe: string };
    expect(Object.keys(made).sort()).toEqual(['id', 'unsubscribe']);
    expect(made.unsubscribe).toMatch(new RegExp(`^https://macrodesk\\.example/api/push/subscriptions/${made.id}\\?token=[A-Za-z0-9_-]{20,}$`));
    const [row] = await state.db!.query<Record<string, unknown>>('SELECT * FROM push_subscriptions WHERE id = $1', [made.id]);
    expect(row).toMatchObject({ endpoint: body.subscription.endpoint, p256dh, auth, locale: 'zh-TW', time_zone: 'Asia/Taipei', rules: [{ filter: 'importance=3&country=美国', before: [15], actual: true }] });
    // Only the token's hash is kept.
    expect(JSON.stringify(row)).not.toContain(new URL(made.unsubscribe).searchParams.get('token'));
  });

  it.each([
    ['rules.0.before.0', { rules: [{ filter: 'importance=3', before: [10], actual: false }] }],
    ['rules.0.filter', { rules: [{ filter: 'importance=4', before: [5] }] }],
    ['rules.0.filter', { rules: [{ filter: 'colour=red', before: [5] }] }],
    ['rules.0.before', { rules: [{ filter: 'importance=3', before: [], actual: false }] }],
    ['rules.0', { rules: [{ filter: 'importance=3', before: [5], loud: true }] }],
    ['rules', { rules: [] }],
    ['rules', { rules: Array.from({ length: 11 }, () => ({ before: [5] })) }],
    ['locale', { locale: 'fr' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['subscription.endpoint', { subscription: { endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh, auth } } }],
    ['subscription.keys.p256dh', { subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'AAAA', auth } } }],
    ['subscription.keys.auth', { subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh, auth: 'not base64!' } } }],
  ])('refuses a bad %s with 400 naming it', async (field, over) => {
    const res = await post({ ...good(), ...over });
    expect(res.status).toBe(400);
    const text = await message(res);
    expect(text.startsWith(`${field}: `), text).toBe(true);
  });

  it('refuses an endpoint off the push services of PUSH_SERVICES, wildcard subdomains matching', async () => {
    for (const endpoint of ['https://evil.example/push', 'https://push.apple.com/x', 'https://fcm.googleapis.com.evil.example/x', 'https://user:pw@fcm.googleapis.com/x', 'https://127.0.0.1/x']) {
      const res = await post({ ...good(), subscription: { endpoint, keys: { p256dh, auth } } });
      expect(res.status, endpoint).toBe(400);
      expect(await message(res)).toMatch(/^subscription\.endpoint: /);
    }
    expect((await post({ ...good(), subscription: { endpoint: 'https://web.push.apple.com/QG9', keys: { p256dh, auth } } })).status).toBe(201);
  });

  it('refuses an oversized body or one that is not JSON, naming the body', async () => {
    const big = { ...good(), rules: [{ filter: `q=${'x'.repeat(40_000)}`, before: [5] }] };
    let res = await post(big);
    expect(res.status).toBe(400);
    expect(await message(res)).toMatch(/^body: larger than/);
    res = await post('{"subscription":');
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('body: not JSON');
  });

  it('refuses a cross-site request with 403, by Sec-Fetch-Site or by Origin', async () => {
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': '', origin: 'https://evil.example' }];
    for (const headers of crossSite) {
      const res = await post(good(), headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross_site');
    }
    // The public origin (PUBLIC_URL) is this site too.
    expect((await post(good(), { 'sec-fetch-site': '', origin: 'https://macrodesk.example' })).status).toBe(201);
  });

  it('answers a flood of subscriptions from one client with 429 and Retry-After', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post(good(), {}, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    const res = await post(good(), {}, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    // Another client is not held back.
    expect((await post(good(), {}, '203.0.113.78')).status).toBe(201);
  });

  it('says why push is off: no archive, or no contact for the push services', async () => {
    state.archive = false;
    let res = await post(good());
    expect(res.status).toBe(404);
    expect(await message(res)).toMatch(/archive/);
    res = await KEY();
    expect(res.status).toBe(404);
    state.archive = true;
    state.contact = null;
    res = await post(good());
    expect(res.status).toBe(404);
    expect(await message(res)).toMatch(/PUSH_CONTACT/);
  });
});

describe('GET /api/push/key and DELETE the unsubscribe URL', () => {
  it('gives the public key only, the same on every call', async () => {
    const a = (await (await KEY()).json()) as Record<string, string>;
    const b = (await (await KEY()).json()) as Record<string, string>;
    expect(Object.keys(a)).toEqual(['publicKey']);
    expect(Buffer.from(a.publicKey!, 'base64url')).toHaveLength(65);
    expect(b).toEqual(a);
  });

  it('removes a subscription with its token, at once: 204, then 404; a wrong token or a cross-site request removes nothing', async () => {
    const made = (await (await post(good())).json()) as { id: string; unsubscribe: string };
    await state.db!.query(
      `INSERT INTO deliveries (recipient, release_key, kind, revision, payload, state, attempts, next_at, created_at) VALUES ($1, 'k', 'before', '5', '{}', 'pending', 0, now(), now())`,
      [`push:${made.id}`],
    );
    expect((await del(made.unsubscribe.replace(/token=.*/, 'token=wrong'))).status).toBe(404);
    expect((await del(made.unsubscribe, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await del(made.unsubscribe)).status).toBe(204);
    expect(await state.db!.query('SELECT id FROM push_subscriptions WHERE id = $1', [made.id])).toEqual([]);
    // Its pending messages go with it.
    expect(await state.db!.query('SELECT recipient FROM deliveries WHERE recipient = $1', [`push:${made.id}`])).toEqual([]);
    expect((await del(made.unsubscribe)).status).toBe(404);
  });
});
