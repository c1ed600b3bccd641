import { ZONE_ABBREVIATIONS } from '@/lib/time/zone-cities';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { REMEMBER_ATTRIBUTES } from './remember';
import { TZ_COOKIE } from './zone';

/**
 * The third step of the zone order (docs/design.md "Public URLs"): on a first
 * visit the browser's own zone is read with Intl and remembered in the `tz`
 * cookie. The server cannot know it on that first request, so the page comes
 * in DEFAULT_TIME_ZONE (a stored copy of the default view, no render); when
 * the browser's zone differs, the page is reloaded before it is painted and
 * the second answer is the reader's own (one render). Readers without scripts
 * and crawlers keep the page in DEFAULT_TIME_ZONE.
 *
 * `firstVisitZone` runs as an inline script in the document head (its source
 * is inlined by firstVisitZoneScript), so it must stay self-contained: no
 * imports, no names from outside its body but the page's globals.
 */

/** What the page tells the script. */
export interface FirstVisitPage {
  /** The zone the page was rendered in. */
  rendered: string;
  /** A valid `tz` in the URL wins over the browser's zone: the page is already right. */
  inUrl: boolean;
  /** The cookie and its attributes, as lib/reader/remember.ts writes them. */
  cookie: string;
  attributes: string;
  /** Names Intl itself knows that canonicalTimeZone reads as readers mean them ("EST": New York). */
  meant: Record<string, string>;
}

/** The little of `window` the script uses. */
export interface ZoneWindow {
  document: { cookie: string };
  location: { reload(): void };
  Intl: { DateTimeFormat: typeof Intl.DateTimeFormat };
  performance?: { getEntriesByType?(type: string): ArrayLike<{ type?: string }> };
  stop?(): void;
}

/**
 * What the script did on one page load:
 * remembered: a zone was remembered already (the server rendered in it);
 * undetected: the browser named no zone we know, or the page forbids cookies;
 * kept: the browser's zone is remembered, and the page is right as it is;
 * unstored: cookies are refused, so the page stays in the zone it has (a reload would loop);
 * repeated: the page is itself a reload, and is never reloaded again (the zone applies from the next page);
 * reloaded: the zone is remembered and the page asked again, before it was painted.
 */
export type FirstVisitOutcome = 'remembered' | 'undetected' | 'kept' | 'unstored' | 'repeated' | 'reloaded';

export function firstVisitZone(page: FirstVisitPage, w: ZoneWindow): FirstVisitOutcome {
  // canonicalTimeZone (lib/time/zone-name.ts), restated: the browser has no module here.
  function canonical(name: string | null | undefined): string | null {
    if (!name || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return null;
    try {
      return new w.Intl.DateTimeFormat('en-US', { timeZone: page.meant[name.toUpperCase()] || name }).resolvedOptions().timeZone;
    } catch {
      return null;
    }
  }
  // Whether the cookie holds `zone` (or, without one, any zone) as the server will read it.
  function holds(zone?: string): boolean {
    const parts = w.document.cookie.split(';');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i].trim();
      if (part.indexOf(page.cookie + '=') !== 0) continue;
      let value = '';
      try {
        value = decodeURIComponent(part.slice(page.cookie.length + 1));
      } catch {
        continue;
      }
      if (zone ? value === zone : canonical(value) !== null) return true;
    }
    return false;
  }
  try {
    if (holds()) return 'remembered';
    const zone = canonical(new w.Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!zone) return 'undetected';
    w.document.cookie = page.cookie + '=' + encodeURIComponent(zone) + '; ' + page.attributes;
    if (page.inUrl || zone === page.rendered) return 'kept';
    // The next request carries the zone only if the cookie stuck.
    if (!holds(zone)) return 'unstored';
    // At most one reload in a row, whatever the cookies do: a reload is never reloaded again.
    const entries = w.performance && w.performance.getEntriesByType ? w.performance.getEntriesByType('navigation') : [];
    if (entries.length > 0 && entries[0].type === 'reload') return 'repeated';
    // Nothing of this page is parsed or painted any more: the next answer replaces it.
    if (w.stop) w.stop();
    w.location.reload();
    return 'reloaded';
  } catch {
    // A sandboxed page may forbid the cookie jar altogether.
    return 'undetected';
  }
}

function intlZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Only the abbreviations where canonicalTimeZone and Intl disagree: the script stays small. */
export const BROWSER_ZONE_MEANT: Record<string, string> = Object.fromEntries(
  Object.keys(ZONE_ABBREVIATIONS).flatMap((name) => {
    const meant = canonicalTimeZone(name);
    const own = intlZone(name);
    return meant !== null && own !== null && own !== meant ? [[name, meant]] : [];
  }),
);

/** The page's settings for the script. */
export function firstVisitPage(rendered: string, inUrl: boolean): FirstVisitPage {
  return { rendered, inUrl, cookie: TZ_COOKIE, attributes: REMEMBER_ATTRIBUTES, meant: BROWSER_ZONE_MEANT };
}

/** The function's source, taken once: every page with the site chrome carries it. */
const SOURCE = `(${firstVisitZone.toString()})`;

/** The inline script's source: firstVisitZone called with the page's settings. `<` is escaped so no value can end the script. */
export function firstVisitZoneScript(rendered: string, inUrl: boolean): string {
  const settings = JSON.stringify(firstVisitPage(rendered, inUrl)).replace(/</g, '\\u003c');
  return `${SOURCE}(${settings},window)`;
}
