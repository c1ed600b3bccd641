const ONE_YEAR = 365 * 24 * 3600;

/** Remembers a reader choice (`tz`, `colors`) for a year, for every path of the site. */
export function rememberCookie(name: 'tz' | 'colors', value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}
