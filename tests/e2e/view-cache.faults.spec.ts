import { expect } from '@playwright/test';
import { zoneAwayFromMidnight } from './support';
import { clockedTest as test } from './support/shared-clock';
import { getPage } from './support/views';

// It schedules a release in the simulator of a portal of its own, whose clock the test moves
// (./support/shared-clock.ts), so it runs in the "own-portal" project (playwright.config.ts).
// docs/design.md "Freshness and cost": a due pending release is re-polled every few
// seconds (lib/upstream/freshness.ts, 5 s), and a stored page lives no longer
// than the data it shows, so the page reloaded then shows the actual value.
const DUE_FRESHNESS_MS = 5_000;

test('a release that flips is on the page within its freshness interval', async ({ clocked }) => {
  test.setTimeout(120_000);
  const { clock } = clocked;
  const inSeconds = 75;
  const { recordId, publishTime } = await clocked.control('releases', { inSeconds, importance: 3 });
  const publishedAt = Date.parse(`${publishTime.replace(' ', 'T')}+08:00`);
  // A zone where the release is still today whatever the hour.
  const view = `/en/calendar?tz=${encodeURIComponent(zoneAwayFromMidnight(inSeconds + 60, 600, clock.now()))}`;
  const row = new RegExp(`data-release-id="${recordId}"[^>]*data-released="(true|false)"`);
  // Read every second of the shared clock until just before the release: pending whenever listed.
  let pendingSeen = false;
  while (clock.now() < publishedAt - 1_000) {
    const answer = await getPage(view, {}, clocked.base);
    const state = row.exec(answer.html)?.[1];
    if (state) {
      expect(state).toBe('false');
      pendingSeen = true;
    }
    await clock.advance(1_000);
  }
  expect(pendingSeen).toBe(true);
  // The freshness interval is counted on the shared clock, which the server's caches and the
  // simulator read: the page is asked for once that clock is DUE_FRESHNESS_MS past the release
  // (real time only adds to it). No slack for a loaded machine is needed: the wait is no longer
  // real time that slow rendering could eat into.
  await clock.advanceTo(publishedAt + DUE_FRESHNESS_MS);
  const after = await getPage(view, {}, clocked.base);
  expect(row.exec(after.html)?.[1]).toBe('true');
});
