import { defineRouting } from 'next-intl/routing';

// The only place the locales are listed.
export const routing = defineRouting({
  locales: ['zh-CN', 'en', 'zh-TW'],
  defaultLocale: 'zh-CN',
  localePrefix: 'always',
});

export type Locale = (typeof routing.locales)[number];
