import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { dropForeignContent } from './foreign-content';
import { safeHttpUrl, safeImageUrl, safeSrcset } from './safe-url';
import { wellFormedArticleHtml } from './well-formed';

/**
 * Article HTML that went through `sanitizeArticleHtml`. The brand keeps raw
 * upstream NewsContent (which the simulator, like any scraped feed, fills
 * with hostile markup) from reaching a component by accident.
 */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

/** Everything an article may contain; the article title is the page's only h1. */
const ARTICLE_TAGS = [
  'p', 'br', 'hr',
  'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li',
  'em', 'strong', 'b', 'i', 'u', 's', 'sub', 'sup',
  'blockquote',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'img',
  'a',
] as const;

const ARTICLE_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading', 'referrerpolicy', 'decoding'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/**
 * Tags dropped together with everything inside them: their content is code,
 * a nested document or a form control, never article text. Other unknown
 * tags (span, font, section…) are unwrapped and their text kept; div
 * becomes p (see transformTags).
 */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title',
  'iframe', 'frame', 'frameset', 'object', 'applet', 'embed', 'svg', 'math',
  'form', 'button', 'select', 'option', 'textarea', 'input',
];

const LINK_REL = 'noopener noreferrer nofollow';

const SMALL_INT = /^\d{1,4}$/;
// The HTML standard bounds colspan to 1–1000 and rowspan to 0–65534.
const COLSPAN = (v: string) => SMALL_INT.test(v) && Number(v) >= 1 && Number(v) <= 1000;
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

type Attrs = sanitizeHtml.Attributes;

/** Copies the attributes whose value passes `check`. */
function pick(attribs: Attrs, names: string[], check: (v: string) => boolean): Attrs {
  const out: Attrs = {};
  for (const name of names) {
    const value = attribs[name];
    if (typeof value === 'string' && check(value)) out[name] = value;
  }
  return out;
}

const shiftHeading = (to: string): sanitizeHtml.Transformer => () => ({ tagName: to, attribs: {} });

function link(_tag: string, attribs: Attrs): sanitizeHtml.Tag {
  const href = safeHttpUrl(attribs.href);
  if (!href) return { tagName: 'a', attribs: {} }; // unwrapped by exclusiveFilter, text kept
  const kept: Attrs = { href };
  if (attribs.title) kept.title = attribs.title;
  return { tagName: 'a', attribs: { ...kept, target: '_blank', rel: LINK_REL } };
}

/**
 * The density candidates of a safe srcset, one per density. Width
 * candidates ("480w") need a sizes attribute, which articles do not carry.
 */
function densitySrcset(raw: string | undefined): string | null {
  const safe = safeSrcset(raw);
  if (!safe) return null;
  const seen = new Set<number>();
  const kept = safe.split(', ').filter((candidate) => {
    const descriptor = candidate.split(' ')[1] ?? '1x';
    const density = descriptor.endsWith('x') ? Number(descriptor.slice(0, -1)) : NaN;
    if (!(density > 0) || seen.has(density)) return false;
    seen.add(density);
    return true;
  });
  return kept.length > 0 ? kept.join(', ') : null;
}

function image(_tag: string, attribs: Attrs): sanitizeHtml.Tag {
  const src = safeImageUrl(attribs.src);
  if (!src) return { tagName: 'img', attribs: {} }; // removed by exclusiveFilter
  const srcset = densitySrcset(attribs.srcset);
  return {
    tagName: 'img',
    attribs: {
      src,
      ...(srcset ? { srcset } : {}),
      alt: attribs.alt ?? '',
      ...(attribs.title ? { title: attribs.title } : {}),
      ...pick(attribs, ['width', 'height'], (v) => SMALL_INT.test(v)),
      loading: 'lazy',
      decoding: 'async',
      referrerpolicy: 'no-referrer',
    },
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: ARTICLE_ATTRIBUTES,
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // sanitize-html's default allowedEmptyAttributes is ['alt']: an empty alt survives.
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    h1: shiftHeading('h2'),
    h2: shiftHeading('h3'),
    h3: shiftHeading('h4'),
    h4: shiftHeading('h5'),
    h5: shiftHeading('h6'),
    h6: shiftHeading('h6'),
    // Feeds often write paragraphs as <div>s; unwrapping them would run the
    // paragraphs together. A nested div yields an empty <p>, hidden by CSS.
    div: () => ({ tagName: 'p', attribs: {} }),
    a: link,
    img: image,
    ol: (_t, attribs) => ({ tagName: 'ol', attribs: pick(attribs, ['start'], (v) => SMALL_INT.test(v)) }),
    th: (_t, attribs) => ({
      tagName: 'th',
      attribs: {
        ...pick(attribs, ['colspan'], COLSPAN),
        ...pick(attribs, ['rowspan'], (v) => SMALL_INT.test(v)),
        ...pick(attribs, ['scope'], (v) => SCOPES.has(v)),
      },
    }),
    td: (_t, attribs) => ({
      tagName: 'td',
      attribs: { ...pick(attribs, ['colspan'], COLSPAN), ...pick(attribs, ['rowspan'], (v) => SMALL_INT.test(v)) },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src;
    const empty = frame.text.trim() === '';
    // A link without a safe target, or without text to name it, is unwrapped:
    // its content stays, the link (an unnamed or dangerous one) does not.
    // Empty tables and headings are dropped by wellFormedArticleHtml, once the tree is built.
    return frame.tag === 'a' && (!frame.attribs.href || empty) ? 'excludeTag' : false;
  },
};

/**
 * Sanitizes upstream NewsContent for rendering, on the server before any
 * component: foreign content cut out, sanitize-html keeps the allow-list,
 * then the result is rebuilt as a browser would build it and brought into
 * the content model (./well-formed.ts), so the page is valid HTML whatever
 * the feed sent.
 */
export function sanitizeArticleHtml(html: string): SanitizedHtml {
  return wellFormedArticleHtml(sanitizeHtml(dropForeignContent(html), OPTIONS)).trim() as SanitizedHtml;
}
