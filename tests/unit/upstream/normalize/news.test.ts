import { describe, expect, it } from 'vitest';
import { newestFirst, toArticle, toNewsItem } from '@/lib/upstream/normalize/news';
import { newsDetailRecord, newsListRecord } from '@/lib/upstream/wire/news';

describe('news', () => {
  it('normalizes list records and orders them newest first', () => {
    const items = [
      { NewsID: '1', NewsTitle: 'a', NewsSummary: 's', PreviewImg: '', CreateDate: '2026-11-21 08:00:00' },
      { NewsID: '2', NewsTitle: 'b', NewsSummary: '', PreviewImg: 'https://img.example/2.png', CreateDate: '2026-11-21 09:30:00' },
    ].map((r) => toNewsItem(newsListRecord.parse(r), 'Asia/Shanghai'));
    expect(newestFirst(items)).toEqual([
      { id: '2', title: 'b', summary: '', imageUrl: 'https://img.example/2.png', publishedAt: '2026-11-21T01:30:00.000Z' },
      { id: '1', title: 'a', summary: 's', imageUrl: null, publishedAt: '2026-11-21T00:00:00.000Z' },
    ]);
  });

  it('reads NewsSummary of the detail as the summary, and keeps the HTML untouched', () => {
    const html = '<p>x</p><script>alert(1)</script>';
    const a = toArticle(newsDetailRecord.parse({ NewsID: '9', NewsTitle: 't', NewsSummary: '摘要', PreviewImg: '', NewsContent: html }));
    expect(a).toEqual({ id: '9', title: 't', summary: '摘要', imageUrl: null, html });
  });
});
