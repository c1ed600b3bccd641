import type { MessageKey, Translator } from '@/lib/i18n/translator';

/**
 * Localized exchange names (Exchanges messages). MARKET_EXCHANGES may name an
 * exchange we have no translation for; its code is its name then. Symbol
 * names in the reader's language: lib/localize/symbols.ts.
 */
export function exchangeName(t: Translator<'Exchanges'>, code: string): string {
  // The code is data (configuration, the route), not one of the messages'
  // keys by type: t.has, next-intl's check for a key, decides at run time.
  const key = code as MessageKey<'Exchanges'>;
  return t.has(key) ? t(key) : code;
}
