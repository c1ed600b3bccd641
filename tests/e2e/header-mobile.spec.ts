// The site header on a phone (docs/design.md, "Quality bar": every page reads
// well on a phone): at most 100 px tall, the sections in reach, the reader's
// settings (language, time zone, colours, reminders) folded into a "Settings"
// menu that the keyboard opens and walks through, each setting named; axe-clean
// with the menu open and closed, light and dark. On a wide screen the same
// settings stand in the header, with nothing to open.
import { expect, type Page } from '@playwright/test';
import { warmTest as test } from './support/warm-page';
import { axe } from './support/axe';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

const PAGES = [
  { path: '/zh-CN', menu: '设置', home: 'Macrodesk 首页', nav: '主导航', language: '语言', zone: '时区', colours: '涨跌颜色', reminders: /^提醒/ },
  { path: '/en/calendar', menu: 'Settings', home: 'Macrodesk home', nav: 'Main navigation', language: 'Language', zone: 'Time zone', colours: 'Colours', reminders: /^Reminders/ },
  { path: '/zh-TW/markets', menu: '設定', home: 'Macrodesk 首頁', nav: '主導覽', language: '語言', zone: '時區', colours: '漲跌顏色', reminders: /^提醒/ },
] as const;

type Shown = (typeof PAGES)[number];

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Which of the header's controls has the focus ('' when none), and the focused element's text. */
async function focused(page: Page): Promise<{ control: string; tag: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    const control = el?.closest('.locale-switcher, .tz-picker, .colors-switch, [data-testid="reminders-panel"], .site-nav');
    return { control: control ? (control.getAttribute('data-testid') ?? control.className) : '', tag: el?.tagName.toLowerCase() ?? '' };
  });
}

/** What Chromium's accessibility tree (what a screen reader reads) says of the element `selector` finds. */
async function axOf(page: Page, selector: string): Promise<{ role: string; name: string; expanded?: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
    return { role: String(node.role?.value ?? ''), name: String(node.name?.value ?? ''), expanded };
  } finally {
    await cdp.detach();
  }
}

const menuOf = (page: Page) => page.getByTestId('site-menu');
const summaryOf = (page: Page) => menuOf(page).locator('> summary');

async function openPhonePage(page: Page, shown: Shown, colorScheme: 'light' | 'dark') {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme });
  await page.goto(shown.path);
  // Hydrated: the zone picker says so (the menu itself needs no script).
  await expect(page.locator('[data-testid="tz-picker"][data-ready]')).toBeAttached();
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const shown of PAGES) {
    test(`a phone's header is at most 100 px, its menu opens and is walked by keyboard (${shown.path}, ${colorScheme})`, async ({ warmPage: page }) => {
      test.setTimeout(120_000);
      await openPhonePage(page, shown, colorScheme);
      const header = page.getByRole('banner');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(100);
      // The header itself fits the screen (the page's own content is judged by the pages' phone checks).
      expect(await header.evaluate((h) => Math.max(h.scrollWidth, h.getBoundingClientRect().right))).toBeLessThanOrEqual(PHONE.width);

      // Closed: the settings are out of sight and out of the tab order; the sections are not.
      const language = page.getByRole('navigation', { name: shown.language });
      await expect(language).toBeHidden();
      await expect(page.getByRole('navigation', { name: shown.nav }).getByRole('link')).toHaveCount(4);
      expect(await seriousAxe(page)).toEqual([]);

      await page.getByRole('link', { name: shown.home }).focus();
      const sections: string[] = [];
      for (let i = 0; i < 8 && !(await summaryOf(page).evaluate((s) => s === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
        if ((await focused(page)).control === 'site-nav') sections.push(await page.evaluate(() => document.activeElement!.textContent!));
      }
      expect(sections).toHaveLength(4);
      await expect(summaryOf(page)).toBeFocused();
      await expect(summaryOf(page)).toHaveText(shown.menu);
      // A screen reader hears a button named by its text that says whether the menu is open.
      expect(await axOf(page, '[data-site-menu] > summary')).toEqual({ role: 'DisclosureTriangle', name: shown.menu, expanded: false });

      // Enter opens, Space closes, Enter opens again.
      await page.keyboard.press('Enter');
      await expect(menuOf(page)).toHaveAttribute('open', '');
      await expect(language).toBeVisible();
      await page.keyboard.press('Space');
      await expect(menuOf(page)).not.toHaveAttribute('open');
      await expect(language).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(language).toBeVisible();
      expect((await axOf(page, '[data-site-menu] > summary')).expanded).toBe(true);
      // The open sheet lies under the header, inside the screen.
      const sheet = (await menuOf(page).locator('.site-tools').boundingBox())!;
      expect(sheet.y).toBeGreaterThanOrEqual((await header.boundingBox())!.height - 1);
      expect(sheet.x).toBeGreaterThanOrEqual(0);
      expect(sheet.x + sheet.width).toBeLessThanOrEqual(PHONE.width);

      // Tab walks every setting, each focused element with a name.
      const reached = new Set<string>();
      for (let i = 0; i < 12 && !reached.has('reminders-panel'); i++) {
        await page.keyboard.press('Tab');
        const { control } = await focused(page);
        if (!control) break;
        reached.add(control);
        const ax = await axOf(page, ':focus');
        expect(ax.name.trim(), `${control}: ${ax.role}`).not.toBe('');
      }
      expect([...reached]).toEqual(['locale-switcher', 'tz-picker', 'colors-switch', 'reminders-panel']);
      await expect(page.getByRole('navigation', { name: shown.language }).getByRole('link')).toHaveCount(3);
      await expect(page.getByRole('combobox', { name: shown.zone })).toBeVisible();
      await expect(page.getByRole('navigation', { name: shown.colours }).getByRole('link')).toHaveCount(2);
      await expect(page.getByTestId('reminders-panel').locator('summary')).toHaveText(shown.reminders);
      // The reminders panel opens inside the sheet, within the screen.
      await page.keyboard.press('Enter');
      const body = (await page.getByTestId('reminders-panel').locator('div').first().boundingBox())!;
      expect(body.x).toBeGreaterThanOrEqual(0);
      expect(body.x + body.width).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousAxe(page)).toEqual([]);
    });
  }
}

test('on a phone the menu closes once a zone is chosen or a section followed, the focus back on its button', async ({ warmPage: page }) => {
  const shown = PAGES[1];
  await openPhonePage(page, shown, 'light');
  await summaryOf(page).click();
  const picker = page.locator('[data-testid="tz-picker"][data-ready]');
  await picker.getByRole('combobox').fill('Tokyo');
  await picker.getByTestId('tz-matches').getByRole('button').first().click();
  await expect(page).toHaveURL(/[?&]tz=Asia%2FTokyo/);
  await expect(menuOf(page)).not.toHaveAttribute('open');
  await expect(summaryOf(page)).toBeFocused();

  await summaryOf(page).click();
  await expect(menuOf(page)).toHaveAttribute('open', '');
  await page.getByRole('navigation', { name: shown.nav }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/en\/news/);
  await expect(menuOf(page)).not.toHaveAttribute('open');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a wide screen the settings stand in the header, nothing to open (${colorScheme})`, async ({ warmPage: page }) => {
    await page.setViewportSize(WIDE);
    await page.emulateMedia({ colorScheme });
    for (const shown of PAGES) {
      await page.goto(shown.path);
      await expect(summaryOf(page)).toBeHidden();
      await expect(menuOf(page)).not.toHaveAttribute('open');
      await expect(page.getByRole('navigation', { name: shown.language })).toBeVisible();
      await expect(page.getByRole('combobox', { name: shown.zone })).toBeVisible();
      await expect(page.getByRole('navigation', { name: shown.colours })).toBeVisible();
      await expect(page.getByTestId('reminders-panel').locator('summary')).toBeVisible();
      // The keyboard goes from the sections straight to the languages.
      await page.getByRole('navigation', { name: shown.nav }).getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      expect((await focused(page)).control).toBe('locale-switcher');
    }
    expect(await seriousAxe(page)).toEqual([]);
  });
}
