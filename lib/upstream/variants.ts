import type { Locale } from '@/lib/i18n/routing';
import type { Variant } from './types';

/** The tokened variant that serves each locale (docs/design.md "The shape"). */
const VARIANTS = { 'zh-CN': 'api', en: 'apien', 'zh-TW': 'apitc' } as const satisfies Record<Locale, Variant>;

export function variantOf(locale: Locale): Variant {
  return VARIANTS[locale];
}
