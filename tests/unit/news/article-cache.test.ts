import { describe, expect, it } from 'vitest';
import { SanitizedArticles } from '@/lib/news/article-cache';
import { sanitizeArticleHtml, type SanitizedHtml } from '@/lib/news/sanitize';

function counting() {
  const calls: string[] = [];
  const sanitize = (html: string): SanitizedHtml => {
    calls.push(html);
    return sanitizeArticleHtml(html);
  };
  return { calls, sanitize };
}

describe('SanitizedArticles', () => {
  it('sanitizes an article once however often it is viewed', () => {
    const { calls, sanitize } = counting();
    const cache = new SanitizedArticles(10, sanitize);
    const html = '<p>黄金</p><script>alert(1)</script>';
    for (let i = 0; i < 5; i++) expect(cache.body('42', html)).toBe('<p>黄金</p>');
    expect(calls).toHaveLength(1);
  });

  it('sanitizes again when the article content changes', () => {
    const { calls, sanitize } = counting();
    const cache = new SanitizedArticles(10, sanitize);
    expect(cache.body('42', '<p>v1</p>')).toBe('<p>v1</p>');
    expect(cache.body('42', '<p>v2</p>')).toBe('<p>v2</p>');
    expect(calls).toEqual(['<p>v1</p>', '<p>v2</p>']);
  });

  it('keeps articles apart by id even with the same content', () => {
    const { calls, sanitize } = counting();
    const cache = new SanitizedArticles(10, sanitize);
    cache.body('1', '<p>same</p>');
    cache.body('2', '<p>same</p>');
    expect(calls).toHaveLength(2);
  });

  it('stays within its capacity, evicting the least recently used', () => {
    const { calls, sanitize } = counting();
    const cache = new SanitizedArticles(2, sanitize);
    cache.body('a', '<p>a</p>');
    cache.body('b', '<p>b</p>');
    cache.body('a', '<p>a</p>'); // a is now the most recent
    cache.body('c', '<p>c</p>'); // evicts b
    expect(cache.size).toBe(2);
    cache.body('a', '<p>a</p>');
    expect(calls).toEqual(['<p>a</p>', '<p>b</p>', '<p>c</p>']);
    cache.body('b', '<p>b</p>');
    expect(calls).toHaveLength(4);
  });
});
