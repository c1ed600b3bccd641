// @ts-check
// Calendar events of a Shanghai day (docs/upstream.md "Event record"):
// type 1 holidays, 2 treasury issuance, 3 financial events. Times are local
// to the organiser and written in Shanghai wall time.
import { stream, dice } from '../rng.mjs';
import { addDays, dayNumber, shanghaiDay, shanghaiWall, zonedInstant } from '../time.mjs';
import { COUNTRIES, ORGS } from './countries.mjs';
import { holidaysOn } from './holidays.mjs';
import { CATALOGUE } from './indicators.mjs';
import { candidateDays, periodOn } from './schedule.mjs';
import { AUCTIONS, SPEAKERS, MEETINGS, PLACES } from './event-texts.mjs';

/**
 * An event of a day, as drawn; buildDayEvents() numbers it (`id`) and writes its time (`wall`).
 * @typedef {{ cty: string, imp: number, confirmed: boolean, at: number, desc: string[], area: string[] | null, id?: string, wall?: string }} EventDraft
 * @typedef {EventDraft & { id: string, wall: string }} DayEvent
 * @typedef {import('./event-texts.mjs').EventTemplate} EventTemplate
 */

const CLOSED = ['休市', 'markets closed', '休市'];

/** @param {string} day @returns {EventDraft[]} */
function holidayEvents(day) {
  return holidaysOn(day).map((h) => ({
    cty: h.cty, imp: h.imp, confirmed: true,
    at: Date.parse(`${day}T00:00:00Z`) - 8 * 3600_000,
    desc: [0, 1, 2].map((l) => (l === 1 ? `${COUNTRIES[h.cty].names[1]}: ${h.name[1]}, ${CLOSED[1]}` : `${COUNTRIES[h.cty].names[l]}${h.name[l]}，${CLOSED[l]}`)),
    area: h.cty === 'CN' || h.cty === 'HK' ? null : PLACES[h.cty] ?? null,
  }));
}

/** Rule-based events (auctions, meetings) whose local day lands on the Shanghai day. @param {EventTemplate[]} list @param {string} day */
function ruleEvents(list, day) {
  /** @type {EventDraft[]} */
  const out = [];
  for (const ev of list) {
    for (const local of candidateDays(day)) {
      if (periodOn({ rule: ev.rule, freq: 3, lag: 0 }, local) === null) continue;
      const at = zonedInstant(ev.tz, local, ev.at);
      if (shanghaiDay(at) === day) out.push({ cty: ev.cty, imp: ev.imp, confirmed: ev.confirmed ?? true, at, desc: ev.desc, area: ev.area ?? null });
    }
  }
  return out;
}

/** Press conferences on the days of the catalogue's rate decisions. @param {string} day */
function pressConferences(day) {
  /** @type {EventDraft[]} */
  const out = [];
  for (const ind of CATALOGUE) {
    if (ind.kind !== 'rate' || ind.imp < 3) continue;
    for (const local of candidateDays(day)) {
      if (periodOn(ind, local) === null) continue;
      const at = zonedInstant(ind.tz, local, ind.at) + 30 * 60_000;
      if (shanghaiDay(at) !== day) continue;
      const org = ORGS[ind.org];
      out.push({
        cty: ind.cty, imp: 3, confirmed: true, at, area: PLACES[ind.cty] ?? null,
        desc: [`${org[0]}货币政策新闻发布会`, `${org[1]} monetary policy press conference`, `${org[2]}貨幣政策新聞發佈會`],
      });
    }
  }
  return out;
}

/** A few speeches on weekdays, drawn from the day's seed; some with unconfirmed times. @param {string} seed @param {string} day */
function speeches(seed, day) {
  /** @type {EventDraft[]} */
  const out = [];
  // Speeches are drawn per local working day; a U.S. afternoon is the next Shanghai day.
  for (const local of [addDays(day, -1), day]) {
    const wd = new Date(`${local}T00:00:00Z`).getUTCDay();
    if (wd === 0 || wd === 6) continue;
    const d = dice(stream(seed, 'speeches', local));
    for (let i = d.int(1, 4); i > 0; i--) {
      const s = d.pick(SPEAKERS);
      const at = zonedInstant(s.tz, local, `${String(d.int(8, 17)).padStart(2, '0')}:${d.pick(['00', '15', '30', '45'])}`);
      const confirmed = d.chance(0.75);
      const area = d.chance(0.6) ? PLACES[s.cty] ?? null : null;
      if (shanghaiDay(at) === day) out.push({ cty: s.cty, imp: s.imp, confirmed, at, desc: s.desc, area });
    }
  }
  return out;
}

/**
 * Events of a day by type, sorted by time, each with a stable digit id
 * (type, day number, position).
 * @param {string} seed @param {string} day
 * @returns {Record<string, DayEvent[]>}
 */
export function buildDayEvents(seed, day) {
  /** @type {Record<string, EventDraft[]>} */
  const byType = {
    1: holidayEvents(day),
    2: ruleEvents(AUCTIONS, day),
    3: [...ruleEvents(MEETINGS, day), ...pressConferences(day), ...speeches(seed, day)],
  };
  for (const [type, list] of Object.entries(byType)) {
    list.sort((a, b) => a.at - b.at || a.cty.localeCompare(b.cty));
    list.forEach((e, i) => {
      e.id = `${type}${dayNumber(day)}${String(i).padStart(2, '0')}`;
      e.wall = shanghaiWall(e.at);
    });
  }
  // Every event now has its id and time.
  return /** @type {Record<string, DayEvent[]>} */ (byType);
}
