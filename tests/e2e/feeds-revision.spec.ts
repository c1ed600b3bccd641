// The feeds as a feed reader takes them (docs/design.md, "Feeds"): parsed by
// a maintained feed parser, with every element RFC 4287 requires; an entry's
// <updated> moves when the archive sees its release revised. The portal is one
// of its own on a shared test clock (./support/shared-clock.ts): the server
// keeps today's answer for seconds before it reads the upstream again, and the
// test moves the clock past that instead of waiting it out.
import { parseAtomFeed } from 'feedsmith';
import { expect, test } from '@playwright/test';
import { startClockedPortal, type ClockedPortal } from './support/shared-clock';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** U.S. ISM manufacturing PMI: an indicator of the simulator's catalogue. */
const IDX = '112022041900110008';
let portal: ClockedPortal;

/** What the parser gives, as far as these tests read it. */
interface AtomText { value?: string }
interface AtomEntry { id?: string; title?: AtomText; updated?: string; published?: string; authors?: { name?: string }[]; links?: { href?: string; rel?: string }[]; summary?: AtomText; content?: unknown }
interface AtomFeed extends AtomEntry { entries?: AtomEntry[] }

test.beforeAll(async () => {
  // A portal that creates its archive, started while the other runs start theirs: up to a minute on 2 cores.
  test.setTimeout(120_000);
  portal = await startClockedPortal({ token: 'feeds-token-4d5e6f', timeoutMs: 3000, env: { ARCHIVE: 'on' } });
});
test.afterAll(async () => portal?.stop());

async function feed(path: string) {
  const res = await fetch(`${portal.base}${path}`);
  expect(res.status, path).toBe(200);
  return parseAtomFeed(await res.text()) as unknown as AtomFeed;
}

/** What RFC 4287 requires of a feed and its entries (4.1.1, 4.1.2), and what a reader needs to open one. */
function expectWellFormed(f: AtomFeed, where: string) {
  expect(f.id, where).toMatch(/^(tag|https?):/);
  expect(f.title?.value, where).toBeTruthy();
  expect(Date.parse(f.updated ?? ''), where).not.toBeNaN();
  expect(f.links?.some((l) => l.rel === 'self' && l.href), where).toBe(true);
  const feedAuthor = (f.authors?.length ?? 0) > 0;
  expect(f.entries?.length, where).toBeGreaterThan(0);
  for (const e of f.entries ?? []) {
    expect(e.id, where).toBeTruthy();
    expect(e.title?.value, where).toBeTruthy();
    expect(Date.parse(e.updated ?? ''), where).not.toBeNaN();
    expect(feedAuthor || (e.authors?.length ?? 0) > 0, `${where}: an author for ${e.id}`).toBe(true);
    // No content element: an alternate link (4.1.1) and a summary (4.1.1.2) are required.
    if (!e.content) {
      expect(e.links?.some((l) => (l.rel ?? 'alternate') === 'alternate' && l.href), where).toBe(true);
      expect(e.summary?.value, where).toBeTruthy();
    }
  }
}

test('every feed in every language parses with every element RFC 4287 requires', async () => {
  for (const locale of ['zh-CN', 'en', 'zh-TW']) {
    expectWellFormed(await feed(`/${locale}/feeds/releases.atom`), `${locale} releases`);
    expectWellFormed(await feed(`/${locale}/feeds/releases.atom?importance=3&currency=USD`), `${locale} releases, filtered`);
    expectWellFormed(await feed(`/${locale}/feeds/news.atom`), `${locale} news`);
  }
});

test("an entry's <updated> moves when its release is revised", async () => {
  const scheduled = await portal.control('releases', { inSeconds: -90, importance: 3, idxId: IDX });
  const published = new Date(Date.parse(scheduled.publishTime.replace(' ', 'T') + '+08:00')).toISOString();
  const entryOf = async () => (await feed('/en/feeds/releases.atom')).entries?.find((e) => e.links?.some((l) => l.href?.endsWith(`/indicators/${IDX}`)) && e.published && Date.parse(e.published) === Date.parse(published));
  // Archived as the feed's own read passes it through (write-through, in the background); the server's copy
  // of today, read by the test above, shows the new release once it expires: the clock is moved past it.
  let first: string | undefined;
  await portal.clock.advanceUntil(async () => {
    first = (await entryOf())?.updated;
    expect(first).toBeTruthy();
  }, { stepMs: 5000, withinMs: 30_000 });
  const before = await entryOf();
  expect(before!.title?.value).toMatch(/: \S/);
  await portal.control('releases/revise', { recordId: scheduled.recordId, actual: '99.9' });
  // Today's answer is kept 20 s (of the shared clock); then the feed reads the revision, the archive stores it, the entry moves.
  await portal.clock.advanceUntil(async () => {
    const e = await entryOf();
    expect(e && Date.parse(e.updated!) > Date.parse(first!) && e.title?.value?.includes('99.9')).toBe(true);
  }, { stepMs: 5000, withinMs: 60_000 });
});
