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

// Sanitized output writes headings without attributes, never nested, and escapes a "<" in text.
const HEADING_TAG = /<(\/?)h([2-6])>/g;

/**
 * Heading levels that go down one step at a time from the page's h1: the
 * feed's own outline (h1 → h2 … by the sanitizer) can skip levels, above
 * all once its repeated title is dropped (an h3 straight after the page's
 * h1), which the HTML checker reports and screen-reader outlines stumble on.
 * Each heading is put one level under the nearest earlier heading of a
 * higher original level (the page's h1 when there is none); siblings stay
 * siblings.
 */
export function headingsWithoutSkips(body: SanitizedHtml): SanitizedHtml {
  const open: { from: number; to: number }[] = [];
  let current = 0;
  return body.replace(HEADING_TAG, (_tag, slash: string, digit: string) => {
    if (slash) return `</h${current}>`;
    const from = Number(digit);
    while (open.length > 0 && open.at(-1)!.from >= from) open.pop();
    current = (open.at(-1)?.to ?? 1) + 1;
    open.push({ from, to: current });
    return `<h${current}>`;
  }) as SanitizedHtml;
}

/** The article body as it goes under the page's h1 (the article title). */
export function bodyUnderTitle(body: SanitizedHtml, title: string): SanitizedHtml {
  return headingsWithoutSkips(withoutRepeatedTitle(body, title));
}
