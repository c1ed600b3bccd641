// Shared helpers for browser tests: the simulator's control API and locales.
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

export const LOCALES = ['zh-CN', 'en', 'zh-TW'] as const;
export const SIM_URL = process.env.E2E_SIM_URL ?? 'http://127.0.0.1:4107';

export async function sim(path: string, init?: { method?: string; body?: unknown }): Promise<any> {
  const res = await fetch(`${SIM_URL}/__sim/${path}`, {
    method: init?.method ?? (init?.body ? 'POST' : 'GET'),
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
    body: init?.body ? JSON.stringify(init.body) : undefined,
  });
  expect(res.ok, `simulator control ${path}`).toBeTruthy();
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page): string[] {
  return collectConsole(page).errors;
}

/** The console errors and page errors of `page` from now until `stop()`. */
export function collectConsole(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (m: ConsoleMessage) => m.type() === 'error' && errors.push(m.text());
  const onError = (e: Error) => errors.push(e.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * Markup that would run script, load a frame, move the page or restyle it if
 * rendered as is: every kind the simulator's hostile articles carry
 * (simulator/data/articles.mjs).
 */
export const HOSTILE_MARKUP = /<script|\son\w+=|javascript:|&#106;|jav&#x09;|java\nscript|srcdoc|formaction|<iframe|<object|<embed|<form|<style|<meta|<base|<math|\sstyle=/i;

/** A 1×1 PNG, answered for the upstream's image hosts, which tests must not reach. */
export const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The wall date (YYYY-MM-DD) of an instant in a zone. */
export function dateIn(zone: string, at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

/** The instants [start, end) of the day that contains `at` in a zone (found to the minute). */
function dayAround(zone: string, at: number): [number, number] {
  const day = dateIn(zone, at);
  const edge = (step: number) => {
    let t = at;
    // Hours, then minutes: a day is at most 25 hours long.
    for (const unit of [3_600_000, 60_000]) while (dateIn(zone, t + step * unit) === day) t += step * unit;
    return t;
  };
  return [edge(-1) - 59_999, edge(1) + 60_000];
}

/**
 * Seconds from now to an instant on today's date in every zone given:
 * `leadS` ahead when that stays `marginS` away from each zone's midnight,
 * else the middle of the hours those todays share (they always share the
 * present, so a test never depends on the hour it runs at).
 */
export function secondsIntoSharedToday(zones: string[], leadS = 600, marginS = 1_800): number {
  const now = Date.now();
  const days = zones.map((z) => dayAround(z, now));
  const start = Math.max(...days.map(([s]) => s));
  const end = Math.min(...days.map(([, e]) => e));
  const target = now + leadS * 1000;
  if (target >= start + marginS * 1000 && target <= end - marginS * 1000) return leadS;
  return Math.round(((start + end) / 2 - now) / 1000);
}

/**
 * A reader's zone in which a release `aheadS` from now is still on today's
 * date, with time to spare for the test: Asia/Shanghai unless its midnight is
 * near, then UTC (eight hours apart, so one of them always is). `now`: the
 * present of a portal on a shared test clock (./shared-clock.ts), real time by default.
 */
export function zoneAwayFromMidnight(aheadS: number, spareS = 600, now = Date.now()): string {
  const later = now + (aheadS + spareS) * 1000;
  return ['Asia/Shanghai', 'UTC'].find((z) => dateIn(z, now) === dateIn(z, later))!;
}
