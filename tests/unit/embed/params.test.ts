import { describe, expect, it } from 'vitest';
import { parseEmbed } from '@/lib/embed/params';

describe('parseEmbed', () => {
  it('reads the common look and a calendar widget with its filters', () => {
    const r = parseEmbed('calendar', { theme: 'dark', transparent: '1', tz: 'america/new_york', view: 'week', importance: '3,2', country: 'US,EU', limit: '7' });
    expect(r).toEqual({
      ok: true,
      value: {
        common: { theme: 'dark', transparent: true, tz: 'America/New_York', colors: null },
        widget: { kind: 'calendar', view: 'week', filters: { importance: [2, 3], countries: ['US', 'EU'], categories: [], currencies: [], watch: [], query: '' }, limit: 7 },
      },
    });
  });

  it('falls back to the defaults when parameters are absent, and ignores parameters it does not know', () => {
    const r = parseEmbed('news', { utm_source: 'host', cb: '123' });
    expect(r).toEqual({ ok: true, value: { common: { theme: 'auto', transparent: false, tz: null, colors: null }, widget: { kind: 'news', limit: 5 } } });
  });

  it('reads colors; an unknown one falls to the language default and is left to the reader notice (not a widget problem)', () => {
    expect(parseEmbed('quotes', { colors: 'green-up' })).toMatchObject({ ok: true, value: { common: { colors: 'green-up' } } });
    expect(parseEmbed('quotes', { colors: 'red-up' })).toMatchObject({ ok: true, value: { common: { colors: 'red-up' } } });
    expect(parseEmbed('quotes', { colors: 'purple-up' })).toMatchObject({ ok: true, value: { common: { colors: null } } });
  });

  it('reports every bad parameter by name with the value given', () => {
    const r = parseEmbed('calendar', { theme: 'purple', transparent: 'yes', tz: 'Mars/Base', view: 'month', importance: '4', limit: '0' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.param).sort()).toEqual(['importance', 'limit', 'theme', 'transparent', 'tz', 'view']);
    expect(r.problems.find((p) => p.param === 'theme')?.value).toBe('purple');
  });

  it('bounds limits and shortens reported values', () => {
    expect(parseEmbed('events', { limit: '31' }).ok).toBe(false);
    expect(parseEmbed('events', { limit: '30', type: 'holiday' })).toMatchObject({ ok: true, value: { widget: { type: 'holiday', limit: 30 } } });
    const long = parseEmbed('news', { limit: 'x'.repeat(500) });
    expect(!long.ok && long.problems[0].value.length).toBe(40);
  });

  it('takes quotes as EX|CODE lists of at most 20, and exactly one symbol for a chart', () => {
    expect(parseEmbed('quotes', { codes: 'WGJS|XAU,WH|EURUSD,WGJS|XAU' })).toMatchObject({ ok: true, value: { widget: { codes: ['WGJS|XAU', 'WH|EURUSD'] } } });
    expect(parseEmbed('quotes', { codes: 'WGJS|<script>' }).ok).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `WH|S${i}`).join(',');
    expect(parseEmbed('quotes', { codes: many }).ok).toBe(false);
    expect(parseEmbed('chart', { codes: 'WGJS|XAU', interval: 'min15' })).toMatchObject({ ok: true, value: { widget: { code: 'WGJS|XAU', interval: 'min15' } } });
    expect(parseEmbed('chart', { codes: 'WGJS|XAU,WH|USD' }).ok).toBe(false);
    // No symbol named: the builder's defaults, not an error.
    expect(parseEmbed('quotes', {})).toMatchObject({ ok: true, value: { widget: { codes: ['WGJS|XAU', 'WH|EURUSD', 'WH|USDJPY', 'GJZS|SP500', 'NYMEX|CONC'] } } });
    expect(parseEmbed('chart', {})).toMatchObject({ ok: true, value: { widget: { code: 'WGJS|XAU', interval: 'min5' } } });
    expect(parseEmbed('chart', { codes: 'WGJS|XAU', interval: 'min7' }).ok).toBe(false);
    // Release markers: none unless asked; asked as on the symbol page; anything else is named.
    expect(parseEmbed('chart', {})).toMatchObject({ ok: true, value: { widget: { events: 'off' } } });
    expect(parseEmbed('chart', { events: '3,2' })).toMatchObject({ ok: true, value: { widget: { events: [2, 3] } } });
    expect(parseEmbed('chart', { events: 'off' })).toMatchObject({ ok: true, value: { widget: { events: 'off' } } });
    expect(parseEmbed('chart', { events: '4' })).toEqual({ ok: false, problems: [{ param: 'events', value: '4' }] });
  });

  it('checks the indicator id of the path', () => {
    expect(parseEmbed('indicator', {}, '310001')).toMatchObject({ ok: true, value: { widget: { idxId: '310001', limit: 6 } } });
    const bad = parseEmbed('indicator', {}, '31x');
    expect(!bad.ok && bad.problems).toEqual([{ param: 'idxId', value: '31x' }]);
  });

  it('uses the first of repeated parameters', () => {
    expect(parseEmbed('news', { limit: ['3', 'oops'] })).toMatchObject({ ok: true, value: { widget: { limit: 3 } } });
  });
});
