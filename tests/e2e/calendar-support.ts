// Helpers of the calendar browser tests: the simulator's own rows, to compare pages against.
import { expect, type Page } from '@playwright/test';
import { SIM_URL } from './support';

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

/** The record ids of the release rows on the page, sorted. */
export async function rowIds(page: Page): Promise<string[]> {
  const ids = await page.getByTestId('release-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-release-id') ?? ''));
  return ids.sort();
}

export const sortedIds = (records: { ID: number | string }[]) => records.map((r) => String(r.ID)).sort();
