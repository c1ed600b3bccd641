// How markets moved after each release, end to end: a portal of its own with
// an embedded archive; five releases of U.S. non-farm payrolls are created in
// the simulator's recent past (their outcome moves its linked symbols), the
// archive's leader records the moves from one-minute K-lines, and the
// indicator page shows the medians with their counts and the scatter in every
// locale; five make a typical move, which the indicator page and a pending
// release's calendar row show. The sign of a move is never checked: the
// simulator adds noise.
import { expect, test, type Locator } from '@playwright/test';
import { SYMBOL_NAMES } from '../../lib/localize/symbols';
import { historyResponse, reactionsResponse } from '../../lib/openapi/shapes';
import { healthDetails, LOADED_LOCK, startIsolated, type Isolated } from './support/isolated';
import { axe } from './support/axe';

// Its set-up fills the cores (a backfill, the recorder's reads) and its answers have their time budget (./support/isolated.ts, LOADED_LOCK).
test.describe.configure({ mode: 'serial', timeout: 120_000, lock: LOADED_LOCK });

const NFP = '112022041900110001';
const GOLD = 'WGJS:XAU';
let portal: Isolated;
/** A release of the same indicator still to come: its calendar row shows the typical move. */
let pending: { recordId: number; at: number };

const health = () => healthDetails(portal.base).catch(() => null);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Eight days back: every weekly indicator has a release in the archive (the empty-state checks below pick one).
  const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
  portal = await startIsolated({
    token: 'reactions-e2e-token',
    timeoutMs: 3000,
    // Its archive in a folder of its own, a copy of a fresh one (./support/fresh-archive.ts), removed on stop.
    env: { ARCHIVE: 'on', ARCHIVE_BACKFILL_FROM: weekAgo, ARCHIVE_RATE_PER_S: '1000' },
  });
  // Published 95 … 75 minutes ago: every mark (+60 at the latest) has passed, within the K-lines' two hours.
  for (const minutes of [95, 90, 85, 80, 75]) await portal.control('releases', { inSeconds: -minutes * 60, idxId: NFP, importance: 3 });
  const next = await portal.control('releases', { inSeconds: 2 * 3600, idxId: NFP, importance: 3 });
  pending = { recordId: next.recordId, at: Date.now() + 2 * 3600_000 };
  for (;;) {
    const reactions = (await health())?.archive?.reactions;
    // Five releases × (before, +5, +15, +60) for gold alone is twenty reads; every linked symbol is read alike.
    if (reactions?.reads >= 20 * 3) break;
    if (reactions?.lastError) console.log(`reaction recorder: ${JSON.stringify(reactions.lastError)}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  // Every linked symbol of the last release read.
  await expect
    .poll(async () => {
      const body = await fetch(`${portal.base}/api/indicators/${NFP}/reactions?symbol=${GOLD}`).then((r) => r.json());
      return body.symbols?.[0]?.releases?.filter((r: { read: number[] }) => r.read.length === 4).length ?? 0;
    }, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(5);
});

test.afterAll(async () => {
  await portal?.stop();
});

test('health shows the recorder leading, with its reads and K-line calls', async () => {
  const { archive } = await health();
  expect(archive.reactions).toMatchObject({ state: expect.stringMatching(/^(watching|recording)$/) });
  expect(archive.reactions.watching).toBeGreaterThanOrEqual(3);
  // At most one K-line answer per linked symbol and mark: never more calls than reads.
  expect(archive.reactions.candleCalls).toBeLessThanOrEqual(archive.reactions.reads);
});

test('the reactions API serves the recorded moves, validated', async () => {
  const res = await fetch(`${portal.base}/api/indicators/${NFP}/reactions?locale=en&symbol=${GOLD}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  // The shape the public API's description gives (lib/openapi), for every symbol of the indicator too.
  expect(reactionsResponse.safeParse(body).error?.issues ?? []).toEqual([]);
  const all = await fetch(`${portal.base}/api/indicators/${NFP}/reactions?locale=zh-TW`).then((r) => r.json());
  expect(all.symbols.length).toBeGreaterThan(1);
  expect(reactionsResponse.safeParse(all).error?.issues ?? []).toEqual([]);
  // The recorder archives its days in Simplified Chinese (the `api` variant).
  const history = await fetch(`${portal.base}/api/indicators/${NFP}/history?locale=zh-CN`).then((r) => r.json());
  expect(history.releases.length).toBeGreaterThanOrEqual(3);
  expect(historyResponse.safeParse(history).error?.issues ?? []).toEqual([]);
  const [gold] = body.symbols;
  const recorded = gold.releases.filter((r: { read: number[] }) => r.read.length === 4);
  expect(recorded.length).toBeGreaterThanOrEqual(3);
  for (const r of recorded) {
    expect(r.before).toEqual(expect.any(Number));
    expect(r.at['60']).toEqual(expect.any(Number));
  }
  const counts = Object.values(gold.medians).map((m: any) => m['15'].count);
  expect(Math.max(...counts)).toBeGreaterThanOrEqual(3);
  expect((await fetch(`${portal.base}/api/indicators/${NFP}/reactions?symbol=GJZS:DAX`)).status).toBe(404);
  expect((await fetch(`${portal.base}/api/indicators/99999/reactions`)).status).toBe(404);
  const bad = await fetch(`${portal.base}/api/indicators/${NFP}/reactions?format=xml`);
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.code).toBe('bad_request');
});

const TYPICAL_WORDS = { en: 'typically moves', 'zh-CN': '通常在 15 分钟内波动', 'zh-TW': '通常在 15 分鐘內波動' } as const;

for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
  test(`${locale}: five releases make a typical move, on the indicator page by outcome and on a pending release's row`, async ({ page }) => {
    const body = await fetch(`${portal.base}/api/indicators/${NFP}/reactions?locale=${locale}`).then((r) => r.json());
    // The first symbol the newest release's rule names (the calendar row's), one of those recorded.
    const first: string = body.typicalSymbol;
    const typical = body.symbols.find((s: { symbol: string }) => s.symbol === first)?.typical;
    expect(nameIn(locale, first), `${first} is in the names table`).toBeTruthy();
    // Read by this recorder, which keeps highs and lows: both figures, over all five.
    expect(typical.all.move.count).toBe(5);
    expect(typical.all.move.median).toBeGreaterThan(0);
    expect(typical.all.range.count).toBe(5);
    expect(typical.all.range.median).toBeGreaterThan(0);

    await page.goto(`${portal.base}/${locale}/indicators/${NFP}`);
    const table = page.getByTestId('typical-table');
    await expect(table).toHaveAttribute('data-symbol', first);
    await expect(table.locator('caption')).toContainText(nameIn(locale, first)!);
    const all = table.locator('tr[data-outcome="all"]');
    await expect(all.getByTestId('typical-move')).toHaveAttribute('data-count', '5');
    await expect(all.getByTestId('typical-move')).not.toHaveAttribute('data-median', '');
    await expect(all.getByTestId('typical-move')).toContainText('±');
    // By outcome: the five are split among beat, in line and miss, each with its count.
    const counts = await table.locator('tbody tr:not([data-outcome="all"]) [data-testid="typical-move"]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-count'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(pending.at));
    await page.goto(`${portal.base}/${locale}/calendar?date=${day}&tz=Asia/Shanghai`);
    const row = page.locator(`[data-testid="release-row"][data-release-id="${pending.recordId}"]`);
    const note = row.getByTestId('typical-move');
    await expect(note).toHaveAttribute('data-symbol', first);
    await expect(note).toHaveAttribute('data-count', '5');
    await expect(note).toContainText(TYPICAL_WORDS[locale]);
    await expect(note).toContainText(nameIn(locale, first)!);
    // Released rows carry none.
    await expect(page.locator('[data-testid="release-row"][data-released="true"] [data-testid="typical-move"]')).toHaveCount(0);
  });
}

const HEADINGS = { en: 'How markets moved after each release', 'zh-CN': '每次公布后市场如何变动', 'zh-TW': '每次公佈後市場如何變動' } as const;

for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
  test(`${locale}: the indicator page shows the median move per outcome with its count, and the scatter`, async ({ page }) => {
    await page.goto(`${portal.base}/${locale}/indicators/${NFP}`);
    const section = page.getByRole('region', { name: HEADINGS[locale] });
    await expect(section).toBeVisible();
    const gold = section.locator(`[data-testid="reactions-table"][data-symbol="${GOLD}"]`);
    await expect(gold).toBeVisible();
    // The three releases share one outcome (one period's values): that row has a median at every mark.
    const cells = gold.locator('tbody td[data-count="3"], tbody td[data-count="4"], tbody td[data-count="5"]');
    await expect(cells.first()).toBeVisible();
    const withMedian = gold.locator('tbody td:not([data-median=""])');
    expect(await withMedian.count()).toBeGreaterThanOrEqual(3);
    // Rows under three releases show no median.
    for (const cell of await gold.locator('tbody td[data-count="0"], tbody td[data-count="1"], tbody td[data-count="2"]').all()) {
      await expect(cell).toHaveAttribute('data-median', '');
    }
    const scatter = section.getByTestId('reactions-scatter');
    await scatter.scrollIntoViewIfNeeded();
    await expect(scatter.locator('.recharts-scatter-symbol').first()).toBeVisible({ timeout: 30_000 });
    expect(Number(await scatter.getAttribute('data-points'))).toBeGreaterThanOrEqual(3);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe (${colorScheme})`, () => {
    test.use({ colorScheme });
    test(`the indicator page with its reactions has no serious violation (${colorScheme})`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.goto(`${portal.base}/en/indicators/${NFP}`);
      await page.getByTestId('reactions-scatter').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('reactions-scatter').locator('.recharts-scatter-symbol').first()).toBeVisible({ timeout: 30_000 });
      const results = await axe(page).include('main').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

// Symbols are named in the reader's language in the reactions section, empty or filled
// (docs/design.md, "The history archive"): the names table's name for every known code, never the code with its
// exchange ("XAU (WGJS)") and, for English and Traditional-Chinese readers, never the
// upstream's Simplified-Chinese name.
type Locale = 'en' | 'zh-CN' | 'zh-TW';
const COLUMN: Record<Locale, number> = { 'zh-CN': 0, en: 1, 'zh-TW': 2 };
const KNOWN = Object.entries(SYMBOL_NAMES).flatMap(([exchange, codes]) => Object.entries(codes).map(([code, names]) => ({ exchange, code, names })));
const nameIn = (locale: Locale, key: string) => {
  const [exchange, code] = key.split(':');
  return SYMBOL_NAMES[exchange]?.[code]?.[COLUMN[locale]];
};

/** What the section says, select options included. */
const textOf = (section: Locator) => section.evaluate((el) => el.textContent ?? '');

async function expectNamesIn(section: Locator, locale: Locale, keys: string[]) {
  const text = await textOf(section);
  for (const { exchange, code } of KNOWN) expect(text, `${code} (${exchange})`).not.toContain(`${code} (${exchange})`);
  if (locale === 'en') expect(text.match(/\p{Script=Han}+/gu) ?? []).toEqual([]);
  if (locale === 'zh-TW') {
    for (const { names } of KNOWN) if (names[0] !== names[2]) expect(text).not.toContain(names[0]);
  }
  for (const key of keys) {
    const name = nameIn(locale, key);
    expect(name, `${key} is in the names table`).toBeTruthy();
    expect(text).toContain(name);
  }
  // Known codes only here: nothing is marked as untranslated.
  await expect(section.locator('[data-original]')).toHaveCount(0);
}

/** Weekly U.S. indicators with linked symbols: EIA and API crude inventories, initial jobless claims. */
/** Words of the page's note on releases older than the K-lines, per locale. */
const BEYOND_WORDS = { en: 'before the one-minute prices', 'zh-CN': '早于数据源仍提供的一分钟价格', 'zh-TW': '早於資料來源仍提供的一分鐘價格' } as const;

const WEEKLY = ['112022041900110016', '112022041900110031', '112022041900110011'];
const HOUR = 3600_000;

/**
 * An archived indicator with linked symbols and no reaction recorded, and none to come while the
 * spec runs: no release of it within the recorder's three hours back or the next hour.
 */
async function unrecordedIndicator(): Promise<{ id: string; symbols: string[] }> {
  await expect.poll(async () => (await health())?.archive?.backfill?.daysToDo, { timeout: 120_000 }).toBe(0);
  for (const id of WEEKLY) {
    const history = await fetch(`${portal.base}/api/indicators/${id}/history?locale=en`).then((r) => r.json());
    const now = Date.now();
    const near = (history.releases ?? []).some((r: { publishedAt: string }) => Date.parse(r.publishedAt) > now - 3.5 * HOUR && Date.parse(r.publishedAt) < now + HOUR);
    const reactions = await fetch(`${portal.base}/api/indicators/${id}/reactions?locale=en`).then((r) => r.json());
    const symbols: { symbol: string; releases: unknown[] }[] = reactions.symbols ?? [];
    if (!near && history.releases?.length && symbols.length && symbols.every((s) => s.releases.length === 0)) return { id, symbols: symbols.map((s) => s.symbol) };
  }
  throw new Error('no weekly indicator without recorded reactions in the archive');
}

for (const locale of ['en', 'zh-TW', 'zh-CN'] as const) {
  test(`${locale}: the reactions section names every symbol in the reader's language, filled and empty`, async ({ page }) => {
    await page.goto(`${portal.base}/${locale}/indicators/${NFP}`);
    const filled = page.getByRole('region', { name: HEADINGS[locale] });
    const tables = filled.getByTestId('reactions-table');
    await expect(tables.first()).toBeVisible();
    const keys = await tables.evaluateAll((els) => els.map((el) => el.getAttribute('data-symbol') ?? ''));
    expect(keys).toContain(GOLD);
    for (const key of keys) {
      await expect(filled.locator(`[data-testid="reactions-table"][data-symbol="${key}"] caption`)).toContainText(nameIn(locale, key)!);
    }
    await filled.getByTestId('reactions-scatter').scrollIntoViewIfNeeded();
    await expect(filled.getByTestId('reactions-scatter').locator('.recharts-scatter-symbol').first()).toBeVisible({ timeout: 30_000 });
    await expectNamesIn(filled, locale, keys);

    const empty = await unrecordedIndicator();
    await page.goto(`${portal.base}/${locale}/indicators/${empty.id}`);
    const section = page.getByRole('region', { name: HEADINGS[locale] });
    await expect(section.getByTestId('reactions-empty')).toBeVisible();
    await expectNamesIn(section, locale, empty.symbols);
    // Its archived releases were swept too: the simulator's K-lines reach two hours back, so they are counted as
    // out of reach, on the page and in the API, rather than left unsaid (every release in the archive).
    await expect
      .poll(async () => {
        const answer = await fetch(`${portal.base}/api/indicators/${empty.id}/reactions?locale=${locale}`).then((r) => r.json());
        return Math.max(0, ...answer.symbols.map((s: { olderThanKlines: { releases: number } | null }) => s.olderThanKlines?.releases ?? 0));
      }, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(1);
    await expect(async () => {
      await page.reload();
      const beyond = section.getByTestId('reactions-beyond');
      await expect(beyond).toBeVisible({ timeout: 2000 });
      expect(Number(await beyond.getAttribute('data-releases'))).toBeGreaterThanOrEqual(1);
      await expect(beyond).toContainText(BEYOND_WORDS[locale]);
    }).toPass({ timeout: 90_000 });

    // The API names them alike, in the locale asked for.
    const body = await fetch(`${portal.base}/api/indicators/${NFP}/reactions?locale=${locale}&symbol=${GOLD}`).then((r) => r.json());
    expect(body.symbols[0]).toMatchObject({ symbol: GOLD, name: nameIn(locale, GOLD), nameOriginal: false });
  });
}
