// The embed builder: options change the live preview, the snippet pasted
// into a blank page of another origin works, the builder state is shareable.
import { expect, test } from '@playwright/test';
import { hostDocument, startHost, type Host } from './support/embed-host';
import { axe } from './support/axe';
import { warmTest as warm } from './support/warm-page';

let host: Host;
test.beforeAll(async () => {
  host = await startHost();
});
test.afterAll(async () => {
  await host.close();
});

warm('the snippet, pasted into a blank page of another origin, shows the widget and sizes it', async ({ warmPage: page, consoleErrors: errors }) => {
  await page.goto('/en/embed');
  await expect(page).toHaveTitle(/Embed a widget/);
  await page.getByLabel('Widget', { exact: true }).selectOption('quotes');
  await page.getByLabel('Symbols').fill('WGJS|XAU,WH|USDJPY');
  await page.getByLabel('Theme').selectOption('dark');
  const snippet = page.getByTestId('snippet');
  await expect(snippet).toHaveValue(/\/en\/embed\/quotes\?codes=WGJS%7CXAU%2CWH%7CUSDJPY&amp;theme=dark"/);
  // The live preview follows, and is sized by its resize messages.
  const preview = page.frameLocator('[data-testid="builder-frame"]');
  await expect(preview.locator('[data-symbol="WH|USDJPY"] [data-field="last"]')).toBeVisible();
  await expect(preview.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => page.getByTestId('builder-frame').evaluate((f) => Math.round(f.getBoundingClientRect().height))).not.toBe(360);
  // The builder's own URL keeps its state.
  await expect(page).toHaveURL(/[?&]widget=quotes/);
  await expect(page).toHaveURL(/codes=WGJS%7CXAU%2CWH%7CUSDJPY/);
  expect(errors).toEqual([]);

  const code = await snippet.inputValue();
  expect(code).toContain('event.source !== frame.contentWindow');
  expect(code).toContain("data.type !== \"macrodesk:resize\"");
  await page.goto(host.page('/pasted', hostDocument(code)));
  const iframe = page.locator('iframe');
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('[data-symbol="WGJS|XAU"] [data-field="last"]')).toBeVisible();
  const content = () =>
    frame.locator('#macrodesk-embed').evaluate((root) => Math.ceil(root.getBoundingClientRect().bottom + parseFloat(getComputedStyle(root.closest('main')!).paddingBottom)));
  await expect.poll(async () => Math.abs((await iframe.evaluate((f) => f.getBoundingClientRect().height)) - (await content()))).toBeLessThanOrEqual(1);
  // Messages from anywhere but that frame are ignored.
  const sized = await iframe.evaluate((f) => f.getBoundingClientRect().height);
  await page.evaluate(() => window.postMessage({ type: 'macrodesk:resize', height: 5000 }, '*'));
  await page.waitForTimeout(300);
  expect(await iframe.evaluate((f) => f.getBoundingClientRect().height)).toBe(sized);
});

test('a shared builder link opens with its options; the share button copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/zh-TW/embed?widget=calendar&lang=en&view=week&importance=2,3&country=US,EU&limit=7&tz=America/New_York');
  await expect(page.getByLabel('小工具', { exact: true })).toHaveValue('calendar');
  await expect(page.getByTestId('snippet')).toHaveValue(
    /\/en\/embed\/calendar\?view=week&amp;importance=2%2C3&amp;country=US%2CEU&amp;limit=7&amp;tz=America%2FNew_York"/,
  );
  await page.getByTestId('share-button').click();
  await expect(page.getByTestId('share-status')).toHaveText('連結已複製。');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('/zh-TW/embed?');
  expect(copied).toContain('widget=calendar');
  expect(copied).toContain('tz=America%2FNew_York');
});

warm('the builder offers the reader\'s colours: the snippet, the preview and a shared builder link carry them', async ({ warmPage: page, consoleErrors: errors }) => {
  await page.goto('/zh-CN/embed');
  await page.locator('#builder-widget').selectOption('quotes');
  const colors = page.locator('#builder-colors');
  // The language's default is the first choice, then both conventions by name.
  await expect(colors.locator('option')).toHaveText([/中文红涨/, '红涨绿跌', '绿涨红跌']);
  const snippet = page.getByTestId('snippet');
  await expect(snippet).not.toHaveValue(/colors=/);
  const preview = page.frameLocator('[data-testid="builder-frame"]');
  await expect(preview.locator('html')).toHaveAttribute('data-colors', 'red-up');
  await colors.selectOption('green-up');
  await expect(snippet).toHaveValue(/\/zh-CN\/embed\/quotes\?codes=[^"]*&amp;colors=green-up"/);
  await expect(preview.locator('html')).toHaveAttribute('data-colors', 'green-up');
  await expect(page).toHaveURL(/[?&]colors=green-up/);
  // The builder link opens with the choice made.
  await page.goto('/en/embed?widget=chart&lang=en&codes=WGJS%7CXAU&colors=red-up');
  await expect(page.locator('#builder-colors')).toHaveValue('red-up');
  await expect(page.getByTestId('snippet')).toHaveValue(/\/en\/embed\/chart\?codes=WGJS%7CXAU&amp;interval=min5&amp;colors=red-up"/);
  expect(errors).toEqual([]);
});

for (const [width, scheme] of [
  [1280, 'light'],
  [390, 'dark'],
] as const) {
  warm(`the builder at ${width}px (${scheme}) fits the screen and passes axe`, async ({ warmPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/zh-CN/embed?widget=news');
    await expect(page.frameLocator('[data-testid="builder-frame"]').locator('[data-testid="embed-news"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
