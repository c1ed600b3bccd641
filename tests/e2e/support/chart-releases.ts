// The releases the chart-markers spec looks for on XAU's chart: two U.S.
// Nonfarm Payrolls released a few minutes ago, on the upstream's day,
// scheduled once per worker and day. Not once per run before any test: the
// portal's copy of a week is kept up to five minutes, and the calendar specs
// that compare a week's rows with the simulator's would meet a copy without them.
import { SIM_URL } from './index';

/** U.S. Nonfarm Payrolls: GT_RES 美元, LT_RES 金银 in the simulator (a release that moves gold). */
export const PAYROLLS = '112022041900110001';

export interface ChartReleases {
  /** The upstream's day they were scheduled on (days since the epoch on Shanghai's clock). */
  day: number;
  /** Their instants (ISO). */
  ats: string[];
}

/** The upstream's day (days since the epoch on Shanghai's clock) and the seconds into it. */
export function shanghaiSeconds(): { day: number; into: number } {
  const s = Math.floor(Date.now() / 1000 + 8 * 3600);
  return { day: Math.floor(s / 86_400), into: s % 86_400 };
}

/** The simulator writes Shanghai wall time. */
const instantOf = (wall: string) => new Date(`${wall.replace(' ', 'T')}+08:00`).toISOString();

/**
 * Released a few minutes ago, on today's upstream day: just after Shanghai
 * midnight, a few seconds ago instead (waiting for the day's first 25 s to
 * pass), so the page's cached copy of yesterday is never the one that should hold them.
 */
export async function scheduleChartReleases(): Promise<ChartReleases> {
  let { into } = shanghaiSeconds();
  if (into < 25) {
    await new Promise((r) => setTimeout(r, (25 - into) * 1000));
    into = 25;
  }
  // Two of them, ten seconds apart: the simulator's quirks may make one record of a day
  // unreadable or renumber the day's ids, so markers are found by indicator and instant.
  const back = Math.min(300, into - 10);
  const made = await Promise.all(
    [back, back - 10].map(async (s) => {
      const res = await fetch(`${SIM_URL}/__sim/releases`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inSeconds: -s, importance: 3, idxId: PAYROLLS }) });
      if (!res.ok) throw new Error(`simulator control releases: HTTP ${res.status}`);
      return (await res.json()) as { publishTime: string };
    }),
  );
  return { day: shanghaiSeconds().day, ats: made.map((r) => instantOf(r.publishTime)) };
}
