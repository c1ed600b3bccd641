// Starts a simulator on a controllable clock and fetches JSON from it.
import { afterAll, beforeAll } from 'vitest';
import { startSimulator } from '../../../simulator/server.mjs';

export const TOKEN = 'macrodesk-simulator-token';

export interface Harness {
  url: string;
  clock: { ms: number };
  get(path: string): Promise<{ status: number; body: any; text: string }>;
  control(path: string, method?: string, body?: unknown): Promise<any>;
}

/** IDX_ID of a catalogue indicator by its short (legacy list) ID, as the simulator writes it. */
export { longId as idx } from '../../../simulator/data/indicators.mjs';

/**
 * One simulator per test file; `clock.ms` is its `now`. Its quirks are off
 * (the document's plain reading) unless `quirks` is `auto`: simulator/quirks.test.ts
 * switches them on one by one.
 */
export function simulatorForSuite(startAt: string, seed = 'macrodesk', quirks: 'off' | 'auto' = 'off'): Harness {
  const clock = { ms: Date.parse(startAt) };
  let sim: { url: string; close(): Promise<void> };
  const harness: Harness = {
    url: '',
    clock,
    async get(path) {
      const res = await fetch(`${harness.url}${path}`);
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { status: res.status, body, text };
    },
    async control(path, method = 'GET', body) {
      const res = await fetch(`${harness.url}/__sim/${path}`, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, ...(await res.json()) };
    },
  };
  beforeAll(async () => {
    sim = await startSimulator({ seed, now: () => clock.ms, quirks });
    harness.url = sim.url;
  });
  afterAll(() => sim.close());
  return harness;
}

/** Tokened path helper: `tk('/base/api/calendar/202605/data', {date})`. */
export function tk(path: string, query: Record<string, string> = {}, token = TOKEN): string {
  return `${path}?${new URLSearchParams({ ...query, token }).toString()}`;
}
