// The vendor's own documentation samples (docs/upstream.md, "Beyond the document") fed through the
// fetch wrapper and the decoders, exactly as they are published.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { createUpstreamClient } from '@/lib/upstream/client';

/** Legacy Calendar List sample: cut off by the vendor after UPDATE_TIME. */
const LEGACY_LIST = {
  code: 0, message: 'success', update_time: '',
  data: [{ ID: '43627', RECORD_ID: '558993', IDX_ID: '112022041910001492', PUBLISH_TIME: '2025-07-08 02:00:00', UPDATE_TIME: '2025-07-08 08:43:4' }],
};

/** Tokened daily data sample (English placeholders as published). */
const TOKENED_DAILY = {
  code: 200, msg: '',
  data: [{
    ID: 595419, IDX_ID: '112022041910001492', COUNTRY_CN: 'Country', IDX_PERIOD: '5 Month', IDX_PERIOD_STATUS: '',
    IDX_DESC_CN: 'Indicator Description', PREVIOUS_PRICE: '1', SURVEY_PRICE: '', ACTUAL_PRICE: '1.2', REVISED_PRICE: '',
    IDX_RELEVANCE: '1', PUBLISH_TIME: '2026-05-28 07:01:00', UNIT: '%', GT_RES: '', LT_RES: '',
    TITLE: 'Country 5Month Indicator Description',
  }],
};

/** The fields of the documented list record table that the cut-off sample does not show, filled plainly. */
const REST_OF_LIST_RECORD = {
  PUBLISH_ORG: '', UPDATE_PERIOD: '3', AFFECT: '', TITLE: '', IDX_PERIOD: '', IDX_DESC_CN: '指标', UNIT: '%',
  COUNTRY_CN: '国家', IDX_RELEVANCE: '1', PREVIOUS_PRICE: '1', SURVEY_PRICE: '', ACTUAL_PRICE: '1.2', STATUS: '1', Res: '||',
};

function clientAnswering(body: unknown) {
  const config = parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:9' });
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  return createUpstreamClient(config, { fetch: fetch as unknown as typeof globalThis.fetch, retryDelayMs: 0 });
}

describe("the vendor's sample envelopes", () => {
  afterEach(() => vi.restoreAllMocks());

  it('tokened daily data: msg envelope, integer ID, IDX_RELEVANCE "1", the long IDX_ID kept as a string', async () => {
    const answer = await clientAnswering(TOKENED_DAILY).getDailyReleases('apien', '2026-05-28');
    expect(answer.unread).toBe(0);
    expect(answer.data).toEqual([expect.objectContaining({
      id: '595419', indicatorId: '112022041910001492', legacyId: null, importance: 1, period: '5 Month', periodStatus: null,
      previous: '1', forecast: null, actual: '1.2', revised: null, released: true, unit: '%',
      title: 'Country 5Month Indicator Description', publishedAt: '2026-05-27T23:01:00.000Z',
    })]);
  });

  it('legacy list: code 0 envelope; the record as published (cut off) is counted unreadable, not fatal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await clientAnswering(LEGACY_LIST).getLegacyCalendar('20250708');
    expect(answer).toMatchObject({ data: [], unread: 1, source: 'legacy' });
    expect(JSON.parse(String(warn.mock.calls[0][0]))).toMatchObject({ operation: 'legacy.calendar' });
  });

  it('legacy list: the sample record completed reads with its short ID apart from IDX_ID, and teaches the pair', async () => {
    const full = { ...LEGACY_LIST, data: [{ ...LEGACY_LIST.data[0], ...REST_OF_LIST_RECORD }] };
    const client = clientAnswering(full);
    const answer = await client.getLegacyCalendar('20250708');
    expect(answer.data).toEqual([expect.objectContaining({
      id: '558993', legacyId: '43627', indicatorId: '112022041910001492', publishedAt: '2025-07-07T18:00:00.000Z',
      actual: '1.2', released: true,
    })]);
    expect(client.legacyIdOf('112022041910001492')).toBe('43627');
  });
});
