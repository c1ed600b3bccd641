// Shared helpers for browser tests: the simulator's control API and locales.
import { expect, type Page } from '@playwright/test';

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
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
