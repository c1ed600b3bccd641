import { describe, expect, it } from 'vitest';
import { tk, simulatorForSuite } from '../support/simulator-harness';

const sim = simulatorForSuite('2026-11-20T06:00:00Z'); // 14:00 Shanghai
const list = (date: string) => sim.get(tk('/alt/api/news/202605/data', { date }));
const detail = (newsid: string) => sim.get(tk('/alt/api/news/202605/detail', { newsid }));

describe('news (section E)', () => {
  it('lists about 20 items a day, newest first, with digit ids and Chinese titles', async () => {
    const { body } = await list('2026-11-18');
    expect(body).toMatchObject({ code: 200, message: 'success' });
    expect(body.data.length).toBeGreaterThanOrEqual(18);
    expect(body.data.length).toBeLessThanOrEqual(22);
    const dates = body.data.map((n: any) => n.CreateDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const n of body.data) {
      expect(n.NewsID).toMatch(/^\d+$/);
      expect(n.NewsTitle).toMatch(/[\u4e00-\u9fff]/);
      expect(n.CreateDate).toMatch(/^2026-11-18 \d{2}:\d{2}:\d{2}$/);
      expect(typeof n.PreviewImg).toBe('string');
    }
    const images = body.data.map((n: any) => n.PreviewImg);
    expect(images.filter((u: string) => u.startsWith('https://')).length).toBeGreaterThan(body.data.length / 2);
    expect((await list('2026-11-18')).text).toBe(JSON.stringify(body));
  });

  it('mixes in empty and unsafe preview images over a few days', async () => {
    const days = ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17'];
    const images = (await Promise.all(days.map(list))).flatMap((r) => r.body.data.map((n: any) => n.PreviewImg));
    expect(images).toContain('');
    expect(images.some((u: string) => !u.startsWith('https://') && u !== '')).toBe(true);
  });

  it('shows only items created before now, none for future days', async () => {
    const today = (await list('2026-11-20')).body.data;
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((n: any) => n.CreateDate <= '2026-11-20 14:00:00')).toBe(true);
    expect((await list('2026-11-21')).body.data).toEqual([]);
  });

  it('returns article HTML for an id of the list, hostile markup in a good share', async () => {
    const items = (await list('2026-11-18')).body.data;
    const articles = await Promise.all(items.map((n: any) => detail(n.NewsID)));
    const first = articles[0].body.data[0];
    expect(Object.keys(first).sort()).toEqual(['NewsContent', 'NewsID', 'NewsSummary', 'NewsTitle', 'PreviewImg']);
    expect(first.NewsID).toBe(items[0].NewsID);
    expect(first.NewsContent).toMatch(/<h1>/);
    expect(first.NewsContent).toMatch(/<table>/);
    expect(first.NewsContent).toMatch(/<ul>/);
    const hostile = articles.filter((a) => /<script|onerror=|javascript:|<iframe|onload=|srcdoc|http-equiv|formaction|expression\(|&#106;/i.test(a.body.data[0].NewsContent));
    expect(hostile.length).toBeGreaterThan(articles.length / 5);
    expect(hostile.length).toBeLessThan(articles.length);
  });

  it('answers unknown ids with empty data and checks parameters', async () => {
    expect((await detail('202611189999')).body).toEqual({ code: 200, message: 'success', data: [] });
    expect((await detail('abc')).body.data).toEqual([]);
    expect((await detail('202611210001')).body.data).toEqual([]);
    expect((await sim.get(tk('/alt/api/news/202605/detail'))).body.code).toBe(400);
    expect((await list('2026-13-01')).body.code).toBe(400);
    expect((await sim.get('/alt/api/news/202605/data?date=2026-11-18')).body).toMatchObject({ code: 401, message: 'token invalid' });
    expect((await sim.get(tk('/base/api/news/202605/data', { date: '2026-11-18' }))).status).toBe(404);
    expect((await sim.get(tk('/alt/api/news/202606/data', { date: '2026-11-18' }))).body).toMatchObject({ code: 404, message: expect.stringMatching(/202605/) });
  });
});
