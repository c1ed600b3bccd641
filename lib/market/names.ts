/**
 * Localized exchange names (Exchanges messages). MARKET_EXCHANGES may name an
 * exchange we have no translation for; its code is its name then. Symbol
 * names in the reader's language: lib/localize/symbols.ts.
 */
export interface ExchangeTranslator {
  (key: string): string;
  has(key: string): boolean;
}

export function exchangeName(t: ExchangeTranslator, code: string): string {
  return t.has(code) ? t(code) : code;
}
