import { z } from 'zod';
import { zPushKey, zSubscriptionCreated, zSubscriptionRequest } from '@/lib/delivery/push/subscription';
import type { ApiRoute } from './route';

// The Web Push routes of the public API (docs/design.md, "Delivery"): the only writes, same origin only.

const push = {
  403: 'A cross-site request: push subscriptions are made and removed from this site\'s own pages only (Origin, Sec-Fetch-Site)',
  404: 'Push is off on this portal (no archive, or no contact for the push services): the message says why; or no such subscription (or not its token)',
  503: 'The archive, where subscriptions are kept, is not answering',
};
const pushId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).describe('The subscription\'s id') });
const pushToken = z.object({ token: z.string().min(1).describe('The secret of the `unsubscribe` URL') });

export function pushRoutes(): ApiRoute[] {
  return [
    {
      key: 'push-key',
      path: '/api/push/key',
      file: 'app/api/push/key/route.ts',
      summary: 'The key browsers subscribe to push reminders with',
      description: 'The VAPID public key (RFC 8292, base64url) to give `PushManager.subscribe` as `applicationServerKey`. 404 with the reason when push is off.',
      query: z.object({}),
      ok: { 'application/json': { schema: zPushKey } },
      errors: { 404: push[404], 503: push[503] },
      examples: () => ['/api/push/key'],
    },
    {
      key: 'push-subscribe',
      method: 'post',
      path: '/api/push/subscriptions',
      file: 'app/api/push/subscriptions/route.ts',
      summary: 'Subscribe a browser to push reminders',
      description:
        'Same origin only. The browser\'s PushSubscription (its endpoint on a push service of PUSH_SERVICES), the language and zone of its messages, and its rules: the calendar\'s filters as a query string, minutes `before` a scheduled release (0, 5, 15, 30, 60), and whether to speak when the `actual` is out (and once more on a revision). Messages are encrypted (RFC 8291, aes128gcm) JSON `{title, body, url, tag}`. A 400 names the field; one client makes at most 20 subscriptions an hour (429).',
      query: z.object({}),
      body: zSubscriptionRequest,
      status: 201,
      ok: { 'application/json': { schema: zSubscriptionCreated } },
      errors: push,
      examples: () => ['/api/push/subscriptions'],
    },
    {
      key: 'push-unsubscribe',
      method: 'delete',
      path: '/api/push/subscriptions/{id}',
      file: 'app/api/push/subscriptions/[id]/route.ts',
      summary: 'Unsubscribe: nothing more is sent, from this moment',
      description: 'Same origin only. The `unsubscribe` URL of the subscription\'s 201 answer.',
      pathParams: pushId,
      query: pushToken,
      status: 204,
      ok: {},
      errors: push,
      examples: () => ['/api/push/subscriptions/Fz0mX2c1b3Rlc3Qx?token=…'],
    },
    {
      key: 'push-test',
      method: 'post',
      path: '/api/push/subscriptions/{id}/test',
      file: 'app/api/push/subscriptions/[id]/test/route.ts',
      summary: 'Push a test notification now',
      description: 'Same origin only, with the `unsubscribe` URL\'s token: the reminders panel\'s "send a test notification", through the push service at once. One every 10 s per subscription (429).',
      pathParams: pushId,
      query: pushToken,
      status: 202,
      ok: {},
      errors: { ...push, 410: 'The push service no longer knows the browser: the subscription is removed', 502: 'The push service refused the message' },
      examples: () => ['/api/push/subscriptions/Fz0mX2c1b3Rlc3Qx/test?token=…'],
    },
  ];
}
