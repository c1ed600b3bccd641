import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  firstVisitPage,
  firstVisitZone,
  firstVisitZoneScript,
  type FirstVisitOutcome,
  type ZoneWindow,
} from '@/lib/reader/first-visit-zone';
import { rememberedCookie } from '@/lib/reader/remember';
import { ZONE_ABBREVIATIONS } from '@/lib/time/zone-cities';
import { canonicalTimeZone, COMMON_TIME_ZONES } from '@/lib/time/zone-name';

const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

interface Browser {
  window: ZoneWindow;
  /** Every `document.cookie = …` the script wrote. */
  written: string[];
  /** In order: 'stop', 'reload'. */
  calls: string[];
  /** The `tz` cookie as the next request would send it. */
  sent(): string | undefined;
}

/**
 * A browser on a first page load: its Intl names `zone`; `cookies: false`
 * drops every cookie written (cookies disabled), `sandboxed` throws on the jar;
 * `before` is what document.cookie held already; `navigation` the load's type.
 */
function browser(zone: string, options: { cookies?: boolean; sandboxed?: boolean; before?: string; navigation?: string } = {}): Browser {
  const jar = new Map<string, string>();
  for (const pair of (options.before ?? '').split('; ').filter(Boolean)) jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  const written: string[] = [];
  const calls: string[] = [];
  const refuse = () => {
    if (options.sandboxed) throw new Error('SecurityError: the document is sandboxed');
  };
  const document = {
    get cookie() {
      refuse();
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      refuse();
      written.push(line);
      if (options.cookies === false) return;
      const pair = line.split(';')[0];
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    },
  };
  // `new Intl.DateTimeFormat()` is the browser's own zone; with a zone given, the real Intl.
  const DateTimeFormat = function (locale?: string, opts?: Intl.DateTimeFormatOptions) {
    if (locale === undefined && opts === undefined) return { resolvedOptions: () => ({ timeZone: zone }) };
    return new Intl.DateTimeFormat(locale, opts);
  } as unknown as typeof Intl.DateTimeFormat;
  const window: ZoneWindow = {
    document,
    location: { reload: () => void calls.push('reload') },
    Intl: { DateTimeFormat },
    performance: { getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: options.navigation ?? 'navigate' }] : []) },
    stop: () => void calls.push('stop'),
  };
  return { window, written, calls, sent: () => jar.get('tz') };
}

const load = (b: Browser, rendered = SHANGHAI, inUrl = false): FirstVisitOutcome => firstVisitZone(firstVisitPage(rendered, inUrl), b.window);

describe('the first visit in another zone', () => {
  it('remembers the zone exactly as the zone picker does, then reloads before paint', () => {
    const b = browser(NEW_YORK);
    expect(load(b)).toBe('reloaded');
    expect(b.written).toEqual([rememberedCookie('tz', NEW_YORK)]);
    expect(b.written[0]).toMatch(/^tz=America%2FNew_York; path=\/; max-age=31536000; samesite=lax$/);
    // The page stops parsing first, so nothing of it is painted.
    expect(b.calls).toEqual(['stop', 'reload']);
  });

  it('reloads only when the page was rendered in another zone and the URL names none', () => {
    const same = browser(SHANGHAI);
    expect(load(same)).toBe('kept');
    const inUrl = browser(NEW_YORK);
    expect(load(inUrl, 'Europe/Paris', true)).toBe('kept');
    for (const b of [same, inUrl]) expect(b.calls).toEqual([]);
    // Both still remember the browser's zone for the pages that name none.
    expect(same.sent()).toBe(encodeURIComponent(SHANGHAI));
    expect(inUrl.sent()).toBe(encodeURIComponent(NEW_YORK));
  });

  it('does nothing when a zone is remembered already (the server rendered in it)', () => {
    for (const before of ['tz=Asia%2FTokyo', 'colors=red-up; tz=Asia%2FTokyo', 'tz=Europe/London']) {
      const b = browser(NEW_YORK, { before });
      expect(load(b, 'Asia/Tokyo'), before).toBe('remembered');
      expect(b.written).toEqual([]);
      expect(b.calls).toEqual([]);
    }
  });

  it('replaces a remembered value that is no zone, as the server ignores it', () => {
    const b = browser(NEW_YORK, { before: 'tz=Mars%2FOlympus; stz=Asia%2FTokyo' });
    expect(load(b)).toBe('reloaded');
    expect(b.sent()).toBe(encodeURIComponent(NEW_YORK));
  });
});

describe('never a reload loop', () => {
  it('never reloads when the cookie cannot be written: the page stays in its zone', () => {
    const refused = browser(NEW_YORK, { cookies: false });
    expect(load(refused)).toBe('unstored');
    expect(refused.written).toHaveLength(1);
    const sandboxed = browser(NEW_YORK, { sandboxed: true });
    expect(load(sandboxed)).toBe('undetected');
    for (const b of [refused, sandboxed]) expect(b.calls).toEqual([]);
  });

  it('never reloads a page that is itself a reload', () => {
    const b = browser(NEW_YORK, { navigation: 'reload' });
    expect(load(b)).toBe('repeated');
    expect(b.calls).toEqual([]);
    expect(b.sent()).toBe(encodeURIComponent(NEW_YORK));
  });

  it('reloads at most once over any run of loads, whatever the cookie jar does', () => {
    for (const cookies of [true, false]) {
      for (const forgetful of [false, true]) {
        let reloads = 0;
        let before = '';
        let navigation = 'navigate';
        // The server renders in the remembered zone; a forgetful jar loses it between loads.
        for (let i = 0; i < 5; i++) {
          const b = browser(NEW_YORK, { cookies, before, navigation });
          const rendered = b.sent() ? decodeURIComponent(b.sent()!) : SHANGHAI;
          if (load(b, rendered) !== 'reloaded') break;
          reloads++;
          before = forgetful ? '' : `tz=${b.sent()}`;
          navigation = 'reload';
        }
        expect(reloads, `cookies ${cookies}, forgetful ${forgetful}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('zone names', () => {
  const named = [
    ...COMMON_TIME_ZONES,
    ...Object.keys(ZONE_ABBREVIATIONS),
    ...Object.keys(ZONE_ABBREVIATIONS).map((n) => n.toLowerCase()),
    'US/Eastern',
    'PRC',
    'Asia/Chongqing',
    'Asia/Kolkata',
    'Asia/Calcutta',
    'Etc/UTC',
    'Etc/GMT+5',
    'europe/london',
    'Mars/Olympus',
    'Asia/Shanghai;',
    'Asia/Shang hai',
    `Asia/${'x'.repeat(70)}`,
    '',
  ];

  /** Whether Intl knows the name: a browser names its zone only so (never "EDT", which readers type). */
  const known = (name: string) => {
    try {
      return Boolean(new Intl.DateTimeFormat('en-US', { timeZone: name }));
    } catch {
      return false;
    }
  };

  it('remembers the canonical name, as canonicalTimeZone spells it, or nothing', () => {
    for (const name of named) {
      const b = browser(name);
      load(b, 'Pacific/Kiritimati');
      const canonical = known(name) ? canonicalTimeZone(name) : null;
      expect(b.sent(), name).toBe(canonical === null ? undefined : encodeURIComponent(canonical));
      expect(b.calls.includes('reload'), name).toBe(canonical !== null);
    }
  });

  it('takes an alias of the rendered zone for that zone: no reload', () => {
    for (const alias of ['PRC', 'Asia/Chongqing', 'asia/shanghai']) {
      const b = browser(alias);
      expect(load(b), alias).toBe('kept');
      expect(b.sent()).toBe(encodeURIComponent(SHANGHAI));
    }
    // "EST" means New York to readers (lib/time/zone-cities.ts), as in the zone picker.
    const est = browser('EST');
    expect(load(est, NEW_YORK)).toBe('kept');
    expect(est.sent()).toBe(encodeURIComponent(NEW_YORK));
  });
});

describe('the inline script', () => {
  it('runs on its own, with the page globals only', () => {
    const b = browser(NEW_YORK);
    // A fresh realm: a name the function borrowed from its module would be missing there.
    runInNewContext(firstVisitZoneScript(SHANGHAI, false), { window: b.window });
    expect(b.written).toEqual([rememberedCookie('tz', NEW_YORK)]);
    expect(b.calls).toEqual(['stop', 'reload']);
    const inUrl = browser(NEW_YORK);
    runInNewContext(firstVisitZoneScript(SHANGHAI, true), { window: inUrl.window });
    expect(inUrl.calls).toEqual([]);
  });

  it('cannot be ended early by a value, and stays small', () => {
    const script = firstVisitZoneScript('</script><script>alert(1)</script>', false);
    expect(script).not.toContain('</');
    expect(script).not.toContain('<script');
    expect(firstVisitZoneScript(SHANGHAI, false).length).toBeLessThan(2500);
  });
});
