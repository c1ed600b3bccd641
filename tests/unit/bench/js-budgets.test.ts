// The rules of the first-load JavaScript budgets (bench/js-budgets.mjs,
// docs/performance.md "First-load JavaScript"); the figures themselves need a
// build and come from `npm run bench -- --js-only`, which exits 1 over budget.
import { describe, expect, it } from 'vitest';
import { BUDGET_KB, documentScripts, JS_ROUTES, verdict } from '../../../bench/js-budgets.mjs';

describe('first-load JS budgets', () => {
  it("counts a document's own scripts once each, `noModule` polyfills apart", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async="" nonce="n"></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script nonce="n" src="/_next/static/chunks/b.js"></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n"></script>',
      '<script nonce="n">self.__next_f.push([1,"<script src=\\"x.js\\">"])</script>',
      '<link rel="preload" href="/_next/static/chunks/c.js" as="script">',
    ].join('');
    expect(documentScripts(html)).toEqual({ modern: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], legacy: ['/_next/static/chunks/polyfills.js'] });
  });

  it('a page may weigh the floor + 40 kB, an embed the floor + 20 kB, and no more', () => {
    expect(BUDGET_KB).toEqual({ page: 40, embed: 20 });
    expect(verdict({ kind: 'page', kb: 171.7, floorKb: 131.7 })).toMatchObject({ pass: true, budget: 171.7 });
    expect(verdict({ kind: 'page', kb: 171.8, floorKb: 131.7 }).pass).toBe(false);
    expect(verdict({ kind: 'embed', kb: 151.7, floorKb: 131.7 }).pass).toBe(true);
    expect(verdict({ kind: 'embed', kb: 152.4, floorKb: 131.7 })).toMatchObject({ pass: false });
  });

  it('measures every page and every embed widget', () => {
    const routes = JS_ROUTES as [string, 'page' | 'embed', string | null][];
    const names = routes.map(([name]) => name);
    for (const page of ['dashboard', 'calendar day', 'calendar week', 'calendar month', 'indicator', 'symbol', 'markets', 'news', 'article']) expect(names).toContain(page);
    const embeds = routes.filter(([, kind]) => kind === 'embed').map(([, , path]) => path?.split('?')[0]);
    expect(embeds).toEqual(['/en/embed/calendar', '/en/embed/events', '/en/embed/indicator/112022041900110008', '/en/embed/quotes', '/en/embed/chart', '/en/embed/news']);
  });
});
