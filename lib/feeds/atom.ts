import { createHash } from 'node:crypto';

/**
 * An Atom 1.0 document (RFC 4287), written as text: the feeds of releases
 * and news (docs/design.md, "Feeds"). Every text goes through `xmlText`, so
 * upstream text (titles, summaries) can never open an element, and
 * characters XML 1.0 forbids are dropped.
 */

export interface AtomEntry {
  /** A permanent IRI: the same entry keeps it in every later copy of the feed. */
  id: string;
  title: string;
  /** When the entry last changed in a way a reader should see (RFC 3339). */
  updated: string;
  published?: string;
  /** The entry's page, absolute. */
  href: string;
  summary?: string;
  categories?: { term: string; label?: string }[];
  /** The entry's language where it is not the feed's (`xml:lang`). */
  lang?: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  /** The document's language (`xml:lang`). */
  lang: string;
  /** The feed's own URL and the page it follows, absolute. */
  self: string;
  alternate: string;
  updated: string;
  entries: AtomEntry[];
}

// XML 1.0's characters: tab, newline, return and everything from space up, but surrogates halves and U+FFFE/FFFF.
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or an attribute value, escaped. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const el = (name: string, text: string, attrs = '') => `<${name}${attrs}>${xmlText(text)}</${name}>`;

function entryXml(e: AtomEntry): string {
  return [
    e.lang ? `<entry xml:lang="${xmlText(e.lang)}">` : '<entry>',
    el('id', e.id),
    el('title', e.title),
    el('updated', e.updated),
    e.published ? el('published', e.published) : '',
    `<link rel="alternate" type="text/html" href="${xmlText(e.href)}"/>`,
    ...(e.categories ?? []).map((c) => `<category term="${xmlText(c.term)}"${c.label ? ` label="${xmlText(c.label)}"` : ''}/>`),
    e.summary ? el('summary', e.summary) : '',
    '</entry>',
  ].join('');
}

export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.lang)}">`,
    el('id', feed.id),
    el('title', feed.title),
    feed.subtitle ? el('subtitle', feed.subtitle) : '',
    el('updated', feed.updated),
    `<link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(feed.alternate)}"/>`,
    '<author><name>Macrodesk</name></author>',
    '<generator>Macrodesk</generator>',
    ...feed.entries.map(entryXml),
    '</feed>\n',
  ].join('');
}

/**
 * A feed's answer: the document with a strong ETag of its bytes, or 304 when
 * the reader's copy (`If-None-Match`) is the same.
 */
export function atomResponse(request: Request, body: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=60', 'Content-Type': 'application/atom+xml; charset=utf-8' };
  const held = request.headers.get('if-none-match');
  if (held && held.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
