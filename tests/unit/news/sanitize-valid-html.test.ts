// Sanitized article HTML must be valid HTML whatever the feed sent: judged by
// the W3C Nu checker (not by our own reading of it) over the hostile corpus,
// the simulator's hostile articles, and generated broken tables and lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyUnderTitle } from '@/lib/news/article-body';
import { sanitizeArticleHtml } from '@/lib/news/sanitize';
import { wellFormedArticleHtml } from '@/lib/news/well-formed';
import { buildDayNews } from '@/simulator/data/news.mjs';
import { articleHtml } from '@/simulator/data/articles.mjs';
import { describeErrors, inDocument, nuErrors, type NuMessage } from '../../support/nu-checker';
import { violations } from '../support/html-shape';
import { XSS_CORPUS } from '../support/xss-corpus';

/** Broken table and list markup, as the issue lists it, written by hand. */
const HOSTILE_STRUCTURE: string[] = [
  '<table>stray text<tr><td>a</td></tr></table>',
  '<table><tr><td>a</td><script>x</script>left over</tr></table>',
  '<table><tr><td>a</td><a onmouseover="alert(1)">xxs link</a></tr></table>',
  '<table><tr><td>a</td><details open ontoggle=alert(1)><summary>s</summary>body</details></tr></table>',
  '<table><tr><td>a</td><img src="https://img.example.com/a.png"></tr></table>',
  '<table><tr><td>a</td><p>para</p></tr></table>',
  '<table><tbody>text in tbody<tr><td>a</td></tr></tbody></table>',
  '<table><tr>text in tr<td>a</td></tr></table>',
  '<tr><td>row outside a table</td></tr>',
  '<td>cell without a table</td><th>header too</th>',
  '<caption>caption without a table</caption>',
  '<table><tr><td>a</td></tr><caption>late caption</caption></table>',
  '<table><caption>one</caption><caption>two</caption><tr><td>a</td></tr></table>',
  '<table><tbody><tr><td>body</td></tr></tbody><thead><tr><th>late head</th></tr></thead><thead><tr><th>second head</th></tr></thead></table>',
  '<table><tfoot><tr><td>foot first</td></tr></tfoot><tbody><tr><td>body</td></tr></tbody><tfoot><tr><td>foot again</td></tr></tfoot></table>',
  '<table><tr></tr><tr><td>a</td></tr><tr>  </tr></table>',
  '<table><tr><td colspan="2">wide</td></tr></table>',
  '<table><tr><td colspan="0">zero</td><td colspan="5000">huge</td></tr></table>',
  '<table><tr><td rowspan="3">tall</td></tr></table>',
  '<table><tr><td rowspan="2">a</td><td>b</td></tr><tr><td colspan="2">overlap</td></tr></table>',
  '<table><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></table>',
  '<table><tr><th><h1>heading in a header cell</h1></th></tr></table>',
  '<table><caption><table><tr><td>table in caption</td></tr></table></caption><tr><td>a</td></tr></table>',
  '<form><table><form><tr><td>nested forms</td></tr></form></table></form>',
  '<table><tr><td><select>text in select<option>o</option></select>kept</td></tr></table>',
  '<select><table><tr><td>table in select</td></tr></table></select><p>after</p>',
  '<table><tr><td>unclosed<tr><td>tags<table><td>deep',
  '<p>unclosed <em>emphasis <strong>and strong<p>next',
  '<ul>text in a list<li>item</li><p>para in list</p><ul><li>nested</li></ul></ul>',
  '<li>item outside a list</li><ol>x<li>y</li></ol>',
  '<h1><div>block in heading</div><ul><li>list in heading</li></ul></h1>',
  '<em><p>p in em</p><table><tr><td>table in em</td></tr></table><hr></em>',
  '<a href="https://e.com/1"><div>block link</div><a href="https://e.com/2">inner</a></a>',
  '<a href="https://e.com/1"><table><tr><td><a href="https://e.com/2">link in link</a></td></tr></table></a>',
  '<figure><figcaption>a</figcaption><p>x</p><figcaption>b</figcaption><figcaption>c</figcaption></figure>',
  '<figcaption>caption without figure</figcaption>',
  '<blockquote><tr><td>cell in quote</td></tr></blockquote>',
  '<p>control \u0001 and \u0085 and \uFFFE and &#1; &#xFDD0; &#x1FFFE; characters</p>',
  '<a href="https://e.com/a|b^c[d]%zz#x#y">odd url</a>',
  '<img src="https://img.example.com/a.png" srcset="https://img.example.com/b.png 480w, https://img.example.com/c.png 2x, https://img.example.com/d.png 2x, https://img.example.com/e.png 0x">',
  '<h2></h2><h3><img src="x"></h3><table><tr><td></td></tr></table>',
];

/** A small deterministic generator: the same broken documents on every run. */
function* generated(count: number): Generator<string> {
  const pieces = [
    '<table>', '</table>', '<tr>', '</tr>', '<td>', '</td>', '<th>', '</th>', '<tbody>', '<thead>', '<tfoot>', '</tbody>',
    '<caption>', '</caption>', '<td colspan="3">', '<th rowspan="2">', '<td rowspan="0">',
    'text', '数据', ' ', '<form>', '</form>', '<select>', '<option>', '<input>', '<p>', '</p>', '<div>', '</div>',
    '<ul>', '<ol>', '<li>', '</ul>', '<h1>', '</h1>', '<h3>', '<em>', '</em>', '<strong>', '<span>', '<figure>', '<figcaption>',
    '<blockquote>', '<hr>', '<br>', '<a href="https://e.com/x">', '</a>', '<img src="https://img.example.com/a.png">',
    '<math><mi>', '<svg>', '<script>alert(1)</script>', '<style>p{}</style>', '<!-- c -->', '&lt;', '&#0;', '\u0002',
  ];
  let seed = 20260915;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let n = 0; n < count; n++) {
    const length = 4 + Math.floor(next() * 24);
    yield Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join('');
  }
}

const TITLE = '金价上涨';

function simulatorHostileArticles(): [title: string, html: string][] {
  const out: [string, string][] = [];
  for (let day = 1; day <= 10; day++) {
    const date = `2026-10-${String(day).padStart(2, '0')}`;
    for (const item of buildDayNews('macrodesk', date)) if (item.hostile) out.push([item.title, articleHtml('macrodesk', item)]);
  }
  return out;
}

const CASES: [source: string, input: string, title: string][] = [
  ...XSS_CORPUS.map(([family, name, input]): [string, string, string] => [`corpus ${family}: ${name}`, input, TITLE]),
  ...HOSTILE_STRUCTURE.map((input, i): [string, string, string] => [`structure ${i}`, input, TITLE]),
  ...[...generated(250)].map((input, i): [string, string, string] => [`generated ${i}`, input, TITLE]),
  ...simulatorHostileArticles().map(([title, input], i): [string, string, string] => [`simulator article ${i}`, input, title]),
];

describe('sanitized article HTML is valid for the W3C Nu checker', () => {
  const outputs = CASES.map(([, input]) => sanitizeArticleHtml(input));
  let errors: NuMessage[][] = [];

  beforeAll(async () => {
    // As the article page shows it: under the title, the page's only h1.
    errors = await nuErrors(outputs.map((html, i) => inDocument(`<h1>${CASES[i][2]}</h1>${bodyUnderTitle(html, CASES[i][2])}`)));
  }, 180_000);

  it('has enough hostile inputs of each kind to mean something', () => {
    expect(CASES.filter(([s]) => s.startsWith('simulator')).length).toBeGreaterThan(20);
    expect(CASES.length).toBeGreaterThan(350);
  });

  it.each(CASES.map(([source, input], i) => ({ source, input, i })))('$source', ({ input, i }) => {
    expect(describeErrors(errors[i]), `${input}\n=> ${outputs[i]}`).toEqual([]);
    // Still only the allow-list, and what is sent is what a browser builds from it: rebuilding changes nothing.
    expect(violations(outputs[i])).toEqual([]);
    expect(wellFormedArticleHtml(outputs[i])).toBe(outputs[i]);
  });
});

describe('the checker used above can fail', () => {
  it('reports text misplaced in a table, and no error for a valid document', async () => {
    const [bad, good] = await nuErrors([inDocument('<table>x<tr><td>a</td></tr></table>'), inDocument('<p>ok</p>')]);
    expect(describeErrors(bad).join('\n')).toMatch(/Misplaced non-space characters inside a table/);
    expect(good).toEqual([]);
  }, 60_000);
});

describe('what the rebuilt tree keeps', () => {
  it.each([
    // Foster parenting: what was left in the table is shown before it, as a browser shows it.
    ['<table>stray<tr><td>a</td></tr></table>', 'stray<table><tbody><tr><td>a</td></tr></tbody></table>'],
    ['<table><tr><td>a</td></tr><caption>c</caption></table>', '<table><caption>c</caption><tbody><tr><td>a</td></tr></tbody></table>'],
    ['<ul>loose<li>item</li></ul>', '<ul><li>loose</li><li>item</li></ul>'],
    ['<h1><div>t</div></h1>', '<h2>t</h2>'],
    ['<h1>a</h1><h2>b</h2>', '<h2>a</h2><h3>b</h3>'],
    ['<table><tr><td colspan="2">wide</td></tr></table>', '<table><tbody><tr><td>wide</td></tr></tbody></table>'],
    [
      '<table><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></table>',
      '<table><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>',
    ],
    ['<p>a\u0001b</p>', '<p>ab</p>'],
    ['<a href="https://e.com/a|b">x</a>', '<a href="https://e.com/a%7Cb" target="_blank" rel="noopener noreferrer nofollow">x</a>'],
  ])('%s', (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});
