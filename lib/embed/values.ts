import { displayValue } from '@/lib/localize/units';
import type { Locale } from '@/lib/i18n/routing';

/** A value with its unit for this reader: "4.3%", "130K persons" (en, 万 scaled), "13.0萬人". */
export function withUnit(value: string | null, unit: string, locale: string): string | null {
  return displayValue(value, unit, locale as Locale);
}
