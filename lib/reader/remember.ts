const ONE_YEAR = 365 * 24 * 3600;

/** How a reader choice is remembered: for a year, for every path of the site. */
export const REMEMBER_ATTRIBUTES = `path=/; max-age=${ONE_YEAR}; samesite=lax`;

/** The cookie line that remembers a reader choice (`tz`, `colors`). */
export function rememberedCookie(name: 'tz' | 'colors', value: string): string {
  return `${name}=${encodeURIComponent(value)}; ${REMEMBER_ATTRIBUTES}`;
}

/** Remembers a reader choice (`tz`, `colors`) for a year, for every path of the site. */
export function rememberCookie(name: 'tz' | 'colors', value: string): void {
  document.cookie = rememberedCookie(name, value);
}
