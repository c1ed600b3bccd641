import { afterAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/server.mjs';
import { tk, simulatorForSuite } from '../support/simulator-harness';

const sim = simulatorForSuite('2026-11-15T04:00:00Z');
const others: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(others.map((o) => o.close())));

async function windowIds(): Promise<string[]> {
  const ids = new Set<string>();
  for (const month of ['m', 'm1']) {
    const { body } = await sim.get(tk('/base/api/calendar/202605/month', { month }));
    for (const r of body.data) ids.add(r.IDX_ID);
  }
  return [...ids];
}

describe('indicator catalogue', () => {
  it('has over forty indicators with full info in three real languages', async () => {
    const ids = await windowIds();
    expect(ids.length).toBeGreaterThan(40);
    const countries = new Set<string>();
    const json = async (path: string) => (await sim.get(path)).body.data;
    // Every fourth indicator keeps the test light on a busy machine; the set rotates with the windows.
    const sample = ids.filter((_, i) => i % 4 === 0);
    const infos = await Promise.all(sample.map((idxid) => Promise.all([
      ...['api', 'apien', 'apitc'].map((lang) => json(tk(`/base/${lang}/calendar/202605/info`, { idxid }))),
      // Calendar Details takes the legacy list's short ID: the IDX_ID's last digits in this catalogue.
      json(`/legacy/Calendar/detail/id/${Number(idxid.slice(-7))}`).then((rows) => rows[0]),
    ])));
    for (const [zh, en, tw, detail] of infos) {
      for (const info of [zh, en, tw]) {
        for (const k of ['PUBLISH_ORG', 'PIC_INTERPRET', 'PARAGHRASE', 'REFERENCE', 'PERIOD_DESC', 'COUNTRY_CN', 'IDX_DESC_CN']) expect(info[k], `${info.IDX_ID} ${k}`).not.toBe('');
        expect([1, 2, 3]).toContain(info.IDX_RELEVANCE);
        expect([2, 3, 4]).toContain(info.UPDATE_PERIOD);
      }
      expect(en.PARAGHRASE).toMatch(/^[\x20-\x7e’–]+$/);
      expect(zh.PARAGHRASE).toMatch(/[\u4e00-\u9fff]/);
      expect(tw.PARAGHRASE).not.toBe(zh.PARAGHRASE);
      countries.add(en.COUNTRY_CN);
      expect(detail.UNIT_RATE).toMatch(/^[*/]\d+$/);
      expect(detail.KEY_WORD).not.toBe('');
    }
    expect(countries.size).toBeGreaterThan(5);
    const all = new Set((await json(tk('/base/apien/calendar/202605/month', { month: 'm' }))).map((r: any) => r.COUNTRY_CN));
    expect([...all]).toEqual(expect.arrayContaining(['United States', 'Euro Area', 'Germany', 'United Kingdom', 'Japan', 'China', 'Australia', 'Canada', 'Switzerland']));
  });

  it('derives everything from the seed', async () => {
    const same = await startSimulator({ now: () => sim.clock.ms, quirks: 'off' });
    const other = await startSimulator({ seed: 'another', now: () => sim.clock.ms, quirks: 'off' });
    others.push(same, other);
    const path = tk('/base/api/calendar/202605/data', { date: '2026-11-12' });
    const text = async (url: string) => (await fetch(`${url}${path}`)).text();
    expect(await text(same.url)).toBe((await sim.get(path)).text);
    expect(await text(other.url)).not.toBe((await sim.get(path)).text);
    const quote = tk('/base/api/market/202605/symbol', { code: 'WGJS|XAU' });
    expect(await (await fetch(`${same.url}${quote}`)).text()).toBe((await sim.get(quote)).text);
  });
});
