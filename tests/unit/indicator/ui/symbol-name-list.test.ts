import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zhTW from '@/messages/zh-TW.json';
import { SymbolNameList } from '@/lib/indicator/ui/symbol-name-list';
import { symbolName } from '@/lib/localize/symbols';

// The reactions section's empty state names every linked symbol in one sentence:
// a list in the reader's language, an untranslated name carried with its lang and label.
const render = (locale: 'en' | 'zh-TW', node: ReturnType<typeof h>) =>
  renderToStaticMarkup(h(NextIntlClientProvider, { locale, messages: locale === 'en' ? en : zhTW, timeZone: 'UTC', children: node }));

describe('SymbolNameList', () => {
  it('en: the table’s names as an English list, no code and no exchange', () => {
    const names = [symbolName('en', 'WGJS', 'XAU', '现货黄金'), symbolName('en', 'WH', 'USDJPY', null), symbolName('en', 'NYMEX', 'CONC', null)];
    const html = render('en', h('p', null, h(SymbolNameList, { locale: 'en', names, format: (list: string) => `Recorded for ${list}.` })));
    expect(html).toBe('<p>Recorded for Spot Gold, USD/JPY, and WTI Crude Oil (NYMEX).</p>');
  });

  it('zh-TW: a Chinese list; an unknown code’s upstream name keeps its lang and the "original" label right after it', () => {
    const names = [symbolName('zh-TW', 'WGJS', 'XAU', '现货黄金'), symbolName('zh-TW', 'CBOT', 'ZSNC', '美黄豆'), symbolName('zh-TW', 'WH', 'USD', null)];
    const html = render('zh-TW', h('p', null, h(SymbolNameList, { locale: 'zh-TW', names, format: (list: string) => `記錄 ${list}。` })));
    expect(html).toMatch(/^<p>記錄 現貨黃金、<span lang="zh-CN" data-original="true">美黄豆<\/span> <small[^>]*>[^<]+<\/small>和美元指數。<\/p>$/);
  });
});
