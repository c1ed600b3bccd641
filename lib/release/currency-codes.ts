/**
 * Every currency (ISO 4217) a calendar filter may name, in the order the
 * filter forms offer them (most traded first). Apart from currency.ts, which
 * reads countries, so that the embed builder in the browser lists them
 * without the country table.
 */
export const CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CNY', 'AUD', 'CAD', 'CHF', 'NZD', 'HKD', 'SGD', 'KRW', 'INR', 'TWD', 'RUB', 'BRL', 'MXN', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);
