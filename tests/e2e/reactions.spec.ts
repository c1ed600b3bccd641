// How markets moved after each release, end to end: a portal of its own with
// an embedded archive; three releases of U.S. non-farm payrolls are created in
// the simulator's recent past (their outcome moves its linked symbols), the
// archive's leader records the moves from one-minute K-lines, and the
// indicator page shows the medians with their counts and the scatter in every
// locale. The sign of a move is never checked: the simulator adds noise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startIsolated, type Isolated } from './support-isolated';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NFP = '112022041900110001';
const GOLD = 'WGJS:XAU';
let portal: Isolated;
let dataDir: string;

const health = () => fetch(`${portal.base}/api/health`).then((r) => r.json(), () => null);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'macrodesk-e2e-reactions-'));
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  portal = await startIsolated({
    token: 'reactions-e2e-token',
    timeoutMs: 3000,
    env: { ARCHIVE: 'on', DATA_DIR: dataDir, ARCHIVE_BACKFILL_FROM: yesterday, ARCHIVE_RATE_PER_S: '1000' },
  });
  // Published 85, 80 and 75 minutes ago: every mark (+60 at the latest) has passed, within the K-lines' two hours.
  for (const minutes of [85, 80, 75]) await portal.control('releases', { inSeconds: -minutes * 60, idxId: NFP, importance: 3 });
  for (;;) {
    const reactions = (await health())?.archive?.reactions;
    // Three releases × (before, +5, +15, +60) for gold alone is twelve reads; every linked symbol is read alike.
    if (reactions?.reads >= 12 * 3) break;
    if (reactions?.lastError) console.log(`reaction recorder: ${JSON.stringify(reactions.lastError)}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  // Every linked symbol of the last release read.
  await expect
    .poll(async () => {
      const body = await fetch(`${portal.base}/api/indicators/${NFP}/reactions?symbol=${GOLD}`).then((r) => r.json());
      return body.symbols?.[0]?.releases?.filter((r: { read: number[] }) => r.read.length === 4).length ?? 0;
    }, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(3);
});

test.afterAll(async () => {
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
      await expect(page.getByTestId('reactions-scatter').locator('.recharts-scatter-symbol').first()).toBeVisible({ timeout: 30_000 });
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
