import { expect, test } from '@playwright/test';
import { sim, zoneAwayFromMidnight } from './support';
import { getPage } from './support/views';

// Runs in the serial "faults" project: it schedules a release in the simulator.
// docs/design.md "Freshness and cost": a due pending release is re-polled every few
// seconds (lib/upstream/freshness.ts, 5 s), and a stored page lives no longer
// than the data it shows, so the page reloaded then shows the actual value.
const DUE_FRESHNESS_MS = 5_000;
/** Rendering on a loaded machine: the test measures staleness, not speed. */
const SLACK_MS = 4_000;

test('a release that flips is on the page within its freshness interval', async () => {
  test.setTimeout(180_000);
  const inSeconds = 75;
  const scheduledAt = Date.now();
  const { recordId } = await sim('releases', { body: { inSeconds, importance: 3 } });
  const publishedAt = Math.floor((scheduledAt + inSeconds * 1000) / 1000) * 1000;
  // A zone where the release is still today whatever the hour.
  const view = `/en/calendar?tz=${encodeURIComponent(zoneAwayFromMidnight(inSeconds + 60))}`;
  const row = new RegExp(`data-release-id="${recordId}"[^>]*data-released="(true|false)"`);
  // Today's list is fresh for up to a minute: readers see the new release once it expires.
  let pendingSeen = false;
  while (Date.now() < publishedAt - 1_000) {
    const answer = await getPage(view);
    const state = row.exec(answer.html)?.[1];
    if (state) {
      expect(state).toBe('false');
      pendingSeen = true;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  expect(pendingSeen).toBe(true);
  await new Promise((r) => setTimeout(r, Math.max(0, publishedAt + DUE_FRESHNESS_MS + SLACK_MS - Date.now())));
  const after = await getPage(view);
  expect(row.exec(after.html)?.[1]).toBe('true');
});
