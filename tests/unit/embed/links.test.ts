import { describe, expect, it } from 'vitest';
import { fullPageHref, widgetPath } from '@/lib/embed/links';
import { NO_READER_STATE } from '@/lib/reader/link';
import { parseEmbed, type WidgetOptions } from '@/lib/embed/params';
import { NO_FILTERS } from '@/lib/calendar/filter-query';

const auto = { theme: 'auto', transparent: false, tz: null, colors: null } as const;

describe('widget and full-page links', () => {
  it('round-trips: a widget path parses back to the same options', () => {
    const cases = [
      ['calendar', { view: 'week', importance: '2,3', country: 'US', limit: '4', tz: 'Asia/Tokyo', theme: 'dark', transparent: '1' }],
      ['events', { type: 'holiday', limit: '3' }],
      ['quotes', { codes: 'WGJS|XAU,WH|EURUSD' }],
      ['chart', { codes: 'WH|USDJPY', interval: 'day', theme: 'light', colors: 'green-up' }],
      ['quotes', { codes: 'WGJS|XAU', colors: 'red-up', tz: 'America/New_York' }],
      ['news', { limit: '9' }],
    ] as const;
    for (const [kind, query] of cases) {
      const parsed = parseEmbed(kind, { ...query });
      if (!parsed.ok) throw new Error(`${kind} did not parse`);
      const url = new URL(widgetPath('en', parsed.value.widget, parsed.value.common), 'http://x');
      expect(url.pathname).toBe(`/en/embed/${kind}`);
      expect(parseEmbed(kind, Object.fromEntries(url.searchParams))).toEqual(parsed);
    }
  });

  it('leaves defaults out of the widget URL and puts the indicator id in the path', () => {
    expect(widgetPath('zh-TW', { kind: 'indicator', idxId: '310001', limit: 6 }, auto)).toBe('/zh-TW/embed/indicator/310001?limit=6');
    expect(widgetPath('en', { kind: 'calendar', view: 'day', filters: { importance: [], countries: [], categories: [], currencies: [], watch: [], query: '' }, limit: 10 }, auto)).toBe('/en/embed/calendar?limit=10');
    expect(widgetPath('en', { kind: 'quotes', codes: ['WGJS|XAU'] }, { ...auto, colors: 'red-up' })).toBe('/en/embed/quotes?codes=WGJS%7CXAU&colors=red-up');
  });

  it('links each widget to its full page with the same filters and zone', () => {
    const calendar: Extract<WidgetOptions, { kind: 'calendar' }> = { kind: 'calendar', view: 'day', filters: { importance: [3], countries: ['US'], categories: [], currencies: [], watch: [], query: '' }, limit: 5 };
    expect(fullPageHref('en', calendar, { tzParam: 'Asia/Tokyo', colorsParam: 'red-up' })).toBe('/en/calendar?importance=3&country=US&tz=Asia%2FTokyo&colors=red-up');
    expect(fullPageHref('en', { ...calendar, view: 'week' }, NO_READER_STATE)).toBe('/en/calendar/week?importance=3&country=US');
    expect(fullPageHref('zh-CN', { kind: 'quotes', codes: ['WH|EURUSD', 'WH|USDJPY'] }, NO_READER_STATE)).toBe('/zh-CN/markets/WH');
    expect(fullPageHref('zh-CN', { kind: 'quotes', codes: ['WH|EURUSD', 'WGJS|XAU'] }, NO_READER_STATE)).toBe('/zh-CN/markets');
    // A widget without markers opens the page without them; with them, the page marks the same releases.
    expect(fullPageHref('en', { kind: 'chart', code: 'WGJS|XAU', interval: 'min15', events: 'off' }, NO_READER_STATE)).toBe('/en/markets/WGJS/XAU?interval=min15&events=off');
    expect(fullPageHref('en', { kind: 'chart', code: 'WGJS|XAU', interval: 'min15', events: [2, 3] }, NO_READER_STATE)).toBe('/en/markets/WGJS/XAU?interval=min15');
    expect(fullPageHref('en', { kind: 'chart', code: 'WGJS|XAU', interval: 'min15', events: [3] }, NO_READER_STATE)).toBe('/en/markets/WGJS/XAU?interval=min15&events=3');
    expect(fullPageHref('en', { kind: 'events', type: 'event', filters: NO_FILTERS, limit: 5 }, NO_READER_STATE)).toBe('/en/calendar/events?type=event');
  });
});
