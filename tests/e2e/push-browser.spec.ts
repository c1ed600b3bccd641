// Push reminders in Chromium (docs/design.md, "Delivery"): the reminders panel's "also when Macrodesk
// is closed" registers the service worker and hands the server a subscription — the browser's own
// push service is not reachable from a test, so PushManager gives the page one on the test's push
// endpoint, with keys of the test's own — then sends a test notification through that endpoint,
// which the test decrypts and delivers to the worker through the DevTools protocol (as a push
// service would): the worker shows it with its title and URL. Turning off removes the subscription
// on the server at once. In three languages; a denied permission says so; the panel is valid HTML
// and axe-clean with push on, and is looked at on a phone and a desktop, light and dark.
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { describeErrors, nuErrors } from '../support/nu-checker';
import { LOCALES } from './support';
import { axe } from './support/axe';
import { FULL_CHROMIUM } from './support/browsers';
import { decrypt, subscriber, type Subscriber } from './support/push-endpoint';
import { startPushPortal, type PushPortal } from './support/push-portal';

const messagesOf = (locale: string) => JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8'));

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Notification permission: the full build (./support/browsers.ts).
test.use({ launchOptions: FULL_CHROMIUM });

let push: PushPortal;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  push = await startPushPortal({ token: 'push-browser-e2e-token' });
});
test.afterAll(async () => {
  await push?.stop();
});

/** PushManager answering with a subscription on the test's push endpoint (kept in localStorage across pages). */
async function stubPushManager(context: BrowserContext, endpoint: string, who: Subscriber) {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const KEY = 'macrodesk-test.push-subscribed';
      const make = (applicationServerKey: ArrayBuffer) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => (localStorage.removeItem(KEY), true),
        getKey: () => null,
      });
      if (typeof PushManager === 'undefined') return;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options!.applicationServerKey as Uint8Array);
        localStorage.setItem(KEY, btoa(String.fromCharCode(...key)));
        return make(key.buffer) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const k = localStorage.getItem(KEY);
        return k ? (make(Uint8Array.from(atob(k), (c) => c.charCodeAt(0)).buffer) as unknown as PushSubscription) : null;
      };
    },
    { endpoint, keys: who.keys },
  );
}

/**
 * The registration id of the worker at scope `/`, through the DevTools protocol, once its worker is
 * activated: a push message delivered to a worker still installing or activating can be lost, where
 * a push service would deliver it later.
 */
async function workerRegistration(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const ids = new Set<string>();
  const activated = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    for (const r of e.registrations) {
      if (r.scopeURL !== `${origin}/`) continue;
      if (r.isDeleted) ids.delete(r.registrationId);
      else ids.add(r.registrationId);
    }
  });
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    for (const v of e.versions) if (v.status === 'activated') activated.add(v.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const ready = () => [...ids].find((id) => activated.has(id));
  await expect.poll(ready, { timeout: 10_000 }).toBeDefined();
  return { cdp, id: ready()! };
}

const notifications = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string })?.url })));

for (const locale of LOCALES) {
  test(`${locale}: turn on from a calendar view, a test notification through the push service shown by the worker, turn off`, async ({ browser }) => {
    const m = messagesOf(locale).Reminders;
    const d = messagesOf(locale).Delivery;
    const { portal, endpoint } = push;
    const who = subscriber();
    const path = `/browser-${locale}`;
    const context = await browser.newContext({ baseURL: portal.base, timezoneId: 'Asia/Shanghai' });
    await context.grantPermissions(['notifications'], { origin: portal.base });
    await stubPushManager(context, `${endpoint.origin}${path}`, who);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));

    await page.goto(`/${locale}/calendar?importance=3&tz=Europe/London`);
    const panel = page.getByTestId('reminders-panel');
    await panel.locator('summary').click();
    const section = panel.getByTestId('push-section');
    await expect(section).toHaveAttribute('data-state', 'off');
    await expect(panel.getByRole('group', { name: m.pushHeading })).toHaveAttribute('data-testid', 'push-section');
    // The current view's filters are what it follows first.
    await expect(section.getByTestId('push-scope')).toHaveValue('view');
    await expect(section.getByTestId('push-scope').locator('option:checked')).toContainText('importance=3');
    await section.getByTestId('push-before').selectOption('15');
    await section.getByTestId('push-on').click();
    await expect(section).toHaveAttribute('data-state', 'on');
    await expect(section.getByTestId('push-status')).toContainText('importance=3');

    // The server holds the subscription with the rules and the page's language and zone: its test goes to the endpoint.
    await section.getByTestId('push-test').click();
    await expect(section.getByTestId('push-note')).toHaveText(m.pushTestSent);
    const received = endpoint.received.filter((r) => r.path === path);
    expect(received).toHaveLength(1);
    const message = JSON.parse(decrypt(received[0]!.body, who));
    expect(message).toMatchObject({ title: d.testTitle, body: d.testBody, tag: 'macrodesk:test', url: `${portal.base}/${locale}/calendar` });

    // Delivered to the worker as a push service would: it shows the notification with its title and URL.
    const { cdp, id } = await workerRegistration(page, portal.base);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: portal.base, registrationId: id, data: JSON.stringify(message) });
    await expect.poll(() => notifications(page), { timeout: 10_000 }).toEqual([{ title: d.testTitle, body: d.testBody, tag: 'macrodesk:test', url: message.url }]);

    // A reload finds it on; turning off removes it on the server at once.
    await page.reload();
    await page.getByTestId('reminders-panel').locator('summary').click();
    await expect(section).toHaveAttribute('data-state', 'on');
    const unsubscribe = await page.evaluate(async () => (await (await caches.open('macrodesk-push')).match('/__macrodesk/push-subscription'))!.json().then((s: { unsubscribe: string }) => s.unsubscribe));
    await section.getByTestId('push-off').click();
    await expect(section.getByTestId('push-note')).toHaveText(m.pushTurnedOff);
    await expect(section).toHaveAttribute('data-state', 'off');
    const u = new URL(unsubscribe);
    const after = await fetch(`${portal.base}${u.pathname}/test${u.search}`, { method: 'POST' });
    expect(after.status).toBe(404);
    expect(endpoint.received.filter((r) => r.path === path)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('when the push service replaces the subscription, the worker subscribes again with the same key and hands the server the new one with the old rules', async ({ browser }) => {
  const { portal, endpoint, vapid } = push;
  const context = await browser.newContext({ baseURL: portal.base });
  await context.grantPermissions(['notifications'], { origin: portal.base });
  await stubPushManager(context, `${endpoint.origin}/before-change`, subscriber());
  const page = await context.newPage();
  await page.goto('/en/calendar?importance=2,3&currency=USD');
  await page.getByTestId('reminders-panel').locator('summary').click();
  await page.getByTestId('push-on').click();
  await expect(page.getByTestId('push-section')).toHaveAttribute('data-state', 'on');
  const readState = () => page.evaluate(async () => (await (await caches.open('macrodesk-push')).match('/__macrodesk/push-subscription'))!.json());
  const old = await readState();
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

  // The browser's push service hands the worker a new subscription (Chromium cannot be made to fire
  // the event, so it is dispatched in the worker, whose PushManager answers with the test's endpoint).
  const fresh = subscriber();
  const seen = await worker.evaluate(
    async ({ endpoint, keys }) => {
      const keysSeen: string[] = [];
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        keysSeen.push(btoa(String.fromCharCode(...new Uint8Array(options!.applicationServerKey as Uint8Array))));
        return { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) } as unknown as PushSubscription;
      };
      // The worker's own event type (not in the DOM library's types).
      const Extendable = (self as unknown as { ExtendableEvent: new (type: string) => Event & { waitUntil(p: Promise<unknown>): void } }).ExtendableEvent;
      const event = new Extendable('pushsubscriptionchange');
      let done: Promise<unknown> = Promise.resolve();
      const wait = event.waitUntil.bind(event);
      event.waitUntil = (p: Promise<unknown>) => ((done = p), wait(p));
      self.dispatchEvent(event);
      await done;
      return keysSeen;
    },
    { endpoint: `${endpoint.origin}/after-change`, keys: fresh.keys },
  );
  // Subscribed again with the server's key.
  expect(seen.map((k) => Buffer.from(k, 'base64').toString('base64url'))).toEqual([vapid.publicKey]);
  const now = await readState();
  expect(now).toMatchObject({ endpoint: `${endpoint.origin}/after-change`, rules: old.rules, locale: 'en', key: vapid.publicKey });
  expect(now.id).not.toBe(old.id);
  // The old subscription is gone from the server; the new one is pushed to.
  const at = (url: string, suffix = '') => {
    const u = new URL(url);
    return `${portal.base}${u.pathname}${suffix}${u.search}`;
  };
  expect((await fetch(at(old.unsubscribe, '/test'), { method: 'POST' })).status).toBe(404);
  expect((await fetch(at(now.unsubscribe, '/test'), { method: 'POST' })).status).toBe(202);
  const received = endpoint.received.filter((r) => r.path === '/after-change');
  expect(received).toHaveLength(1);
  expect(JSON.parse(decrypt(received[0]!.body, fresh)).tag).toBe('macrodesk:test');
  await context.close();
});

test('a denied permission says how to allow it, and offers no button', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: push.portal.base });
  await context.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    Notification.requestPermission = async () => 'denied';
  });
  const page = await context.newPage();
  await page.goto('/zh-TW/calendar');
  await page.getByTestId('reminders-panel').locator('summary').click();
  const section = page.getByTestId('push-section');
  await expect(section).toHaveAttribute('data-state', 'denied');
  await expect(section.getByTestId('push-denied')).toHaveText(messagesOf('zh-TW').Reminders.pushDenied);
  await expect(section.getByTestId('push-on')).toHaveCount(0);
  await context.close();
});

test('with push on, the panel is valid HTML and axe-clean; looked at on a phone and a desktop, light and dark', async ({ browser }) => {
  const { portal, endpoint } = push;
  const documents = await Promise.all(LOCALES.map((l) => fetch(`${portal.base}/${l}/calendar?importance=3`).then((r) => r.text())));
  expect(documents.every((html) => html.includes('data-testid="push-section"'))).toBe(true);
  const errors = await nuErrors(documents);
  expect(errors.flatMap((e, i) => describeErrors(e).map((x) => `${LOCALES[i]} ${x}`))).toEqual([]);

  for (const [width, scheme] of [[390, 'light'], [390, 'dark'], [1280, 'light'], [1280, 'dark']] as const) {
    const context = await browser.newContext({ baseURL: portal.base, viewport: { width, height: 900 }, colorScheme: scheme });
    await context.grantPermissions(['notifications'], { origin: portal.base });
    await stubPushManager(context, `${endpoint.origin}/look-${width}-${scheme}`, subscriber());
    const page = await context.newPage();
    await page.goto('/en/calendar?importance=3&country=US');
    // On a phone the reminders are in the header's settings menu.
    if (width < 600) await page.locator('[data-site-menu] > summary').click();
    await page.getByTestId('reminders-panel').locator('summary').click();
    const section = page.getByTestId('push-section');
    await expect(section).toHaveAttribute('data-state', 'off');
    // Nothing wider than the panel, or than the phone's screen.
    expect(await section.evaluate((s) => s.scrollWidth <= s.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`panel-off-${width}-${scheme}.png`) });
    await section.getByTestId('push-on').click();
    await expect(section).toHaveAttribute('data-state', 'on');
    const results = await axe(page).include('[data-testid="reminders-panel"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`panel-on-${width}-${scheme}.png`) });
    await section.getByTestId('push-off').click();
    await expect(section).toHaveAttribute('data-state', 'off');
    await context.close();
  }
});
