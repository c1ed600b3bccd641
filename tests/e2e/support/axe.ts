import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe over a page, reporting its violations only: the specs assert on
 * violations, and axe then keeps one node per passed or inapplicable rule
 * instead of every node it checked (its `resultTypes` option), which on a
 * page of a few hundred rows is most of its time. Every rule still runs on
 * every node.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
