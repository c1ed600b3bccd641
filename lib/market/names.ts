/**
 * Localized exchange names (Exchanges messages). MARKET_EXCHANGES may name an
 * exchange we have no translation for; its code is its name then. Instrument
 * names stay as the upstream writes them (Chinese), only chrome is localized.
 */
export interface ExchangeTranslator {
  (key: string): string;
  has(key: string): boolean;
}

export function exchangeName(t: ExchangeTranslator, code: string): string {
  return t.has(code) ? t(code) : code;
}
