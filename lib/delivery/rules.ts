import { z } from 'zod';
import { BEFORE_MINUTES } from '@/lib/calendar/alarm-minutes';
import { exportFilters } from '@/lib/calendar/api-query';
import { filterReleases } from '@/lib/calendar/filters';
import type { CalendarFilters } from '@/lib/calendar/params';
import type { Release } from '@/lib/upstream/types';

/**
 * A delivery rule (docs/design.md, "Delivery"): the calendar's filter query
 * string and when to speak — `before` minutes ahead of a scheduled release,
 * `actual` when its value is out (a revision speaks once more). Push
 * subscriptions and webhook targets hold a list of them.
 */
export const MAX_RULES = 10;
const MAX_FILTER = 2000;

export const zRule = z
  .object({
    filter: z.string().max(MAX_FILTER).default('').describe("The calendar's filters as a query string: importance, country, category, currency, watch, q"),
    before: z
      .array(z.union([z.literal(0), z.literal(5), z.literal(15), z.literal(30), z.literal(60)], { error: 'must be one of 0, 5, 15, 30, 60' }))
      .max(BEFORE_MINUTES.length)
      .default([])
      .describe('Minutes ahead of a scheduled release: 0, 5, 15, 30 or 60'),
    actual: z.boolean().default(false).describe('Speak when the actual is out (and once more on a revision)'),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const parsed = parseRuleFilter(rule.filter);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['filter'], message: parsed.message });
    if (!rule.before.length && !rule.actual) ctx.addIssue({ code: 'custom', path: ['before'], message: 'a rule must speak before a release, when the actual is out, or both' });
  });
export type RuleInput = z.input<typeof zRule>;
export type Rule = z.output<typeof zRule>;

export const zRules = z.array(zRule).min(1).max(MAX_RULES);

/** A rule ready to match releases: its filters parsed once. */
export interface CompiledRule {
  filters: CalendarFilters;
  before: number[];
  actual: boolean;
}

function parseRuleFilter(filter: string): { ok: true; filters: CalendarFilters } | { ok: false; message: string } {
  const query = filter.startsWith('?') ? filter.slice(1) : filter;
  const known = new Set(['importance', 'country', 'category', 'currency', 'watch', 'q']);
  for (const name of new URLSearchParams(query).keys()) {
    if (!known.has(name)) return { ok: false, message: `${name}: not a calendar filter (importance, country, category, currency, watch, q)` };
  }
  const params: Record<string, string[]> = {};
  for (const [k, v] of new URLSearchParams(query)) (params[k] ??= []).push(v);
  const parsed = exportFilters(params);
  return parsed.ok ? { ok: true, filters: parsed.value } : { ok: false, message: parsed.message };
}

/** Compiles checked rules (zRule's output); a filter that no longer parses matches nothing. */
export function compileRules(rules: Rule[]): CompiledRule[] {
  return rules.flatMap((r) => {
    const parsed = parseRuleFilter(r.filter);
    return parsed.ok ? [{ filters: parsed.filters, before: [...new Set(r.before)].sort((a, b) => b - a), actual: r.actual }] : [];
  });
}

/** The rules a release passes. */
export const rulesFor = (rules: CompiledRule[], release: Release): CompiledRule[] => rules.filter((r) => filterReleases([release], r.filters).length > 0);
