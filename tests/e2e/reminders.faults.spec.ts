import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dateIn, LOCALES, sim, watchConsole, zoneAwayFromMidnight } from './support';

// Browser reminders (docs/design.md, "What readers get beyond the anchors") against a release scheduled through the
// simulator's control API, so they run in the serial "faults" project.
// To keep this fast without waiting N real minutes, each browser runs its
// clock SKEW behind the real one (Playwright's clock, flowing naturally): the
// browser reaches "N minutes before" a release whose real time is only
// seconds away, and the simulator releases it at its real time. Notifications
// are captured by a stub of window.Notification that also records when (in
// the page's own clock) each one was made and whether permission was asked.

const N = 5;
const LEAD_S = 110;
/** The "before" alert falls this long before the release, in real time. */
const BEFORE_REAL_MS = 20_000;
const SKEW_MS = N * 60_000 - BEFORE_REAL_MS;

interface Shown {
  title: string;
  body: string;
  tag: string;
  at: number;
}

function stubNotifications(initial: 'default' | 'denied') {
  return [
    ({ initial }: { initial: string }) => {
      const shown: unknown[] = [];
      const w = window as unknown as Record<string, unknown>;
      w.__shown = shown;
      w.__asked = 0;
      // Permission is per origin, as in a browser: a grant in one tab holds in the others.
      const KEY = '__stub_notification_permission';
      class FakeNotification {
        static get permission() {
          return localStorage.getItem(KEY) ?? initial;
        }
        static async requestPermission() {
          w.__asked = (w.__asked as number) + 1;
          if (FakeNotification.permission === 'default') localStorage.setItem(KEY, 'granted');
          return FakeNotification.permission;
        }
        constructor(title: string, options?: { body?: string; tag?: string }) {
          shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '', at: Date.now() });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
    },
    { initial },
  ] as const;
}

const shownIn = (page: Page): Promise<Shown[]> => page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);

async function skewedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  await context.clock.install({ time: Date.now() - SKEW_MS });
  const [fn, arg] = stubNotifications('default');
  await context.addInitScript(fn, arg);
  return context;
}

const OUTCOME: Record<(typeof LOCALES)[number], RegExp> = {
  en: /forecast|Released/,
  'zh-CN': /预期|已公布/,
  'zh-TW': /預期|已公布/,
};
const BEFORE: Record<(typeof LOCALES)[number], RegExp> = {
  en: new RegExp(`^In ${N} min: `),
  'zh-CN': new RegExp(`^${N} 分钟后：`),
  'zh-TW': new RegExp(`^${N} 分鐘後：`),
};

test('a reminder fires N minutes before a scheduled release and again with its actual, in all three locales, once across two tabs', async ({ browser }) => {
  test.setTimeout(240_000);
  const made = await sim('releases', { body: { inSeconds: LEAD_S, importance: 3 } });
  const at = Date.parse(`${made.publishTime.replace(' ', 'T')}+08:00`);
  // Read in a zone where the release is still today whatever the hour, on the release's day there.
  const zone = zoneAwayFromMidnight(LEAD_S + 240);
  const url = (locale: string) => `/${locale}/calendar?tz=${encodeURIComponent(zone)}&date=${dateIn(zone, at)}`;
  const contexts = await Promise.all(LOCALES.map(() => skewedContext(browser)));
  const tabs = await Promise.all(contexts.map((c) => c.newPage()));
  // zh-CN gets a second tab on the same view.
  const second = await contexts[0].newPage();
  const errors = [...tabs, second].map((p) => watchConsole(p));
  const row = (p: Page) => p.locator(`[data-testid="release-row"][data-release-id="${made.recordId}"]`);

  // Today's list is cached for up to a minute: reload until the new release is listed.
  await Promise.all(
    [...tabs, second].map((p, i) =>
      expect(async () => {
        await p.goto(url(LOCALES[i] ?? 'zh-CN'));
        await expect(row(p)).toHaveCount(1, { timeout: 1000 });
      }).toPass({ timeout: 75_000, intervals: [3_000] }),
    ),
  );
  for (const p of tabs) {
    expect(await p.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
    const bell = row(p).getByTestId('reminder-bell');
    await expect(bell).toHaveAttribute('aria-pressed', 'false');
    // Keyboard: focus the bell and press Enter.
    await bell.focus();
    await p.keyboard.press('Enter');
    await expect(bell).toHaveAttribute('aria-pressed', 'true');
    // Permission is asked after the click, not before.
    expect(await p.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
    const panel = p.getByTestId('reminders-panel');
    await panel.locator('summary').click();
    await expect(panel.getByTestId('reminder')).toHaveCount(1);
    await expect(panel.getByTestId('reminder')).toContainText(await row(p).getByRole('link').first().innerText());
    await panel.locator('summary').click();
  }
  // The other tab learns of the reminder through the storage event.
  await expect(row(second).getByTestId('reminder-bell')).toHaveAttribute('aria-pressed', 'true');
  expect(Date.now()).toBeLessThan(at - BEFORE_REAL_MS);

  const title = (s: Shown[], re: RegExp) => s.filter((n) => re.test(n.title));
  for (const [i, p] of tabs.entries()) {
    const locale = LOCALES[i];
    const pages = i === 0 ? [p, second] : [p];
    // Due BEFORE_REAL_MS ahead of the release's real time, however quickly the pages were ready.
    const wait = Math.max(at - BEFORE_REAL_MS - Date.now(), 0) + 30_000;
    await expect.poll(async () => (await Promise.all(pages.map(shownIn))).flat().length, { timeout: wait }).toBeGreaterThanOrEqual(1);
    const before = (await Promise.all(pages.map(shownIn))).flat();
    expect(before).toHaveLength(1);
    expect(before[0].title).toMatch(BEFORE[locale]);
    // N minutes before, in the page's clock.
    expect(before[0].at - (at - N * 60_000)).toBeGreaterThanOrEqual(0);
    expect(before[0].at - (at - N * 60_000)).toBeLessThan(3_000);
    expect(title(before, BEFORE[locale])).toHaveLength(1);
  }
  for (const [i, p] of tabs.entries()) {
    const locale = LOCALES[i];
    const pages = i === 0 ? [p, second] : [p];
    await expect(row(p).getByTestId('actual')).toBeVisible({ timeout: 90_000 });
    await expect.poll(async () => (await Promise.all(pages.map(shownIn))).flat().length, { timeout: 30_000 }).toBe(2);
    // Still one each after a moment: the other tab did not repeat them.
    await p.waitForTimeout(i === 0 ? 6_000 : 0);
    const all = (await Promise.all(pages.map(shownIn))).flat();
    expect(all).toHaveLength(2);
    const actual = all.find((n) => !BEFORE[locale].test(n.title))!;
    const value = (await row(p).getByTestId('actual').innerText()).trim();
    expect(actual.title).toContain(value.match(/[-+]?\d[\d.,]*/)![0]);
    expect(actual.body).toMatch(OUTCOME[locale]);
  }
  for (const e of errors) expect(e).toEqual([]);
  await Promise.all(contexts.map((c) => c.close()));
});
