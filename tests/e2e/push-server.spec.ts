// Web Push end to end on the server (docs/design.md, "Delivery"): a portal with an archive, a push
// service of the test's own over HTTPS (tests/e2e/support/push-endpoint.ts, trusted through
// NODE_EXTRA_CA_CERTS and listed in PUSH_SERVICES), and subscriptions with the test's own keys. A
// release scheduled in the simulator reaches each subscriber exactly once at its minute ("before":
// [0]) and once with its actual, encrypted (RFC 8291 aes128gcm, decrypted here), signed with the
// VAPID key, in the subscriber's language and zone; a push service's 410 removes the subscription;
// the private key is in no log, health or metrics answer.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { zPushKey, zSubscriptionCreated } from '../../lib/delivery/push/subscription';
import { decrypt, subscriber, vapidOf, type PushEndpoint, type Subscriber } from './support/push-endpoint';
import { E2E_HEALTH_TOKEN, type Isolated } from './support/isolated';
import { startPushPortal, type PushPortal } from './support/push-portal';

const messagesOf = (locale: string) => JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'));
const messages = messagesOf('zh-TW');
const en = messagesOf('en');
const METRICS_TOKEN = 'push-e2e-metrics-token-0123456789';
/**
 * The simulator's clock runs this far behind the portal's: a release scheduled for minute T comes
 * out (its actual) that long after T, as real releases are late by seconds, so the portal sees
 * it pending at T ("before": [0]) and released afterwards, on any machine's timing.
 */
const LATE_MS = 25_000;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let pushPortal: PushPortal;
let endpoint: PushEndpoint;
let portal: Isolated;
let vapid: PushPortal['vapid'];

test.beforeAll(async () => {
  test.setTimeout(150_000);
  pushPortal = await startPushPortal({ token: 'push-e2e-token', now: () => Date.now() - LATE_MS, env: { METRICS_TOKEN } });
  ({ endpoint, portal, vapid } = pushPortal);
});
test.afterAll(async () => {
  await pushPortal?.stop();
});

async function subscribe(path: string, who: Subscriber, body: { locale: string; timeZone: string; rules: unknown[] }) {
  const res = await fetch(`${portal.base}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal.base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ subscription: { endpoint: `${endpoint.origin}${path}`, keys: who.keys }, ...body }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  // As the API description says (lib/openapi/routes.ts): strict, so a field the route starts sending must be described first.
  return zSubscriptionCreated.parse(await res.json());
}

/** An instant's hour and minute in a zone, and the zone's short name, as a reader of that language reads them. */
function clock(locale: string, timeZone: string, at: number) {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${part('hour')}:${part('minute')}`, zone: part('timeZoneName') };
}

const messagesTo = (path: string, who: Subscriber) =>
  endpoint.received.filter((r) => r.path === path).map((r) => ({ ...(JSON.parse(decrypt(r.body, who)) as { title: string; body: string; url: string; tag: string }), headers: r.headers }));

test('a scheduled release reaches each subscriber once at its minute and once with its actual, in its language and zone; a 410 removes a subscription', async () => {
  // The key browsers subscribe with is the operator's public key, and only it.
  const key = zPushKey.parse(await (await fetch(`${portal.base}/api/push/key`)).json());
  expect(key).toEqual({ publicKey: vapid.publicKey });

  // The indicator first (its id is the rule's watch=), far in the future; then the subscriptions; then the release.
  const { idxId } = await portal.control('releases', { inSeconds: 86_000, importance: 3 });
  const rules = [{ filter: `watch=${idxId}`, before: [0], actual: true }];
  const tw = subscriber();
  const english = subscriber();
  const gone = subscriber();
  await subscribe('/tw', tw, { locale: 'zh-TW', timeZone: 'America/New_York', rules });
  await subscribe('/en', english, { locale: 'en', timeZone: 'Asia/Tokyo', rules });
  const goneSub = await subscribe('/gone', gone, { locale: 'en', timeZone: 'UTC', rules });
  endpoint.answer('/gone', 410);
  // Due 20 s from now on the portal's clock (the simulator's runs LATE_MS behind).
  const scheduled = await portal.control('releases', { inSeconds: 20 + LATE_MS / 1000, importance: 3, idxId });
  const at = Date.parse(`${String(scheduled.publishTime).replace(' ', 'T')}+08:00`);

  await expect.poll(() => messagesTo('/tw', tw).length, { timeout: 90_000, intervals: [500] }).toBe(2);
  await expect.poll(() => messagesTo('/en', english).length, { timeout: 10_000 }).toBe(2);
  // Exactly once: nothing more comes.
  await new Promise((r) => setTimeout(r, 6000));

  const [before, actual] = messagesTo('/tw', tw);
  // "before": [0] speaks at the release's minute (lib/delivery/plan.ts: half a minute ahead), while it is still pending.
  const first = endpoint.received.find((r) => r.path === '/tw')!;
  expect(before!.title.startsWith(messages.Delivery.nowTitle.replace('{title}', ''))).toBe(true);
  const ny = clock('zh-TW', 'America/New_York', at);
  expect(before!.body).toContain(ny.time);
  expect(before!.body).toContain(ny.zone);
  expect(before!.url).toBe(`${portal.base}/zh-TW/indicators/${idxId}`);
  expect(before!.tag).toMatch(/^before:/);
  expect(actual!.tag).toMatch(/^actual:/);
  expect(actual!.title).toMatch(/：/);
  expect(actual!.url).toBe(before!.url);
  // Encrypted as aes128gcm, signed with the operator's VAPID key for the push service's origin.
  expect(first.headers['content-encoding']).toBe('aes128gcm');
  const signed = vapidOf(first.headers.authorization);
  expect(signed.k).toBe(vapid.publicKey);
  expect(signed.claims).toMatchObject({ aud: endpoint.origin, sub: 'mailto:ops@macrodesk.example' });

  const [enBefore, enActual] = messagesTo('/en', english);
  expect(enBefore!.title.startsWith(en.Delivery.nowTitle.replace('{title}', ''))).toBe(true);
  const tokyo = clock('en', 'Asia/Tokyo', at);
  expect(enBefore!.body).toContain(tokyo.time);
  expect(enBefore!.body).toContain(tokyo.zone);
  expect(enActual!.url).toBe(`${portal.base}/en/indicators/${idxId}`);

  // The push service said 410 once: the subscription is gone (its unsubscribe URL finds nothing), never tried again.
  expect(endpoint.received.filter((r) => r.path === '/gone')).toHaveLength(1);
  const del = await fetch(goneSub.unsubscribe.replace(/^https?:\/\/[^/]+/, portal.base), { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } });
  expect(del.status).toBe(404);
});

test('unsubscribing stops delivery at once, a test notification goes through the push service, and the private key is nowhere', async () => {
  const who = subscriber();
  const made = await subscribe('/test', who, { locale: 'zh-TW', timeZone: 'Asia/Taipei', rules: [{ filter: 'importance=3', before: [5], actual: true }] });
  const path = made.unsubscribe.replace(/^https?:\/\/[^/]+/, portal.base);
  const u = new URL(path);
  const test = await fetch(`${u.origin}${u.pathname}/test${u.search}`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });
  expect(test.status).toBe(202);
  const [shown] = messagesTo('/test', who);
  expect(shown).toMatchObject({ title: messages.Delivery.testTitle, body: messages.Delivery.testBody, tag: 'macrodesk:test' });
  // From another site: refused.
  expect((await fetch(path, { method: 'DELETE', headers: { origin: 'https://evil.example' } })).status).toBe(403);
  expect((await fetch(path, { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(204);
  expect((await fetch(`${u.origin}${u.pathname}/test${u.search}`, { method: 'POST' })).status).toBe(404);
  // Writes elsewhere are still refused before any route: 405.
  expect((await fetch(`${portal.base}/api/calendar`, { method: 'POST' })).status).toBe(405);
  expect((await fetch(`${portal.base}/api/push/key`, { method: 'POST' })).status).toBe(405);

  const answers = await Promise.all([
    fetch(`${portal.base}/api/health?details`, { headers: { Authorization: `Bearer ${E2E_HEALTH_TOKEN}` } }).then((r) => r.text()),
    fetch(`${portal.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text()),
    fetch(`${portal.base}/api/push/key`).then((r) => r.text()),
    fetch(`${portal.base}/api/openapi.json`).then((r) => r.text()),
    fetch(`${portal.base}/en`).then((r) => r.text()),
  ]);
  expect(answers[1]).toContain('# HELP');
  for (const text of [...answers, portal.log.join('\n')]) {
    expect(text).not.toContain(vapid.privateKey);
    expect(text).not.toContain('push-e2e-token');
  }
});
