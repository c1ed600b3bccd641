// Helpers of the calendar browser tests: the simulator's own rows, to compare pages against.
import { expect, type Page } from '@playwright/test';
import { SIM_URL } from './index';

export const TOKEN = 'macrodesk-simulator-token';
export const VARIANT = { 'zh-CN': 'api', en: 'apien', 'zh-TW': 'apitc' } as const;

export async function upstream(path: string): Promise<any[]> {
  const res = await fetch(`${SIM_URL}${path}`);
  expect(res.ok, path).toBeTruthy();
  const body = await res.json();
  return body.data;
}

export const tokened = (locale: keyof typeof VARIANT, op: string, query: string) =>
  upstream(`/base/${VARIANT[locale]}/calendar/202605/${op}?${query}&token=${TOKEN}`);

/** A Shanghai wall time (the simulator's zone) as epoch ms. */
export const shanghai = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);

/**
 * Releases other specs schedule through the simulator's control (simulator/control.mjs numbers
 * them from 900,000,000) reach the portal's copy of a week within its freshness, not at once:
 * a spec comparing a week's rows with the simulator's while they run leaves them out on both sides.
 */
export const notScheduledByTests = (id: number | string) => Number(id) < 900_000_000;

/** The record ids of the release rows on the page, sorted. */
export async function rowIds(page: Page): Promise<string[]> {
  const ids = await page.getByTestId('release-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-release-id') ?? ''));
  return ids.sort();
}

/** The record ids of the release rows on the page, sorted, without those other specs scheduled. */
export const unscheduledRowIds = async (page: Page): Promise<string[]> => (await rowIds(page)).filter(notScheduledByTests);

/**
 * The records a page can show: the simulator's quirks (simulator/quirks.mjs)
 * serve, on some days, a record whose time is no time (待定); the page drops
 * it, says so, and shows every other one.
 */
export const readable = <T extends { PUBLISH_TIME?: unknown }>(records: T[]): T[] =>
  records.filter((r) => typeof r.PUBLISH_TIME !== 'string' || /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(r.PUBLISH_TIME));

export const sortedIds = (records: { ID: number | string; PUBLISH_TIME?: unknown }[]) => readable(records).map((r) => String(r.ID)).sort();

/** IDX_ID of a simulator indicator by its short legacy id (`110001` → 18 digits, simulator/data/indicators.mjs). */
export const idx = (short: string) => `11202204190${short.padStart(7, '0')}`;
