import { expect, test, type Page } from '@playwright/test';
import { LOCALES, watchConsole } from './support';
import { idx } from './support/calendar';
import { axe } from './support/axe';
import { warmTest as warm } from './support/warm-page';

// The export panel's alarm select, the .ics VALARM and refresh hints, a bad
// alarm, and the browser-reminder UI where notifications cannot show, a
// tampered store and the indicator page's bell. The firing itself against a
// scheduled release: reminders.faults.spec.ts.

/** A past weekday with releases (the simulator's data is deterministic per date). */
const PAST = '2026-11-18';
/** A day ahead of any run day: every row is pending. */
const ahead = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
/**
 * The first working day (in the upstream's zone) at least `days` ahead: the
 * simulator's publishers skip weekends, 1 January and 25 December
 * (simulator/data/schedule.mjs), so a test that needs pending releases must
 * not land there, whatever day it runs.
 */
function weekdayAhead(days: number): string {
  for (let d = days; ; d++) {
    const day = ahead(d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !day.endsWith('-01-01') && !day.endsWith('-12-25')) return day;
  }
}
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

const DESCRIPTION: Record<(typeof LOCALES)[number], string> = { en: 'in 15 minutes', 'zh-CN': '15 分钟后', 'zh-TW': '15 分鐘後' };

function stubNotifications(page: Page, permission: 'granted' | 'denied' | 'none') {
  return page.addInitScript((p) => {
    if (p === 'none') {
      delete (window as unknown as Record<string, unknown>).Notification;
      return;
    }
    class FakeNotification {
      static permission = p;
      static requestPermission = async () => p;
      constructor() {}
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  }, permission);
}

test.describe('calendar-app reminders (alarm=)', () => {
  for (const locale of LOCALES) {
    warm(`the export panel's select rewrites the .ics and webcal links; each entry gets a VALARM (${locale})`, async ({ warmPage: page, consoleErrors: errors, request }) => {
      await page.goto(`/${locale}/calendar?date=${PAST}`);
      const ics = page.getByTestId('export-ics');
      await expect(ics).not.toHaveAttribute('href', /alarm=/);
      // Hydrated first: a choice made before the select has its handler only submits with the form.
      await expect(page.locator('[data-testid="tz-picker"][data-ready]')).toBeAttached({ timeout: 30_000 });
      await page.getByTestId('alarm-select').selectOption('15');
      await expect(ics).toHaveAttribute('href', /[?&]alarm=15(&|$)/);
      await expect(page.getByTestId('subscribe')).toHaveAttribute('href', /^webcal:\/\/.*[?&]alarm=15(&|$)/);
      await expect(page.getByTestId('export-csv')).not.toHaveAttribute('href', /alarm=/);
      const res = await request.get((await ics.getAttribute('href'))!);
      expect(res.status()).toBe(200);
      const text = unfold(await res.text());
      const events = text.match(/^BEGIN:VEVENT$/gm)!.length;
      expect(events).toBeGreaterThan(0);
      expect(text.match(/^TRIGGER:-PT15M$/gm)).toHaveLength(events);
      expect(text.match(/^ACTION:DISPLAY$/gm)).toHaveLength(events);
      const alarms = [...text.matchAll(/BEGIN:VALARM\r\n(?:.*\r\n)*?END:VALARM/g)].map((m) => m[0]);
      expect(alarms).toHaveLength(events);
      for (const a of alarms) expect(a).toContain(DESCRIPTION[locale]);
      // A past day: the feed asks to be re-read daily.
      expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n');
      expect(text).toContain('\r\nX-PUBLISHED-TTL:P1D\r\n');
      // Choosing "none" takes the alarm out again.
      await page.getByTestId('alarm-select').selectOption('');
      await expect(ics).not.toHaveAttribute('href', /alarm=/);
      expect(errors).toEqual([]);
    });
  }

  test('a day ahead re-reads often enough to pick up actuals', async ({ request }) => {
    const res = await request.get(`/api/calendar/export?view=day&date=${weekdayAhead(3)}&format=ics&locale=en&alarm=60`);
    const text = unfold(await res.text());
    expect(text).toMatch(/\r\nREFRESH-INTERVAL;VALUE=DURATION:PT(\d+)M\r\n/);
    const minutes = Number(text.match(/REFRESH-INTERVAL;VALUE=DURATION:PT(\d+)M/)![1]);
    expect(minutes).toBeGreaterThanOrEqual(5);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(text).toContain('TRIGGER:-PT60M');
  });

  // A shared link is opened by many: the reader without scripts gets the stored copy of the view,
  // whose sections must be in place even when they streamed after the shell on the first render
  // (docs/performance.md, "Readers without scripts").
  test('without JavaScript the select is a GET form that keeps the view', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const view = `/en/calendar?date=${PAST}&importance=3`;
    expect((await context.request.get(view)).status()).toBe(200);
    const page = await context.newPage();
    await page.goto(view);
    await page.getByTestId('alarm-select').selectOption('30');
    await page.getByTestId('alarm-form').getByRole('button').click();
    await expect(page).toHaveURL(/[?&]alarm=30(&|$)/);
    expect(new URL(page.url()).searchParams.get('date')).toBe(PAST);
    expect(new URL(page.url()).searchParams.get('importance')).toBe('3');
    await expect(page.getByTestId('export-ics')).toHaveAttribute('href', /[?&]alarm=30(&|$)/);
    await expect(page.getByTestId('export-ics')).toHaveAttribute('href', /importance=3/);
    await expect(page.getByTestId('alarm-select')).toHaveValue('30');
    await context.close();
  });

  warm('a bad alarm: a notice on the page, a 400 JSON error on the export', async ({ warmPage: page, request }) => {
    for (const locale of LOCALES) {
      await page.goto(`/${locale}/calendar?date=${PAST}&alarm=7`);
      await expect(page.getByTestId('alarm-notice')).toBeVisible();
      await expect(page.getByTestId('export-ics')).not.toHaveAttribute('href', /alarm=/);
      await expect(page.getByTestId('release-row').first()).toBeVisible();
    }
    for (const bad of ['7', '05', '-5', 'PT5M', '%3Cb%3E']) {
      const res = await request.get(`/api/calendar/export?view=day&date=${PAST}&format=ics&alarm=${bad}`);
      expect(res.status(), bad).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message).toMatch(/^alarm: /);
    }
  });
});

test.describe('browser reminders', () => {
  test('denied or unsupported notifications: the row says so and offers the .ics way', async ({ page }) => {
    for (const permission of ['denied', 'none'] as const) {
      const p = await page.context().newPage();
      await stubNotifications(p, permission);
      await p.goto(`/en/calendar?date=${weekdayAhead(2)}`);
      const row = p.locator('[data-testid="release-row"][data-released="false"]').first();
      await row.getByTestId('reminder-bell').click();
      const problem = row.getByTestId('reminder-problem');
      await expect(problem).toHaveAttribute('data-problem', permission === 'none' ? 'unsupported' : 'denied');
      await expect(problem).toContainText(permission === 'none' ? 'cannot show notifications' : 'blocked');
      const href = (await problem.getByRole('link').getAttribute('href'))!;
      expect(href).toMatch(/^\/api\/calendar\/export\?.*format=ics.*&alarm=5$/);
      const res = await p.request.get(href);
      expect(res.status()).toBe(200);
      expect(unfold(await res.text())).toContain('TRIGGER:-PT5M');
      await expect(row.getByTestId('reminder-bell')).toHaveAttribute('aria-pressed', 'false');
      await p.close();
    }
  });

  test('tampered entries in the store are dropped, never rendered', async ({ page }) => {
    const errors = watchConsole(page);
    await page.addInitScript(() => {
      const good = { kind: 'indicator', indicatorId: '112022041900000001', title: 'Good one', minutes: 10 };
      const bad = [
        { kind: 'indicator', indicatorId: '112022041900000002', title: '<img src=x onerror="window.__xss=1">', minutes: 10 },
        { kind: 'release', id: '1', indicatorId: '2', at: '2099-01-01T00:00:00.000Z', title: 'x', minutes: 3 },
        { kind: 'indicator', indicatorId: 'javascript:alert(1)', title: 'y', minutes: 5 },
      ];
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('macrodesk.reminders.v1', JSON.stringify([...bad, good]));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(`/en/calendar?date=${PAST}`);
    const panel = page.getByTestId('reminders-panel');
    await panel.locator('summary').click();
    await expect(panel.getByTestId('reminder')).toHaveCount(1);
    await expect(panel.getByTestId('reminder')).toContainText('Good one');
    await expect(panel.getByTestId('reminder')).toContainText('every release');
    await expect(panel.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // Removable, and gone after a reload.
    await panel.getByRole('button', { name: /Good one/ }).click();
    await expect(panel.getByTestId('reminder')).toHaveCount(0);
    await page.reload();
    await page.getByTestId('reminders-panel').locator('summary').click();
    await expect(page.getByTestId('reminders-panel').getByTestId('reminder')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const locale of LOCALES) {
    test(`the indicator page's bell covers every release of the indicator (${locale})`, async ({ page }) => {
      await stubNotifications(page, 'granted');
      await page.goto(`/${locale}/indicators/${idx('110001')}`);
      const bell = page.locator('section[aria-labelledby="indicator-releases-title"]').getByTestId('reminder-bell').first();
      await expect(bell).toHaveAttribute('aria-pressed', 'false');
      await bell.press('Enter');
      await expect(bell).toHaveAttribute('aria-pressed', 'true');
      const panel = page.getByTestId('reminders-panel');
      await panel.locator('summary').press('Enter');
      await expect(panel.locator('[data-testid="reminder"][data-kind="indicator"]')).toHaveCount(1);
    });
  }
});

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe with the reminders panel open and bells on pending rows (${scheme})`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.emulateMedia({ colorScheme: scheme });
      await stubNotifications(page, 'denied');
      await page.goto(`/zh-CN/calendar?date=${weekdayAhead(2)}&alarm=7`);
      const row = page.locator('[data-testid="release-row"][data-released="false"]').first();
      await row.getByTestId('reminder-bell').click();
      await expect(row.getByTestId('reminder-problem')).toBeVisible();
      await page.getByTestId('reminders-panel').locator('summary').click();
      const results = await axe(page).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
