import { routing, type Locale } from './routing';

/**
 * The supported locales ordered by an Accept-Language header (best first),
 * for pages outside any locale. Matching is by full tag, then by script or
 * region hints for Chinese (zh-Hant, zh-TW, zh-HK → zh-TW), then language.
 */
export function localesByPreference(acceptLanguage: string | null): Locale[] {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean);
      return { tag: tag.toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const order: Locale[] = [];
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale && !order.includes(locale)) order.push(locale);
  }
  for (const l of routing.locales) if (!order.includes(l)) order.push(l);
  return order;
}

function matchLocale(tag: string): Locale | null {
  const exact = routing.locales.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  if (tag.startsWith('zh')) return /hant|tw|hk|mo/.test(tag) ? 'zh-TW' : 'zh-CN';
  if (tag.startsWith('en')) return 'en';
  return null;
}
