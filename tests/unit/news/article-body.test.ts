import { describe, expect, it } from 'vitest';
import { bodyUnderTitle, headingsWithoutSkips, withoutRepeatedTitle } from '@/lib/news/article-body';
import { sanitizeArticleHtml } from '@/lib/news/sanitize';

const body = (html: string) => sanitizeArticleHtml(html);

describe('withoutRepeatedTitle', () => {
  it('drops a leading heading that repeats the title', () => {
    expect(withoutRepeatedTitle(body('<h1>金价上涨 & 美元走弱</h1>\n<p>正文</p>'), '金价上涨 & 美元走弱')).toBe('<p>正文</p>');
  });

  it('keeps a leading heading with other text, and later headings', () => {
    expect(withoutRepeatedTitle(body('<h1>要点</h1><p>正文</p>'), '金价上涨')).toBe('<h2>要点</h2><p>正文</p>');
    expect(withoutRepeatedTitle(body('<p>导语</p><h1>金价上涨</h1>'), '金价上涨')).toBe('<p>导语</p><h2>金价上涨</h2>');
  });

  it('keeps a heading with markup inside', () => {
    expect(withoutRepeatedTitle(body('<h1><em>金价</em>上涨</h1>'), '金价上涨')).toBe('<h2><em>金价</em>上涨</h2>');
  });
});

describe('headingsWithoutSkips', () => {
  it.each([
    // The simulator's articles: a repeated title (dropped), then an h2 that the sanitizer made an h3.
    ['<h3>市场表现</h3><p>x</p><h4>数据</h4>', '<h2>市场表现</h2><p>x</p><h3>数据</h3>'],
    ['<h2>a</h2><h5>b</h5><h6>c</h6><h5>d</h5><h3>e</h3><h4>f</h4>', '<h2>a</h2><h3>b</h3><h4>c</h4><h3>d</h3><h3>e</h3><h4>f</h4>'],
    ['<h4>a</h4><h3>b</h3><h4>c</h4>', '<h2>a</h2><h2>b</h2><h3>c</h3>'],
    ['<p>&lt;h5&gt; is text</p><h2>t</h2>', '<p>&lt;h5&gt; is text</p><h2>t</h2>'],
  ])('%s', (input, expected) => {
    expect(headingsWithoutSkips(body(input.replace(/<(\/?)h(\d)>/g, (_m, s, d) => `<${s}h${Number(d) - 1}>`)))).toBe(expected);
  });

  it('is what the page gets: a repeated title dropped, the rest under the page h1', () => {
    expect(bodyUnderTitle(body('<h1>金价上涨</h1><p>x</p><h2>市场表现</h2><h3>数据</h3>'), '金价上涨')).toBe('<p>x</p><h2>市场表现</h2><h3>数据</h3>');
  });
});
