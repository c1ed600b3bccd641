import { routing, type Locale } from './routing';

/**
 * Accept-Language is written by the client: parsed strictly (RFC 9110
 * §12.5.4), an entry that is not a language range with an optional weight
 * (`//evil.example`, `en;q=2`, `en;q=abc`) is skipped on its own and never
 * spoils the entries beside it.
 */
const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i;
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

interface Ranked {
  tag: string;
  q: number;
  index: number;
}

function parseAcceptLanguage(header: string | null): Ranked[] {
  const out: Ranked[] = [];
  (header ?? '').slice(0, 1000).split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    if (!RANGE.test(tag) || params.length > 1) return;
    let q = 1;
    if (params.length === 1) {
      if (!WEIGHT.test(params[0])) return;
      q = Number(params[0].slice(2));
    }
    if (q > 0) out.push({ tag: tag.toLowerCase(), q, index });
  });
  return out.sort((a, b) => b.q - a.q || a.index - b.index);
}

/** The supported locales the header asks for, best first (none when it names none of ours). */
export function requestedLocales(acceptLanguage: string | null): Locale[] {
  const order: Locale[] = [];
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    const locale = matchLocale(tag);
    if (locale && !order.includes(locale)) order.push(locale);
  }
  return order;
}

/**
 * The supported locales ordered by an Accept-Language header (best first),
 * for pages outside any locale. Matching is by full tag, then by script or
 * region hints for Chinese (zh-Hant, zh-TW, zh-HK → zh-TW), then language.
 */
export function localesByPreference(acceptLanguage: string | null): Locale[] {
  const order = requestedLocales(acceptLanguage);
  for (const l of routing.locales) if (!order.includes(l)) order.push(l);
  return order;
}

/**
 * A clean Accept-Language naming only our locales, in the reader's order,
 * for the locale redirect of next-intl's middleware (whose matcher gives up
 * on the whole header when one entry is malformed); null when none matched.
 */
export function normalizedAcceptLanguage(acceptLanguage: string | null): string | null {
  const order = requestedLocales(acceptLanguage);
  if (order.length === 0) return null;
  return order.map((l, i) => (i === 0 ? l : `${l};q=${(1 - i / 10).toFixed(1)}`)).join(', ');
}

function matchLocale(tag: string): Locale | null {
  const exact = routing.locales.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  if (tag === 'zh' || tag.startsWith('zh-')) return /-(hant|tw|hk|mo)\b/.test(tag) ? 'zh-TW' : 'zh-CN';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return null;
}
