import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// lib/i18n/routing.ts (localePath) is the one place an app URL gets its locale prefix.
const OWNER = 'lib/i18n/routing.ts';
const ROOT = join(import.meta.dirname, '..', '..', '..');
// `/${locale}…`, `/${ctx.locale}…`, '/' + locale, `/${q.locale}`: a locale prefix written by hand.
const HAND_BUILT = [/`\/\$\{[\w.?]*locale\}/i, /['"`]\/['"`]\s*\+\s*[\w.]*locale\b/i];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

describe('locale URLs', () => {
  it('no file under app/ or lib/ builds a /${locale} URL by hand', () => {
    const offenders = ['app', 'lib']
      .flatMap((d) => sources(join(ROOT, d)))
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => path !== OWNER)
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, i) => (HAND_BUILT.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('the check itself catches the forms it is meant to', () => {
    for (const line of ['href={`/${locale}/news`}', 'action={`/${ctx.locale}/calendar`}', "const u = '/' + locale;", 'new URL(`/${q.locale}/x`)']) {
      expect(HAND_BUILT.some((re) => re.test(line)), line).toBe(true);
    }
    expect(HAND_BUILT.some((re) => re.test('localePath(locale, `/news`)'))).toBe(false);
  });
});
