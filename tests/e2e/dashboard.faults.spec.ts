// One failing upstream source degrades one dashboard widget, never the page.
import { expect, test } from '@playwright/test';
import { sim, watchConsole } from './support';

test.afterEach(async () => {
  await sim('faults', { method: 'DELETE' });
});

test('a failing quote source leaves the other widgets working and says the quotes are stale', async ({ page }) => {
  const errors = watchConsole(page);
  // Warm the quote cache, then make the quote operation fail (its cache lives one second).
  await page.goto('/en');
  await expect(page.locator('[data-testid="quote-last"]').first()).toBeVisible();
  await sim('faults', { body: { match: '/api/market/202605/symbol', kind: 'http', status: 502 } });
  await page.waitForTimeout(1500);

  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  const quotes = page.getByRole('region', { name: 'Markets' });
  // Stale-if-error: the last good quotes, marked as saved data.
  await expect(quotes.locator('.stale-note')).toContainText('Saved data from');
  await expect(quotes.locator('[data-testid="quote-last"]').first()).toHaveText(/\d/);
  await expect(page.getByRole('region', { name: 'Latest news' }).locator('ul.news li').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today at a glance');
  expect(errors).toEqual([]);
});
