// Upstream failures degrade the news pages, never break them. Days far back
// are used so that nothing is cached yet (a cached copy would hide the fault).
import { expect, test } from '@playwright/test';
import { sim } from './support';

test.afterEach(async () => {
  await sim('faults', { method: 'DELETE' });
});

test('a failing news list shows an error block with a retry that works once the upstream is back', async ({ page }) => {
  await sim('faults', { body: { match: '/alt/api/news/202605/data', kind: 'http', status: 500 } });
  const res = await page.goto('/en/news?date=2016-03-07&tz=Asia/Shanghai');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toContainText('2016');
  await expect(page.locator('.error-block')).toBeVisible();
  await expect(page.locator('[data-news-id]')).toHaveCount(0);
  await sim('faults', { method: 'DELETE' });
  await page.locator('.error-block a').click();
  await expect(page.locator('[data-news-id]').first()).toBeVisible();
});

for (const kind of ['http', 'envelope', 'malformed', 'drop'] as const) {
  test(`a failing article (${kind}) is an error block, not a 404 or a 500`, async ({ page }) => {
    await sim('faults', { body: { match: '/alt/api/news/202605/detail', kind, status: 502 } });
    const id = { http: '201603080001', envelope: '201603080002', malformed: '201603080003', drop: '201603080004' }[kind];
    const res = await page.goto(`/zh-CN/news/${id}?date=2016-03-08`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('.error-block')).toBeVisible();
    await expect(page.locator('[data-article-body]')).toHaveCount(0);
    await expect(page.locator('a[href^="/zh-CN/news"]').first()).toBeVisible();
  });
}

test('when only the lists fail, the article shows without a time and says the day could not be loaded', async ({ page }) => {
  await sim('faults', { body: { match: '/alt/api/news/202605/data', kind: 'http', status: 503 } });
  const res = await page.goto('/en/news/201603090001?date=2016-03-09&tz=Asia/Shanghai');
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-article-body]')).toBeVisible();
  await expect(page.locator('article time')).toHaveCount(0);
  await expect(page.locator('article')).toContainText('Publication time unknown');
  await expect(page.locator('aside .error-block')).toBeVisible();
});
