import { describe, expect, it } from 'vitest';
import { atomResponse, atomXml, xmlText } from '@/lib/feeds/atom';

const feed = (title: string) =>
  atomXml({
    id: 'tag:macrodesk.example,2026:releases:en',
    title: 'Macrodesk',
    lang: 'en',
    self: 'https://macrodesk.example/en/feeds/releases.atom?importance=3&country=US',
    alternate: 'https://macrodesk.example/en/calendar/week',
    updated: '2026-11-27T00:00:00.000Z',
    entries: [{ id: 'tag:macrodesk.example,2026:release:1@2026-11-27T13:30:00.000Z', title, updated: '2026-11-27T13:30:05.000Z', href: 'https://macrodesk.example/en/indicators/1?a=1&b=2', categories: [{ term: 'importance-3' }], lang: 'zh-CN' }],
  });

describe('Atom documents', () => {
  it('escape upstream text and URLs, so that no text opens an element or an entity', () => {
    const xml = feed('CPI <script>alert(1)</script> & "more" \'quoted\'');
    expect(xml).toContain('<title>CPI &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot; &apos;quoted&apos;</title>');
    expect(xml).toContain('href="https://macrodesk.example/en/indicators/1?a=1&amp;b=2"');
    expect(xml).toContain('href="https://macrodesk.example/en/feeds/releases.atom?importance=3&amp;country=US"');
    expect(xml).not.toContain('<script>');
  });

  it('drop the characters XML 1.0 forbids, keep every other', () => {
    expect(xmlText('a\u0000b\u0008c\u000Bd\uFFFEe\tf\ng 中文 😀')).toBe('abcde\tf\ng 中文 😀');
  });

  it('are one feed element in the Atom namespace, with its language, self link and entries', () => {
    const xml = feed('x');
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')).toBe(true);
    expect(xml.trimEnd().endsWith('</feed>')).toBe(true);
    expect(xml.match(/<entry xml:lang="zh-CN">/g)).toHaveLength(1);
    expect(xml).toContain('<link rel="self" type="application/atom+xml"');
    expect(xml).toContain('<category term="importance-3"/>');
    // Every element opened is closed, in order.
    const stack: string[] = [];
    for (const [, close, name, selfClosing] of xml.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (close) expect(stack.pop()).toBe(name);
      else stack.push(name);
    }
    expect(stack).toEqual([]);
  });
});

describe('a feed\'s answer', () => {
  it('carries a strong ETag of its bytes and answers 304 to a reader holding the same copy', async () => {
    const body = feed('x');
    const first = atomResponse(new Request('https://macrodesk.example/en/feeds/releases.atom'), body);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = atomResponse(new Request('https://macrodesk.example/x', { headers: { 'if-none-match': `"other", ${etag}` } }), body);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = atomResponse(new Request('https://macrodesk.example/x', { headers: { 'if-none-match': etag } }), feed('y'));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
