import { describe, expect, it } from 'vitest';
import { defaultState, frameId, stateOf, widgetOf } from '@/lib/embed/builder-state';
import { widgetPath } from '@/lib/embed/links';
import { parseEmbed } from '@/lib/embed/params';

describe('builder state', () => {
  it('turns the form into widget options and back', () => {
    const s = { ...defaultState('en', '310001'), kind: 'calendar' as const, importance: [3 as const], countries: ' US, EU ,', tz: 'Asia/Tokyo', limit: 4 };
    const { common, widget } = widgetOf(s);
    expect(widget).toEqual({ kind: 'calendar', view: 'day', filters: { importance: [3], countries: ['US', 'EU'], categories: [], currencies: [], watch: [], query: '' }, limit: 4 });
    const parsed = parseEmbed('calendar', Object.fromEntries(new URL(widgetPath('en', widget, common), 'http://x').searchParams));
    if (!parsed.ok) throw new Error('did not parse');
    expect(widgetOf(stateOf(defaultState('en', ''), parsed.value.common, parsed.value.widget))).toEqual({ common, widget });
  });

  it('carries the chosen colours into the widget address, and none for the language default', () => {
    const base = { ...defaultState('zh-CN', '310001'), kind: 'quotes' as const, codes: 'WGJS|XAU' };
    expect(widgetPath('zh-CN', widgetOf(base).widget, widgetOf(base).common)).toBe('/zh-CN/embed/quotes?codes=WGJS%7CXAU');
    const green = widgetOf({ ...base, colors: 'green-up' });
    const path = widgetPath('zh-CN', green.widget, green.common);
    expect(path).toBe('/zh-CN/embed/quotes?codes=WGJS%7CXAU&colors=green-up');
    const parsed = parseEmbed('quotes', Object.fromEntries(new URL(path, 'http://x').searchParams));
    if (!parsed.ok) throw new Error('did not parse');
    expect(stateOf(defaultState('zh-CN', ''), parsed.value.common, parsed.value.widget).colors).toBe('green-up');
  });

  it('gives each widget address its own frame id', () => {
    expect(frameId('quotes', 'https://a/x')).toMatch(/^macrodesk-quotes-[0-9a-z]+$/);
    expect(frameId('quotes', 'https://a/x')).toBe(frameId('quotes', 'https://a/x'));
    expect(frameId('quotes', 'https://a/x')).not.toBe(frameId('quotes', 'https://a/y'));
  });
});
