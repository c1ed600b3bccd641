// Macrodesk's service worker (docs/design.md, "Delivery"): Web Push
// reminders reach the reader with no Macrodesk page open. It caches nothing
// and handles no fetch: it only
// - shows each pushed message ({title, body, url, tag}) as a notification,
//   and tells open pages what it showed;
// - opens (or focuses) the message's page when the notification is clicked;
// - subscribes again when the push service replaces the subscription
//   (`pushsubscriptionchange`), with the same server key, and hands the new
//   subscription to the server with the old rules, removing the old one.
// What the page subscribed is read from Cache Storage (lib/reminders/push.ts).
const STATE_CACHE = 'macrodesk-push';
const STATE_KEY = '/__macrodesk/push-subscription';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const text = (value, fallback, max) => (typeof value === 'string' && value ? value.slice(0, max) : fallback);

function messageOf(data) {
  let m = {};
  try {
    m = data ? data.json() : {};
  } catch {
    m = { body: data ? data.text() : '' };
  }
  const url = text(m.url, '/', 2048);
  return {
    title: text(m.title, 'Macrodesk', 200),
    body: text(m.body, '', 1000),
    url: /^https?:\/\//.test(url) || url.startsWith('/') ? url : '/',
    tag: text(m.tag, 'macrodesk', 200),
  };
}

self.addEventListener('push', (event) => {
  const m = messageOf(event.data);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(m.title, { body: m.body, tag: m.tag, data: { url: m.url } });
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage({ type: 'macrodesk:push-shown', message: m });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pages.find((page) => page.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

async function readState() {
  const res = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
  return res ? res.json() : null;
}

function keyBytes(base64url) {
  return Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const state = await readState();
      if (!state) return;
      const subscription =
        event.newSubscription || (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(state.key) }));
      const res = await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subscription: subscription.toJSON(), locale: state.locale, timeZone: state.timeZone, rules: state.rules }),
      });
      if (res.status !== 201) return;
      const made = await res.json();
      const old = new URL(state.unsubscribe, self.location.origin);
      if (made.id !== state.id) await fetch(`${old.pathname}${old.search}`, { method: 'DELETE' }).catch(() => undefined);
      const next = { ...state, id: made.id, unsubscribe: made.unsubscribe, endpoint: subscription.endpoint };
      await (await caches.open(STATE_CACHE)).put(STATE_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
    })(),
  );
});
