import type { SanitizedHtml } from './sanitize';

// Sanitized output always writes a plain-text heading this way.
const LEADING_HEADING = /^<h[2-6]>([^<]*)<\/h[2-6]>\s*/;

const decodeText = (s: string) =>
  s.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * Feeds often open NewsContent with the title again (as an h1, shifted to h2
 * by the sanitizer); the page already shows it as its h1, so that leading
 * heading is dropped. Removing one whole leading element keeps the HTML sound.
 */
export function withoutRepeatedTitle(body: SanitizedHtml, title: string): SanitizedHtml {
  const m = LEADING_HEADING.exec(body);
  if (!m || decodeText(m[1]).trim() !== title.trim()) return body;
  return body.slice(m[0].length) as SanitizedHtml;
}
