// @ts-check
// Two answers Next gives before proxy.ts can add the security headers, given
// by the production server (scripts/serve.mjs) instead, with the headers of
// a response that holds no document (docs/design.md, "Security"):
// - TRACE, TRACK and CONNECT, which Next cannot turn into a Request for the
//   proxy (a 500 with a stack trace in the log): 405, as the proxy answers
//   any method but GET/HEAD;
// - the redirect of a path with repeated slashes or a backslash
//   (`//evil.example/`): relative, with one leading slash.
// The rules and header values are the proxy's own (lib/security/rules/).
import { noDocumentSecurityHeaders } from './rules/headers.mjs';
import { ALLOWED_METHODS, methodNotAllowedBody } from './rules/methods.mjs';
import { hasLooseSlashes, isApiPath, SLASH_REDIRECT_STATUS, slashRedirectTarget } from './rules/paths.mjs';

/**
 * Methods Next cannot represent as a Request: they never reach proxy.ts. (Node's
 * parser itself answers TRACK 400 and closes a CONNECT the server does not
 * listen for: in practice the one seen here is TRACE.)
 */
export const UNREPRESENTABLE_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 */

/**
 * The headers of the server's own answers: those of a response that holds no
 * document, never stored.
 * @param {string | undefined} publicUrl PUBLIC_URL (HSTS when https)
 * @returns {Record<string, string>}
 */
export function serverAnswerHeaders(publicUrl) {
  return { ...noDocumentSecurityHeaders(publicUrl), 'Cache-Control': 'no-store' };
}

/**
 * The server's answers before Next: `answer(req, res)` is true when it
 * answered the request, false when Next is to handle it.
 * @param {{ publicUrl: string | undefined }} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => boolean}
 */
export function answersBeforeNext({ publicUrl }) {
  const headers = serverAnswerHeaders(publicUrl);
  return (req, res) => {
    const [path, query] = splitUrl(req.url ?? '/');
    if (UNREPRESENTABLE_METHODS.has(req.method ?? '')) {
      const { body, contentType } = methodNotAllowedBody(isApiPath(path));
      res.writeHead(405, { ...headers, Allow: ALLOWED_METHODS, 'Content-Type': contentType });
      res.end(body);
      return true;
    }
    if (hasLooseSlashes(path)) {
      res.writeHead(SLASH_REDIRECT_STATUS, { ...headers, Location: slashRedirectTarget(path, query) });
      res.end();
      return true;
    }
    return false;
  };
}

/**
 * A request target as its path and its query (with the `?`, or '').
 * @param {string} url
 * @returns {[string, string]}
 */
function splitUrl(url) {
  const i = url.indexOf('?');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}
