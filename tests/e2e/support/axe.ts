import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe over a page, reporting its violations only: the specs assert on
 * violations, and axe then keeps one node per passed or inapplicable rule
 * instead of every node it checked (its `resultTypes` option), which on a
 * page of a few hundred rows is most of its time. Every rule still runs on
 * every node.
 *
 * A page whose frames all share its origin is analysed by one `axe.run` in
 * the page, which reaches those frames itself; only a page with a frame from
 * another origin needs the builder's default, which runs axe in each frame
 * and merges the results in a blank page of their context (on a calendar
 * month, that merge took twice as long as the analysis: docs/performance.md,
 * "The test suite on 2 cores"). The same rules judge the same nodes either way.
 */
class PageAxe extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target });
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    this.setLegacyMode(allFramesShareOrigin(this.target));
    return super.analyze();
  }
}

function allFramesShareOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    // about:blank and about:srcdoc frames take their parent's origin.
    if (url === '' || url.startsWith('about:')) return true;
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  });
}

export function axe(page: Page): AxeBuilder {
  return new PageAxe(page).options({ resultTypes: ['violations'] });
}
