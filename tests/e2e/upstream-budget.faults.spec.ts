// The upstream token's budget (docs/operations.md, "The upstream budget"): a
// private portal with UPSTREAM_RATE_PER_S=3 is crawled as a crawler would,
// many cold URLs at once (months, days, indicators known and unknown, preview
// images). The simulator's request log must never show more upstream calls
// in one second than the bucket allows (its burst of 2 plus 3 a second), no
// page may answer 5xx, and the pages the budget refused say so in their own
// language. A cold export over the budget answers 503 with Retry-After.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LOADED_LOCK, startIsolated, type Isolated } from './support/isolated';

const RATE = 3;
/** A full bucket (half a second's worth, rounded up: 2) plus a second's refill: the most any one-second window may see. */
const MAX_PER_WINDOW = Math.ceil(RATE / 2) + RATE;

const messages = Object.fromEntries(
  ['en', 'zh-CN', 'zh-TW'].map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8'))]),
) as Record<string, { Errors: { budget: string }; Calendar: { budgetNote: { saved: string; partial: string } } }>;

// Its crawl, twenty pages at a time, fills the cores (./support/isolated.ts, LOADED_LOCK).
test.describe.configure({ lock: LOADED_LOCK });

let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({ token: 'budget-spec-token', timeoutMs: 2000, env: { UPSTREAM_RATE_PER_S: String(RATE), ARCHIVE: 'off' } });
});
test.afterAll(async () => {
  await portal?.stop();
});

/** The most requests the simulator logged in any one-second window. */
function maxPerSecond(requests: { at: string }[]): number {
  const times = requests.map((r) => Date.parse(r.at)).sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= 1000) j++;
    max = Math.max(max, i - j + 1);
  }
  return max;
}

const unescape = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

async function pool<T>(items: T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await run(items[next++]);
  }));
}

test('a crawl of cold URLs stays within the upstream budget, never 5xx, and says so in the page\'s language', async () => {
  test.setTimeout(180_000);
  const locales = ['en', 'zh-CN', 'zh-TW'];
  const urls: { url: string; locale: string }[] = [];
  for (const [i, locale] of locales.entries()) {
    for (let m = 1; m <= 6; m++) urls.push({ url: `/${locale}/calendar/month?month=2025-${String(m + i * 3).padStart(2, '0')}`, locale });
    for (let d = 1; d <= 8; d++) urls.push({ url: `/${locale}/calendar?date=2025-0${1 + i}-${String(d + 10).padStart(2, '0')}`, locale });
    for (let n = 0; n < 6; n++) urls.push({ url: `/${locale}/indicators/9${String(i * 10 + n).padStart(17, '0')}`, locale });
    urls.push({ url: `/${locale}/indicators/112022041900110008`, locale });
    urls.push({ url: `/${locale}/calendar/week?week=2025-W${String(10 + i).padStart(2, '0')}`, locale });
  }
  await portal.control('reset', {});
  const answers: { url: string; locale: string; status: number; html: string }[] = [];
  await pool(urls, 20, async ({ url, locale }) => {
    const res = await fetch(portal.base + url, { redirect: 'manual' });
    answers.push({ url, locale, status: res.status, html: unescape(await res.text()) });
  });

  const log = (await portal.control('log')) as { total: number; requests: { at: string }[] };
  expect(log.total).toBeGreaterThan(0);
  expect(maxPerSecond(log.requests), 'upstream calls in one second').toBeLessThanOrEqual(MAX_PER_WINDOW);
  expect(answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.url}`)).toEqual([]);

  // Over the budget: the error block or the "partial" note, in the page's language.
  const noticed = answers.filter((a) => a.html.includes('data-error-kind="budget"') || a.html.includes('data-testid="budget-note"'));
  expect(noticed.length, 'pages answered over the budget').toBeGreaterThan(10);
  for (const a of noticed) {
    const m = messages[a.locale];
    const texts = [m.Errors.budget, m.Calendar.budgetNote.partial, m.Calendar.budgetNote.saved];
    expect(texts.some((t) => a.html.includes(t)), `${a.url} says so in ${a.locale}`).toBe(true);
  }
  expect(new Set(noticed.map((a) => a.locale)).size).toBe(3);
});

test('a cold export over the budget answers 503 with Retry-After, never a cut-short file', async () => {
  test.setTimeout(60_000);
  // Readers spend the bucket; exports (the polling share) find it spent.
  const crawl = Array.from({ length: 8 }, (_, i) => fetch(`${portal.base}/en/calendar/month?month=2024-${String(i + 1).padStart(2, '0')}`).then((r) => r.text()));
  await new Promise((r) => setTimeout(r, 100));
  const [csv, ics] = await Promise.all([
    fetch(`${portal.base}/api/calendar/export?view=month&month=2023-03&format=csv&locale=en`),
    fetch(`${portal.base}/api/calendar/export?view=month&month=2023-04&format=ics&locale=zh-CN`),
  ]);
  await Promise.all(crawl);
  const codes: string[] = [];
  for (const res of [csv, ics]) {
    const body = await res.text();
    expect(res.status, body).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    codes.push(JSON.parse(body).error.code);
  }
  // On a loaded machine one may run out of time first (503 too, with Retry-After); the budget refuses the other.
  expect(codes).toContain('upstream_budget');
});
