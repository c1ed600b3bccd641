import 'server-only';
import type { NextResponse } from 'next/server';
import { clientKey } from '@/lib/api/client-address';
import { jsonError } from '@/lib/api/respond';
import { archiveDb } from '@/lib/archive/runtime';
import { getConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { absoluteUrl, publicOrigin } from '@/lib/security/public-origin';
import { testMessage } from '../message';
import { dropPending } from '../outbox';
import { deliveryLoop } from '../runtime';
import { PUSH_TIMEOUT_MS, pushOne, webPushSender } from './channel';
import { pushKeys, pushOffReason } from './runtime';
import { isPushService } from './services';
import { forgetSubscription, removeSubscription, saveSubscription, subscriptionOf, subscriptionsSince, tokenMatches } from './store';
import { MAX_SUBSCRIPTION_BYTES, zSubscriptionRequest } from './subscription';

/** New subscriptions one client may make in an hour (a household's browsers, not a flood). */
export const SUBSCRIPTIONS_PER_HOUR = 20;
/** One test notification per subscription this often. */
const TEST_EVERY_MS = 10_000;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Writes come from this site's own pages and service worker only
 * (docs/design.md, "Security"): a browser says where a request comes from
 * in `Sec-Fetch-Site` and `Origin`; either naming another site is refused.
 * A request with neither is not a browser's, and no cookie or credential
 * rides on it: nothing to forge.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== new URL(request.url).origin && origin !== publicOrigin().origin;
}

function refusal(request: Request): NextResponse | null {
  if (isCrossSite(request)) return jsonError(403, 'cross_site', 'push subscriptions are made and removed from this site only (same origin)', noStore);
  const off = pushOffReason();
  return off ? jsonError(404, 'push_off', off, noStore) : null;
}

const archiveDown = () => jsonError(503, 'archive_unavailable', 'the archive, where push subscriptions are kept, is not answering; try again shortly', { ...noStore, 'Retry-After': '30' });

/** GET /api/push/key → {publicKey}: the key a browser subscribes with. */
export async function pushKeyResponse(): Promise<NextResponse> {
  const off = pushOffReason();
  if (off) return jsonError(404, 'push_off', off, noStore);
  try {
    const { publicKey } = await pushKeys();
    return Response.json({ publicKey }, { headers: { 'Cache-Control': 'public, max-age=300' } }) as NextResponse;
  } catch {
    return archiveDown();
  }
}

/** Reads the body as JSON within the size bound; a 400 naming `body` otherwise. */
async function jsonBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: NextResponse }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  const text = declared > MAX_SUBSCRIPTION_BYTES ? null : await request.text().catch(() => null);
  if (text === null || Buffer.byteLength(text) > MAX_SUBSCRIPTION_BYTES) {
    return { ok: false, response: jsonError(400, 'bad_request', `body: larger than ${MAX_SUBSCRIPTION_BYTES} bytes`, noStore) };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, 'bad_request', 'body: not JSON', noStore) };
  }
}

/** POST /api/push/subscriptions → 201 {id, unsubscribe} (docs/design.md, "Delivery"). */
export async function subscribe(request: Request): Promise<NextResponse> {
  const refused = refusal(request);
  if (refused) return refused;
  const body = await jsonBody(request);
  if (!body.ok) return body.response;
  const parsed = zSubscriptionRequest.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'body';
    return jsonError(400, 'bad_request', `${field}: ${issue?.message ?? 'invalid'}`, noStore);
  }
  const s = parsed.data;
  const config = getConfig();
  if (!isPushService(s.subscription.endpoint, config.push.services)) {
    return jsonError(400, 'bad_request', `subscription.endpoint: ${new URL(s.subscription.endpoint).origin} is not a push service this site sends to (PUSH_SERVICES)`, noStore);
  }
  const client = clientKey(request.headers, config.trustProxy);
  try {
    const db = await archiveDb();
    const now = new Date();
    if ((await subscriptionsSince(db, client, new Date(now.getTime() - 3600_000))) >= SUBSCRIPTIONS_PER_HOUR) {
      return jsonError(429, 'too_many_subscriptions', `at most ${SUBSCRIPTIONS_PER_HOUR} new push subscriptions an hour from one client`, { ...noStore, 'Retry-After': '3600' });
    }
    const { id, token } = await saveSubscription(db, s, client, now);
    deliveryLoop()?.recipientsChanged();
    const unsubscribe = absoluteUrl(`/api/push/subscriptions/${id}?token=${token}`);
    return Response.json({ id, unsubscribe }, { status: 201, headers: noStore }) as NextResponse;
  } catch {
    return archiveDown();
  }
}

const notFound = () => jsonError(404, 'not_found', 'no such push subscription (or not its token)', noStore);

/** DELETE /api/push/subscriptions/{id}?token= → 204: nothing more is sent to it, from this moment. */
export async function unsubscribe(request: Request, id: string): Promise<NextResponse | Response> {
  const refused = refusal(request);
  if (refused) return refused;
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!ID.test(id) || !token) return notFound();
  try {
    const db = await archiveDb();
    if (!(await removeSubscription(db, id, token))) return notFound();
    await dropPending(db, `push:${id}`);
    deliveryLoop()?.recipientsChanged();
    return new Response(null, { status: 204, headers: noStore });
  } catch {
    return archiveDown();
  }
}

/** POST /api/push/subscriptions/{id}/test?token= → 202: the panel's test notification, sent now through the push service. */
export async function sendTest(request: Request, id: string): Promise<NextResponse | Response> {
  const refused = refusal(request);
  if (refused) return refused;
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!ID.test(id) || !token) return notFound();
  const tests = processSlot('macrodesk.push.tests', () => new Map<string, number>());
  try {
    const db = await archiveDb();
    const to = (await tokenMatches(db, id, token)) ? await subscriptionOf(db, id) : null;
    if (!to) return notFound();
    if (Date.now() - (tests.get(id) ?? 0) < TEST_EVERY_MS) return jsonError(429, 'too_many_tests', 'one test notification every 10 seconds', { ...noStore, 'Retry-After': '10' });
    tests.set(id, Date.now());
    if (tests.size > 10_000) tests.delete(tests.keys().next().value as string);
    const contact = getConfig().push.contact ?? '';
    const outcome = await pushOne(webPushSender, to, testMessage(to.locale, publicOrigin()), { keys: await pushKeys(), contact, ttlSeconds: 60, timeoutMs: PUSH_TIMEOUT_MS });
    if (outcome.ok) return new Response(null, { status: 202, headers: noStore });
    if ('gone' in outcome && outcome.gone) {
      await forgetSubscription(db, id);
      deliveryLoop()?.recipientsChanged();
      return jsonError(410, 'gone', 'the push service no longer knows this browser: subscribe again', noStore);
    }
    return jsonError(502, 'push_failed', `the push service did not take the test notification (${'error' in outcome ? outcome.error : 'not sent'})`, noStore);
  } catch {
    return archiveDown();
  }
}
