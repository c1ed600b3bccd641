import { defineRouting } from 'next-intl/routing';

// The only place the locales are listed.
export const routing = defineRouting({
  locales: ['zh-CN', 'en', 'zh-TW'],
  defaultLocale: 'zh-CN',
  localePrefix: 'always',
  // `/` negotiates from Accept-Language (docs/design.md "Public URLs"), and the
  // locale is always in the path: no cookie to remember it. A page that sets
  // no cookie is the same for every reader of its URL, so it can be shared
  // by the cache of rendered views (lib/view-cache).
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/**
 * `/{locale}{path}`: the one place an app URL gets its locale prefix
 * (next-intl's Link adds it by itself). `path` is locale-less, query allowed;
 * '' and '/' are the dashboard.
 */
export function localePath(locale: Locale | string, path: string): string {
  return `/${locale}${path.replace(/^\/(?=\?|$)/, '')}`;
}
