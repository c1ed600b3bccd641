import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from '@/lib/news/article-body';
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
