import type { Locale } from '@/lib/i18n/routing';

/**
 * Which colour means up / better (docs/design.md "Public URLs": `colors`). Chinese
 * readers expect red for a rise, English readers green; one convention holds
 * for a whole page: calendar outcomes, quote changes and candles alike.
 */
export const COLOR_SCHEMES = ['red-up', 'green-up'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const COLORS_PARAM = 'colors';
export const COLORS_COOKIE = 'colors';

export function parseColors(value: string | null | undefined): ColorScheme | null {
  return (COLOR_SCHEMES as readonly string[]).includes(value ?? '') ? (value as ColorScheme) : null;
}

export function defaultColors(locale: Locale): ColorScheme {
  return locale === 'en' ? 'green-up' : 'red-up';
}
