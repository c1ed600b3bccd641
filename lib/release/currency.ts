import { countryCode } from './countries';
import { isCurrency, type Currency } from './currency-codes';

export { CURRENCIES, isCurrency, type Currency } from './currency-codes';

/**
 * The currency (ISO 4217) a release or event concerns, from its country
 * (docs/design.md, "Calendar filters"): the euro area and its members share
 * EUR, as traders read a German figure for the euro. Countries outside the
 * table have none, and a currency filter leaves them out.
 */
const CURRENCY_OF_COUNTRY: Readonly<Record<string, string>> = {
  US: 'USD', EU: 'EUR', DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', GB: 'GBP', JP: 'JPY', CN: 'CNY', HK: 'HKD', TW: 'TWD',
  KR: 'KRW', IN: 'INR', SG: 'SGD', AU: 'AUD', NZ: 'NZD', CA: 'CAD', CH: 'CHF', RU: 'RUB', BR: 'BRL', MX: 'MXN', ZA: 'ZAR',
};


/** The currency of an upstream country name (any of the three languages), or null when it has none here. */
export function currencyOf(country: string): Currency | null {
  const code = CURRENCY_OF_COUNTRY[countryCode(country)];
  return code && isCurrency(code) ? code : null;
}
