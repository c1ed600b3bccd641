import { expect, test } from '@playwright/test';
import { CATALOGUE } from '../../simulator/data/indicators.mjs';
import { healthDetails, startIsolated, type Isolated } from './support/isolated';

// The legacy family's period restriction (docs/upstream.md, "Where the document
// is silent"): a refusal that names the allowed periods is an answer. The
// indicator page, which asks the legacy lists M and M1 for legacy ids, is then
// still kept by the cache of rendered views, and the refused periods are asked
// once, not once per reader; operators see the restriction in health details.
let portal: Isolated;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({ token: 'legacy-refusal-e2e-token', timeoutMs: 3000 });
  await portal.control('legacy', { allowed: ['W', 'W1', 'day'] });
});
test.afterAll(async () => portal?.stop());

test('an indicator page with the legacy lists refused is stored, and the refusal asked once', async () => {
  const id = (CATALOGUE[2] as unknown as { idxId: string }).idxId;
  const answers: string[] = [];
  for (const locale of ['en', 'zh-CN', 'zh-TW', 'en', 'zh-CN', 'zh-TW']) {
    const res = await fetch(`${portal.base}/${locale}/indicators/${id}`);
    expect(res.status).toBe(200);
    await res.text();
    answers.push(`${locale} ${res.headers.get('x-view-cache')}`);
  }
  // The second reader of each language gets the stored copy.
  expect(answers.slice(3)).toEqual(['en hit', 'zh-CN hit', 'zh-TW hit']);
  const log = await portal.control('log', undefined, 'GET');
  expect(log.counts['/legacy/Calendar/lists/d/M']).toBe(1);
  expect(log.counts['/legacy/Calendar/lists/d/M1']).toBe(1);
  const details = await healthDetails(portal.base);
  expect(details.legacyRestriction).toMatchObject({ allowed: ['W', 'W1', 'day'], refused: { M: expect.any(String), M1: expect.any(String) } });
});
