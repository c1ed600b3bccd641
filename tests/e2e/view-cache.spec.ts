import { expect, test } from '@playwright/test';
import { fresh, getPage, scriptNonces, type PageAnswer } from './support/views';

// The cache of rendered views (lib/view-cache) answers many readers of one
// view with one rendering. These are its guarantees, over real HTTP.

test('two answers of one stored view carry different nonces, each matching its own scripts', async () => {
  const path = `/en/calendar?date=2024-03-12&${fresh()}`;
  const first = await getPage(path);
  const second = await getPage(path);
  expect(first.cache).toBe('miss');
  expect(second.cache).toBe('hit');
  expect(first.nonce).toBeTruthy();
  expect(second.nonce).toBeTruthy();
  expect(second.nonce).not.toBe(first.nonce);
  for (const answer of [first, second]) {
    const nonces = scriptNonces(answer.html);
    expect(nonces.length).toBeGreaterThan(3);
    expect(new Set(nonces)).toEqual(new Set([answer.nonce]));
    const scriptSrc = answer.headers['content-security-policy'].split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'nonce-${answer.nonce}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  }
  // The other reader's nonce appears nowhere in a copy.
  expect(second.html).not.toContain(first.nonce!);
});

test('a reader with tz=America/New_York never receives a copy rendered for another zone', async () => {
  const path = `/en/calendar?date=2024-03-12&${fresh()}`;
  const timesIn = (a: PageAnswer) => /data-testid="times-in">([^<]*)</.exec(a.html)?.[1] ?? '';
  const tokyo = await getPage(path, { cookie: 'tz=Asia/Tokyo' });
  const fallback = await getPage(path);
  expect(timesIn(tokyo)).toContain('Asia/Tokyo');
  expect(timesIn(fallback)).not.toContain('America/New_York');
  for (let i = 0; i < 2; i++) {
    const ny = await getPage(path, { cookie: 'tz=America/New_York' });
    expect(ny.cache).toBe(i === 0 ? 'miss' : 'hit');
    expect(timesIn(ny)).toContain('America/New_York');
  }
  // And the zone in the URL wins over a copy stored for the cookie.
  const inUrl = await getPage(`${path}&tz=Europe/Paris`, { cookie: 'tz=America/New_York' });
  expect(timesIn(inUrl)).toContain('Europe/Paris');
});

test('security headers are the same on a stored copy as on the rendering it copies', async () => {
  const perResponse = new Set(['date', 'x-view-cache', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
  const comparable = (a: PageAnswer) =>
    Object.entries(a.headers)
      .filter(([name]) => !perResponse.has(name))
      .map(([name, value]) => [name, value.replaceAll(a.nonce!, 'NONCE')])
      .sort();
  for (const page of ['/en/calendar?date=2024-03-12', '/zh-TW/embed/quotes?codes=WGJS|XAU']) {
    // A copy lives only while its data are fresh (quotes: seconds); on a loaded machine the second
    // request may come after that. Up to three views, until one rendering and its copy are compared.
    let miss: PageAnswer | null = null;
    let hit: PageAnswer | null = null;
    for (let attempt = 0; attempt < 3 && hit?.cache !== 'hit'; attempt++) {
      const path = `${page}&${fresh()}`;
      miss = await getPage(path);
      hit = await getPage(path);
      expect(miss.cache).toBe('miss');
    }
    if (!miss || !hit) throw new Error('no answer');
    expect(hit.cache, `${page}: a stored copy within three tries`).toBe('hit');
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['content-security-policy']).toContain('frame-ancestors');
  }
});
