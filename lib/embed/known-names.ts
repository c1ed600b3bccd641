import type { Locale } from '@/lib/i18n/routing';
import { knownSymbolName } from '@/lib/localize/symbols';
import { refOfKey } from '@/lib/market/keys';

/**
 * The table's name of each symbol in the reader's language (null when it has
 * none), for a widget's client leaf: it then chooses each name without
 * carrying the whole table (lib/localize/symbol-name-rule.ts).
 */
export function knownNamesOf(locale: Locale, keys: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(
    keys.map((key) => {
      const { exchange, code } = refOfKey(key);
      return [key, knownSymbolName(locale, exchange, code)];
    }),
  );
}
