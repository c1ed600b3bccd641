import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { symbolName } from '@/lib/localize/symbols';
import { SymbolNameIn, SymbolNameMark, SymbolNameText } from '@/lib/localize/ui/symbol-name';

// How a symbol's name is written into a page: a translated name as plain
// text; an untranslated one with its `lang` and the quiet "original" label,
// like every other untranslated text (lib/localize/ui/original-text.tsx).
const render = (node: ReturnType<typeof h>) =>
  renderToStaticMarkup(h(NextIntlClientProvider, { locale: 'en', messages: en, timeZone: 'UTC', children: node }));

describe('symbol name markup', () => {
  it('a known code: its English name, nothing marked', () => {
    const name = symbolName('en', 'WGJS', 'XAU', '现货黄金');
    expect(render(h('p', null, h(SymbolNameText, { name }), h(SymbolNameMark, { name })))).toBe('<p>Spot Gold</p>');
    expect(render(h('h1', null, h(SymbolNameIn, { name, format: (t: string) => `${t} (XAU)` })))).toBe('<h1>Spot Gold (XAU)</h1>');
  });

  it('an unknown code: the upstream name in its language, then the "original" label outside the sentence', () => {
    const name = symbolName('en', 'CBOT', 'ZSNC', '美黄豆<b>');
    const html = render(h('h1', null, h(SymbolNameIn, { name, format: (t: string) => `${t} (ZSNC)` })));
    expect(html).toMatch(/^<h1><span lang="zh-CN" data-original="true">美黄豆&lt;b&gt;<\/span> \(ZSNC\) <small[^>]*title="[^"]+"[^>]*>original<\/small><\/h1>$/);
  });
});
