import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/lib/news/sanitize';
import { tagsOf, violations } from '../support/html-shape';

// A well-formed article of the kind the feed sends: its structure must survive.
const ARTICLE = `
<h1>美联储维持利率不变</h1>
<p>北京时间周四凌晨，<strong>美联储</strong>宣布将联邦基金利率维持在<em>5.25%-5.50%</em>区间。<br>市场反应平稳。</p>
<h2>要点</h2>
<ul><li>通胀仍高于目标</li><li>就业市场保持强劲</li></ul>
<ol start="3"><li>第三点</li><li>第四点</li></ol>
<blockquote><p>“我们将继续依据数据行事。”</p></blockquote>
<table><caption>主要资产表现</caption>
<thead><tr><th scope="col">资产</th><th scope="col">涨跌幅</th></tr></thead>
<tbody><tr><td>黄金</td><td>+0.8%</td></tr><tr><td colspan="2">数据来源：交易所</td></tr></tbody></table>
<figure><img src="https://img.example.com/fed.jpg" alt="鲍威尔在记者会上" width="640" height="360"><figcaption>鲍威尔</figcaption></figure>
<h3>延伸阅读</h3>
<p>详见<a href="https://www.federalreserve.gov/newsevents.htm" title="美联储">美联储官网</a>。</p>
<div>第一段</div><div>第二段</div>
`;

describe('sanitizeArticleHtml on a benign article', () => {
  const out = sanitizeArticleHtml(ARTICLE);
  const opening = tagsOf(out).filter((t) => !t.closing);
  const names = opening.map((t) => t.name);

  it('passes the allow-list check', () => {
    expect(violations(out)).toEqual([]);
  });

  it('shifts headings so the page title stays the only h1', () => {
    expect(names.filter((n) => /^h\d$/.test(n))).toEqual(['h2', 'h3', 'h4']);
    expect(out).toContain('<h2>美联储维持利率不变</h2>');
  });

  it('keeps paragraphs, emphasis, line breaks, lists and quotes', () => {
    expect(out).toContain('<strong>美联储</strong>');
    expect(out).toContain('<em>5.25%-5.50%</em>');
    expect(out).toContain('<br />市场反应平稳');
    expect(out).toContain('<ul><li>通胀仍高于目标</li><li>就业市场保持强劲</li></ul>');
    expect(out).toContain('<ol start="3">');
    expect(out).toContain('<blockquote><p>“我们将继续依据数据行事。”</p></blockquote>');
  });

  it('keeps tables with their header scope and spans', () => {
    expect(out).toContain('<caption>主要资产表现</caption>');
    expect(out).toContain('<th scope="col">资产</th>');
    expect(out).toContain('<td colspan="2">数据来源：交易所</td>');
    expect(names).toEqual(expect.arrayContaining(['table', 'thead', 'tbody', 'tr', 'th', 'td']));
  });

  it('keeps figures and makes images lazy, referrer-free and described', () => {
    expect(out).toContain(
      '<figure><img src="https://img.example.com/fed.jpg" alt="鲍威尔在记者会上" width="640" height="360" loading="lazy" decoding="async" referrerpolicy="no-referrer" /><figcaption>鲍威尔</figcaption></figure>',
    );
  });

  it('opens links in a new tab without opener, referrer or endorsement', () => {
    expect(out).toContain(
      '<a href="https://www.federalreserve.gov/newsevents.htm" title="美联储" target="_blank" rel="noopener noreferrer nofollow">美联储官网</a>',
    );
  });

  it('turns div blocks into paragraphs instead of running them together', () => {
    expect(out).toContain('<p>第一段</p><p>第二段</p>');
  });

  it('gives an image without alt an empty one', () => {
    expect(sanitizeArticleHtml('<img src="https://img.example.com/a.png">')).toContain('alt=""');
  });

  it('drops empty headings', () => {
    expect(sanitizeArticleHtml('<h2> </h2><p>x</p>')).toBe('<p>x</p>');
  });
});
