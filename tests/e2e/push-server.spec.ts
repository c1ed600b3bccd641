// Web Push end to end on the server (docs/design.md, "Delivery"): a portal with an archive, a push
// service of the test's own over HTTPS (tests/e2e/support/push-endpoint.ts, trusted through
// NODE_EXTRA_CA_CERTS and listed in PUSH_SERVICES), and subscriptions with the test's own keys. A
// release scheduled in the simulator reaches each subscriber exactly once at its minute ("before":
// [0]) and once with its actual, encrypted (RFC 8291 aes128gcm, decrypted here), signed with the
// VAPID key, in the subscriber's language and zone; a push service's 410 removes the subscription;
// the private key is in no log, health or metrics answer.
// The portal (launcher, server and simulator) runs on a shared test clock of its own
// (tests/support/shared-clock.mjs) that the test moves forward: the release's minute and its
// publication come when the test says, instead of after a minute of real waiting. The server's
// timers are not moved (the watcher looks every few seconds, the sender ticks every second), so
// after each move the test waits in real time for the message, and it reads times with clock.now().
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { zPushKey, zSubscriptionCreated } from '../../lib/delivery/push/subscription';
import { ZERO_LEAD_MS } from '../../lib/delivery/plan';
import { decrypt, subscriber, vapidOf, type PushEndpoint, type Subscriber } from './support/push-endpoint';
import { E2E_HEALTH_TOKEN, type Isolated } from './support/isolated';
import { startPushPortal, type PushPortal } from './support/push-portal';
import { createSharedClock, type ClockRun, type SharedClock } from './support/shared-clock';

const messagesOf = (locale: string) => JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'));
const messages = messagesOf('zh-TW');
const en = messagesOf('en');
const METRICS_TOKEN = 'push-e2e-metrics-token-0123456789';
/**
 * The simulator's clock runs this far behind the portal's: a release scheduled for minute T comes
 * out (its actual) that long after T, as real releases are late by seconds. The shared clock goes
 * on with real time while the test waits for the "before" message (due from half a minute ahead of
 * T while the release is pending), so this leaves it pending long enough on a loaded machine.
 */
const LATE_MS = 25_000;
/** The release is scheduled this far ahead on the shared clock: nothing is due while the test sets up. */
const LEAD_MS = 120_000;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let pushPortal: PushPortal;
let endpoint: PushEndpoint;
let portal: Isolated;
let vapid: PushPortal['vapid'];
let run: ClockRun;
let clock: SharedClock;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  run = createSharedClock();
  clock = run.clock;
  pushPortal = await startPushPortal({ token: 'push-e2e-token', now: () => clock.now() - LATE_MS, env: { METRICS_TOKEN, ...run.env } });
  ({ endpoint, portal, vapid } = pushPortal);
  // The portal's launcher (scripts/launch.mjs) and its server follow the clock; the simulator reads it in this process.
  run.expectProcesses(2);
});
test.afterAll(async () => {
  await pushPortal?.stop();
  run?.dispose();
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
function wallClock(locale: string, timeZone: string, at: number) {
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
  // Due LEAD_MS from now on the portal's clock (the simulator's runs LATE_MS behind).
  const scheduled = await portal.control('releases', { inSeconds: (LEAD_MS + LATE_MS) / 1000, importance: 3, idxId });
  const at = Date.parse(`${String(scheduled.publishTime).replace(' ', 'T')}+08:00`);
  const paths = () => endpoint.received.map((r) => r.path);

  // Nothing is said ahead of the minute. Then the clock reaches it (half a minute ahead of T, lib/delivery/plan.ts):
  // the "before" messages come while the release is pending, each subscriber's once (the 410 included).
  expect(paths()).toEqual([]);
  await clock.advanceTo(at - ZERO_LEAD_MS + 1000);
  await expect.poll(() => paths().sort(), { timeout: 30_000, intervals: [250] }).toEqual(['/en', '/gone', '/tw']);
  // Seen on the shared clock before the simulator publishes: the message spoke while the release was pending.
  expect(clock.now()).toBeLessThan(at + LATE_MS);
  // The publication: the actuals come (none to the subscription the push service said was gone).
  await clock.advanceTo(at + LATE_MS + 1000);
  await expect.poll(() => messagesTo('/tw', tw).length, { timeout: 30_000, intervals: [250] }).toBe(2);
  await expect.poll(() => messagesTo('/en', english).length, { timeout: 10_000 }).toBe(2);
  // Exactly once: nothing more comes, neither on the sender's next ticks (real time: its timer is not moved)
  // nor once a retry's back-off (deliveries' times, on the shared clock) would have passed, past the "before" window.
  await clock.advance(60_000);
  // Longer than the watcher's quiet pace (5 s): it looks again at the moved time meanwhile.
  await new Promise((r) => setTimeout(r, 6000));
  expect(paths().sort()).toEqual(['/en', '/en', '/gone', '/tw', '/tw']);

  const [before, actual] = messagesTo('/tw', tw);
  // "before": [0] speaks at the release's minute (lib/delivery/plan.ts: half a minute ahead), while it is still pending.
  const first = endpoint.received.find((r) => r.path === '/tw')!;
  expect(before!.title.startsWith(messages.Delivery.nowTitle.replace('{title}', ''))).toBe(true);
  const ny = wallClock('zh-TW', 'America/New_York', at);
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
  const tokyo = wallClock('en', 'Asia/Tokyo', at);
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
