/**
 * URL rules for everything news shows: article links, article images and
 * thumbnails (PreviewImg). Only absolute http: and https: URLs pass.
 *
 * The WHATWG URL parser does the normalizing an attacker would exploit:
 * it strips leading C0 controls and spaces, removes tabs and newlines
 * anywhere, and lower-cases the scheme, so `  JaVa\tScRiPt:` is seen as
 * `javascript:`. Entities (`&#106;avascript:`) are already decoded by the
 * HTML parser before a value gets here. A relative or protocol-relative URL
 * has nothing to resolve against (the content comes from another host),
 * so it fails to parse and is dropped.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);
const IMAGE_PROTOCOLS = new Set(['https:']);

/** A link target: absolute http: or https:. */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  return safeUrl(raw, ALLOWED_PROTOCOLS);
}

/**
 * An image source: https: only. A plain-http image would be fetched in the
 * clear by every reader (a tracking pixel anyone on the path can read or
 * swap), and the page's CSP allows no http: images.
 */
export function safeImageUrl(raw: string | null | undefined): string | null {
  return safeUrl(raw, IMAGE_PROTOCOLS);
}

function safeUrl(raw: string | null | undefined, protocols: Set<string>): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '' || text.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!protocols.has(url.protocol)) return null;
  // `https://bank.example@evil.example/` reads as one host and goes to another.
  if (url.username !== '' || url.password !== '') return null;
  return conformingHref(url);
}

/**
 * The URL's text with what the URL parser leaves as is but the HTML
 * standard's valid URL string does not allow (`|`, `^`, `[`, a second `#`,
 * a `%` not starting an escape…) percent-encoded, so the attribute is valid
 * HTML and means what the browser would make of it. The parser has already
 * encoded every non-ASCII code point and put the host in ASCII.
 */
function conformingHref(url: URL): string {
  const tail = url.href.slice(url.origin.length);
  const hash = tail.indexOf('#');
  const encode = (s: string) =>
    s.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return url.origin + (hash === -1 ? encode(tail) : `${encode(tail.slice(0, hash))}#${encode(tail.slice(hash + 1))}`);
}

const DESCRIPTOR_RE = /^(?:\d+w|\d+(?:\.\d+)?x)$/;

/**
 * A srcset whose every kept candidate has a safe image URL (https:) and a well-formed
 * descriptor; null when none survives. Candidates are split as the HTML
 * standard does: a URL runs to the next whitespace and may contain commas.
 */
export function safeSrcset(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const kept: string[] = [];
  let rest = raw;
  while (rest.length > 0) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') break;
    const urlMatch = /^\S+/.exec(rest)!;
    let url = urlMatch[0];
    rest = rest.slice(url.length);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const end = rest.indexOf(',');
      descriptor = (end === -1 ? rest : rest.slice(0, end)).trim();
      rest = end === -1 ? '' : rest.slice(end + 1);
    }
    const safe = safeImageUrl(url);
    if (safe && (descriptor === '' || DESCRIPTOR_RE.test(descriptor))) {
      // A comma inside a URL would split the candidate on re-parse; encode it.
      kept.push(descriptor ? `${safe.replaceAll(',', '%2C')} ${descriptor}` : safe.replaceAll(',', '%2C'));
    }
  }
  return kept.length > 0 ? kept.join(', ') : null;
}
