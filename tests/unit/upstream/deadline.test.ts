import { describe, expect, it } from 'vitest';

const { requestTimeout, withinBudget } = await import('@/lib/upstream/deadline');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('one time budget for a chain of upstream calls', () => {
  it('leaves the per-request timeout alone outside a budget', () => {
    expect(requestTimeout(3000)).toBe(3000);
  });

  it('gives later calls of the chain only what is left', async () => {
    await withinBudget(300, async () => {
      expect(requestTimeout(3000)).toBeLessThanOrEqual(300);
      await sleep(120);
      const left = requestTimeout(3000);
      expect(left).toBeLessThanOrEqual(180);
      expect(left).toBeGreaterThan(50);
    });
  });

  it('never lets an inner budget outlast the outer one, and ends with the chain', async () => {
    await withinBudget(100, () =>
      withinBudget(5000, async () => {
        expect(requestTimeout(3000)).toBeLessThanOrEqual(100);
        await sleep(120);
        expect(requestTimeout(3000)).toBeLessThanOrEqual(0);
      }),
    );
    expect(requestTimeout(3000)).toBe(3000);
  });
});
