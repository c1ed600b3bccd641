// @ts-check
// The app reads and never writes: every response is for GET or HEAD
// (docs/design.md, "Security"), push subscriptions aside (isPushWrite). Any
// other method gets 405 with Allow before any page renders or any route
// handler runs; on /api/* with the JSON error shape. proxy.ts (through lib/security/methods.ts) and the production
// server (scripts/serve.mjs, for the methods Next cannot hand to the proxy)
// both answer from here.

/** The Allow header of every 405. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** @param {string} method */
export function isAllowedMethod(method) {
  return method === 'GET' || method === 'HEAD';
}

/**
 * The only writes: a push subscription made (`POST /api/push/subscriptions`),
 * removed (`DELETE /api/push/subscriptions/{id}`) or sent a test notification
 * (`POST /api/push/subscriptions/{id}/test`). Their route handlers check that
 * the request is same-origin (docs/design.md, "Delivery").
 * @param {string} method
 * @param {string} pathname
 */
export function isPushWrite(method, pathname) {
  if (method === 'POST') return pathname === '/api/push/subscriptions' || /^\/api\/push\/subscriptions\/[A-Za-z0-9_-]{1,64}\/test$/.test(pathname);
  return method === 'DELETE' && /^\/api\/push\/subscriptions\/[A-Za-z0-9_-]{1,64}$/.test(pathname);
}

/** What the 405 says, in the error shape of /api/* (lib/api/respond.ts) or as text. */
export const METHOD_NOT_ALLOWED = Object.freeze({
  code: 'method_not_allowed',
  message: 'only GET and HEAD are accepted',
  text: '405 Method Not Allowed: only GET and HEAD are accepted.\n',
});

/**
 * The body of a 405 and its type: JSON on /api/*, a line of text elsewhere.
 * @param {boolean} api
 * @returns {{ body: string, contentType: string }}
 */
export function methodNotAllowedBody(api) {
  const { code, message, text } = METHOD_NOT_ALLOWED;
  return api
    ? { body: JSON.stringify({ error: { code, message } }), contentType: 'application/json' }
    : { body: text, contentType: 'text/plain; charset=utf-8' };
}
