import { describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/server.mjs';
import { idx, tk, simulatorForSuite } from '../support/simulator-harness';

const sim = simulatorForSuite('2026-11-23T02:00:00Z', 'macrodesk', 'auto');
const daily = async (date: string) => (await sim.get(tk('/base/api/calendar/202605/data', { date }))).body.data as Record<string, unknown>[];
const set = (modes: Record<string, string>) => sim.control('quirks', 'POST', modes);

describe('simulator quirks (quirks.mjs)', () => {
  it('are switched per name through the control API, and reset to auto', async () => {
    expect((await set({ repeatIds: 'maybe' })).status).toBe(400);
    expect((await set({ nonsense: 'on' })).status).toBe(400);
    expect((await set({ malformed: 'on' })).quirks).toMatchObject({ malformed: 'on', repeatIds: 'auto' });
    await sim.control('reset', 'POST');
    expect((await sim.control('quirks')).quirks.malformed).toBe('auto');
  });

  it('are on by default on some days only, the same on every run', async () => {
    const days = Array.from({ length: 20 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    const badTimes = await Promise.all(days.map(async (d) => (await daily(d)).some((r) => r.PUBLISH_TIME === '待定')));
    expect(badTimes.some(Boolean)).toBe(true);
    expect(badTimes.every(Boolean)).toBe(false);
    const again = await startSimulator({ now: () => sim.clock.ms });
    try {
      const path = tk('/base/api/calendar/202605/data', { date: days[badTimes.indexOf(true)] });
      expect(await (await fetch(`${again.url}${path}`)).text()).toBe((await sim.get(path)).text);
    } finally {
      await again.close();
    }
  });

  it('serve 18-digit IDX_IDs and short legacy IDs; Calendar Details answers the short one only', async () => {
    const row = (await sim.get('/legacy/Calendar/lists/d/20261118')).body.data[0];
    expect(row.IDX_ID).toMatch(/^\d{18}$/);
    expect(row.ID).toMatch(/^\d{6}$/);
    expect((await sim.get(`/legacy/Calendar/detail/id/${row.ID}`)).body.data[0].IDX_ID).toBe(row.IDX_ID);
    expect((await sim.get(`/legacy/Calendar/detail/id/${row.IDX_ID}`)).body.data).toEqual([]);
    expect(idx(row.ID)).toBe(row.IDX_ID);
  });

  it('repeat record ids on two consecutive days', async () => {
    await set({ repeatIds: 'on' });
    const [a, b] = await Promise.all([daily('2026-11-19'), daily('2026-11-20')]);
    expect(a.filter((r) => b.some((s) => s.ID === r.ID)).length).toBeGreaterThan(0);
  });

  it('move a pending release scheduled through the control API, earlier or later', async () => {
    await sim.control('reset', 'POST');
    const made = await sim.control('releases', 'POST', { inSeconds: 600 });
    const moved = await sim.control('releases/reschedule', 'POST', { recordId: made.recordId, inSeconds: 60 });
    expect(Date.parse(`${moved.publishTime.replace(' ', 'T')}+08:00`)).toBe(Date.parse(`${made.publishTime.replace(' ', 'T')}+08:00`) - 540_000);
    const row = (await daily(made.publishTime.slice(0, 10))).find((r) => r.ID === made.recordId || r.ID === String(made.recordId));
    expect(row).toMatchObject({ PUBLISH_TIME: moved.publishTime, ACTUAL_PRICE: '' });
    expect((await sim.control('releases/reschedule', 'POST', { recordId: 1, inSeconds: 1 })).status).toBe(404);
  });

  it('announce one pending release an hour late on reschedule days, until two hours before it', async () => {
    await sim.control('reset', 'POST');
    const day = '2026-11-26';
    await set({ reschedule: 'off' });
    const plain = await daily(day);
    await set({ reschedule: 'on' });
    const moved = (await daily(day)).filter((r, i) => r.PUBLISH_TIME !== plain[i].PUBLISH_TIME);
    expect(moved).toHaveLength(1);
  });
});
