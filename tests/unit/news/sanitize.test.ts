import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/lib/news/sanitize';
import { violations } from '../support/html-shape';
import { XSS_CORPUS } from '../support/xss-corpus';

describe('sanitizeArticleHtml against the hostile corpus', () => {
  it('covers the cheat-sheet families with at least 60 inputs', () => {
    const families = new Set(XSS_CORPUS.map(([family]) => family));
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(60);
    for (const family of ['script', 'event', 'javascript-url', 'svg-math', 'meta', 'style', 'malformed', 'frames', 'forms']) {
      expect(families).toContain(family);
    }
    expect(XSS_CORPUS.some(([, , input]) => /srcdoc/i.test(input))).toBe(true);
    expect(XSS_CORPUS.some(([, , input]) => /formaction/i.test(input))).toBe(true);
  });

  describe.each(XSS_CORPUS)('%s: %s', (_family, _name, input, expected) => {
    const output = sanitizeArticleHtml(input);

    it('keeps exactly what is safe', () => {
      expect(output).toBe(expected);
    });

    it('leaves nothing outside the allow-list', () => {
      expect(violations(output)).toEqual([]);
      expect(output).not.toMatch(/<(script|style|iframe|object|embed|form|input|button|svg|math|meta|link|base)\b/i);
      // Attribute values are escaped text (an alt may say "onerror="); names may not.
      expect(output.replace(/="[^"]*"/g, '=""')).not.toMatch(/\son[a-z]+\s*=/i);
    });

    it('is stable when sanitized again', () => {
      expect(sanitizeArticleHtml(output)).toBe(output);
    });
  });
});

describe('the allow-list checker used above', () => {
  // The checker must itself be able to fail, or the corpus proves nothing.
  it.each([
    ['<script>alert(1)</script>', 'tag <script>'],
    ['<p onclick="x">a</p>', '<p onclick>'],
    ['<a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer nofollow">a</a>', 'script URL in href'],
    ['<a href="/rel" target="_blank" rel="noopener noreferrer nofollow">a</a>', 'link href /rel'],
    ['<a href="https://e.com/">a</a>', 'link target'],
    ['<img src="https://e.com/a.png" alt="" loading="lazy" />', 'img referrerpolicy'],
    ['<h1>t</h1>', 'tag <h1>'],
    ['<p style="color:red">a</p>', '<p style>'],
  ])('flags %s', (html, problem) => {
    expect(violations(html)).toContain(problem);
  });
});

describe('formulas and drawings cannot swallow the article after them', () => {
  // htmlparser2 reads <style>/<textarea> inside <math>/<svg> as raw text; a browser does not.
  it.each([
    '<p>a</p><math><mglyph><style></math><p>AFTER</p>',
    '<p>a</p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>AFTER</p>',
    '<p>a</p><math><mi><mglyph><svg><mtext><textarea><a title="</textarea><img src onerror=alert(1)>"></textarea></mtext></svg></mglyph></mi></math><p>AFTER</p>',
    '<p>a</p><MATH><MGLYPH><XMP></MATH><p>AFTER</p>',
    '<p>a</p><math><mglyph><style><p>AFTER</p>',
    '<p>a</p><svg><style><p>AFTER</p>',
    '<p>a</p><math/><p>AFTER</p>',
  ])('%s', (input) => {
    const output = sanitizeArticleHtml(input);
    expect(output).toMatch(/^<p>a<\/p>/);
    expect(output).toContain('<p>AFTER</p>');
    expect(violations(output)).toEqual([]);
    expect(output.replace(/="[^"]*"/g, '=""')).not.toMatch(/\son[a-z]+\s*=|<(style|math|svg|textarea)/i);
  });
});

describe('images', () => {
  it('keeps https images only: a plain-http one is a tracking pixel read in the clear', () => {
    const output = sanitizeArticleHtml('<p>x</p><img src="http://t.example/p.gif"><img src="https://t.example/p.gif" alt="chart">');
    expect(output).not.toContain('http://t.example');
    expect(output).toContain('src="https://t.example/p.gif"');
  });
});
