/**
 * Web Push in the browser (docs/design.md, "Delivery"): the service worker
 * (public/sw.js), the browser's PushSubscription, and the server's copy of
 * it with its rules. What this browser subscribed — the server's id, the
 * unsubscribe URL and the rules — is kept in Cache Storage, where the
 * service worker reads it to subscribe again on `pushsubscriptionchange`.
 * Loaded only when the reader opens the reminders panel or presses a button
 * (docs/performance.md, "First-load JavaScript").
 */
export const PUSH_STATE_CACHE = 'macrodesk-push';
export const PUSH_STATE_KEY = '/__macrodesk/push-subscription';

export interface PushRule {
  filter: string;
  before: number[];
  actual: boolean;
}

/** What this browser subscribed (the worker reads the same record). */
export interface PushState {
  id: string;
  unsubscribe: string;
  endpoint: string;
  /** The VAPID public key subscribed with: the worker subscribes again with it. */
  key: string;
  locale: string;
  timeZone: string;
  rules: PushRule[];
  /** The panel's words for what it follows, as shown when it was turned on. */
  summary: string;
}

export type PushProblem = 'unsupported' | 'denied' | 'off' | 'failed';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && 'caches' in window;

export async function readPushState(): Promise<PushState | null> {
  try {
    const res = await (await caches.open(PUSH_STATE_CACHE)).match(PUSH_STATE_KEY);
    return res ? ((await res.json()) as PushState) : null;
  } catch {
    return null;
  }
}

async function writePushState(state: PushState | null): Promise<void> {
  const cache = await caches.open(PUSH_STATE_CACHE);
  if (state) await cache.put(PUSH_STATE_KEY, new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } }));
  else await cache.delete(PUSH_STATE_KEY);
}

/** The subscription this browser holds and the server knows, or null (a stale record is removed). */
export async function currentPush(): Promise<PushState | null> {
  const state = await readPushState();
  if (!state) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint === state.endpoint) return state;
  await fetch(sameOriginPath(state.unsubscribe), { method: 'DELETE' }).catch(() => undefined);
  await writePushState(null);
  return null;
}

/** The unsubscribe URL on this page's own origin (the server writes it on PUBLIC_URL). */
const sameOriginPath = (url: string) => {
  const u = new URL(url, location.href);
  return `${u.pathname}${u.search}`;
};

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Why a call failed, in the server's words when it gave them. */
async function reasonOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `HTTP ${res.status}`;
}

/**
 * Turns push on: permission (asked now, after the reader's click), the
 * worker, the browser's subscription with the server's key, and the
 * server's copy with the rules. Throws with a reason the panel shows.
 */
export async function turnPushOn(o: { locale: string; timeZone: string; rules: PushRule[]; summary: string }): Promise<PushState> {
  if (!pushSupported()) throw new PushError('unsupported');
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new PushError('denied');
  const keyRes = await fetch('/api/push/key');
  if (!keyRes.ok) throw new PushError('off', await reasonOf(keyRes));
  const { publicKey } = (await keyRes.json()) as { publicKey: string };
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be pushed to: made again.
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const res = await fetch('/api/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscription: subscription.toJSON(), locale: o.locale, timeZone: o.timeZone, rules: o.rules }),
  });
  if (res.status !== 201) throw new PushError('failed', await reasonOf(res));
  const made = (await res.json()) as { id: string; unsubscribe: string };
  const old = await readPushState();
  if (old && old.id !== made.id) await fetch(sameOriginPath(old.unsubscribe), { method: 'DELETE' }).catch(() => undefined);
  const state: PushState = { id: made.id, unsubscribe: made.unsubscribe, endpoint: subscription.endpoint, key: publicKey, locale: o.locale, timeZone: o.timeZone, rules: o.rules, summary: o.summary };
  await writePushState(state);
  return state;
}

function sameKey(key: ArrayBuffer | null | undefined, base64url: string): boolean {
  if (!key) return true;
  const a = new Uint8Array(key);
  const b = keyBytes(base64url);
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Turns push off: the server forgets the subscription at once, and the browser's own is dropped. */
export async function turnPushOff(): Promise<void> {
  const state = await readPushState();
  if (state) {
    const res = await fetch(sameOriginPath(state.unsubscribe), { method: 'DELETE' });
    if (res.status !== 204 && res.status !== 404) throw new PushError('failed', await reasonOf(res));
  }
  const registration = await navigator.serviceWorker.getRegistration('/');
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  await writePushState(null);
}

/** Asks the server to push a test notification now, through the push service. */
export async function sendPushTest(state: PushState): Promise<void> {
  const u = new URL(state.unsubscribe, location.href);
  const res = await fetch(`${u.pathname}/test${u.search}`, { method: 'POST' });
  if (res.status !== 202) throw new PushError('failed', await reasonOf(res));
}

export class PushError extends Error {
  constructor(
    readonly problem: PushProblem,
    readonly reason = '',
  ) {
    super(reason || problem);
  }
}
