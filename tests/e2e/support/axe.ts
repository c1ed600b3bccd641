import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';

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
    // analyze() injects axe into the page, then the legacy path injects it into every frame, the
    // page again: ~0.55 s of CPU for a second copy of 550 kB of script (docs/performance.md, "The
    // test suite on 2 cores"). A frame that already has axe is only configured. And no injection
    // races the builder's 1-second timer: on a loaded machine it lost, and the frame went unread.
    const builder = this as unknown as InjectPath;
    builder.inject = async (frames, shouldThrow) => {
      for (const frame of frames) {
        try {
          if (!(await frame.evaluate('typeof window.axe?.run === "function"'))) await frame.evaluate(builder.script());
          await frame.evaluate(await builder.axeConfigure());
        } catch (error) {
          if (shouldThrow) throw error;
        }
      }
    };
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    this.setLegacyMode(allFramesShareOrigin(this.target));
    return super.analyze();
  }
}

/** What @axe-core/playwright 4.x keeps private: its injection into frames (tests/e2e/axe-helper.spec.ts proves every frame is still read). */
interface InjectPath {
  inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
  script(): string;
  axeConfigure(): Promise<string>;
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
