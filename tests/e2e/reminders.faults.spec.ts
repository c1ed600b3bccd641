import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dateIn, LOCALES, watchConsole, zoneAwayFromMidnight } from './support';
import { LOADED_LOCK } from './support/isolated';
import { clockedTest as test, type SharedClock } from './support/shared-clock';

// Browser reminders (docs/design.md, "What readers get beyond the anchors") against a release scheduled through the
// simulator's control API: a simulator of their own, so they run in the "own-portal" project
// (playwright.config.ts), beside the specs that inject faults into the run's simulator.
// To keep this fast without waiting N real minutes, the test runs on a portal
// of its own whose clock it moves forward (./support/shared-clock.ts): the
// simulator, the server and every browser (Playwright's clock, attached to
// each context before its pages load) reach "N minutes before" and then the
// release's time together. Notifications are captured by a stub of
// window.Notification that also records when (in the page's own clock) each
// one was made and whether permission was asked.

// Each alert is bounded to 3 s of the page's clock after its time (./support/isolated.ts, LOADED_LOCK).
test.describe.configure({ lock: LOADED_LOCK });

const N = 5;
/** The release comes N minutes and then two more after scheduling: time to open the tabs and set the bells before the "before" alert. */
const LEAD_S = N * 60 + 120;

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

async function clockedContext(browser: Browser, clock: SharedClock): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  await clock.attach(context);
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

test('a reminder fires N minutes before a scheduled release and again with its actual, in all three locales, once across two tabs', async ({ browser, clocked }) => {
  test.setTimeout(150_000);
  const { clock } = clocked;
  const made = await clocked.control('releases', { inSeconds: LEAD_S, importance: 3 });
  const at = Date.parse(`${made.publishTime.replace(' ', 'T')}+08:00`);
  // Read in a zone where the release is still today whatever the hour, on the release's day there.
  const zone = zoneAwayFromMidnight(LEAD_S + 240, 600, clock.now());
  const url = (locale: string) => `${clocked.base}/${locale}/calendar?tz=${encodeURIComponent(zone)}&date=${dateIn(zone, at)}`;
  const contexts = await Promise.all(LOCALES.map(() => clockedContext(browser, clock)));
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
  // Every tab is ready before the alert is due.
  expect(clock.now()).toBeLessThan(at - N * 60_000);
  // Nothing was shown yet: the alert waits for its time.
  expect((await Promise.all([...tabs, second].map(shownIn))).flat()).toEqual([]);

  // The shared clock reaches N minutes before the release: the runners' timers (set for then) fire on time.
  await clock.advanceTo(at - N * 60_000);
  const title = (s: Shown[], re: RegExp) => s.filter((n) => re.test(n.title));
  for (const [i, p] of tabs.entries()) {
    const locale = LOCALES[i];
    const pages = i === 0 ? [p, second] : [p];
    await expect.poll(async () => (await Promise.all(pages.map(shownIn))).flat().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const before = (await Promise.all(pages.map(shownIn))).flat();
    expect(before).toHaveLength(1);
    expect(before[0].title).toMatch(BEFORE[locale]);
    // N minutes before, in the page's clock.
    expect(before[0].at - (at - N * 60_000)).toBeGreaterThanOrEqual(0);
    expect(before[0].at - (at - N * 60_000)).toBeLessThan(3_000);
    expect(title(before, BEFORE[locale])).toHaveLength(1);
  }
  // The release's time comes: each page's poll, due then, finds it published.
  await clock.advanceTo(at + 1_000);
  for (const [i, p] of tabs.entries()) {
    const locale = LOCALES[i];
    const pages = i === 0 ? [p, second] : [p];
    await expect(row(p).getByTestId('actual')).toBeVisible({ timeout: 30_000 });
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
