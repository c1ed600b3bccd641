// @ts-check
// Daily news (docs/upstream.md section E): about 20 items a day, Chinese
// titles and summaries that quote the simulator's own prices and releases.
import { dice, stream } from '../rng.mjs';
import { shanghaiMidnight, shanghaiWall, toCompact } from '../time.mjs';
import { findSymbol } from './markets.mjs';
import { priceAt } from './price-path.mjs';

export const IMAGE_HOST = 'https://img.macrodesk-sim.example';

/**
 * A news item of a day (`hostile`: its article carries hostile markup, articles.mjs).
 * @typedef {{ id: string, index: number, at: number, wall: string, title: string, summary: string, image: string, hostile: boolean }} NewsItem
 * @typedef {{ sym: [string, string], title: string, summary: string }} Topic
 * @typedef {ReturnType<typeof dice>} Dice
 */

/** @type {Topic[]} */
const TOPICS = [
  { sym: ['WGJS', 'XAU'], title: '国际金价{dir}{pct}%，报{price}美元/盎司', summary: '现货黄金{dir}，交易员评估美联储政策前景与美元走势，避险需求{demand}。' },
  { sym: ['WGJS', 'XAG'], title: '现货白银{dir}至{price}美元/盎司', summary: '白银跟随黄金波动，工业需求预期{demand}。' },
  { sym: ['WH', 'USD'], title: '美元指数{dir}至{price}，市场聚焦美国经济数据', summary: '美元指数日内{dir}，投资者等待即将公布的就业与通胀数据。' },
  { sym: ['WH', 'USDJPY'], title: '美元兑日元报{price}，日本央行政策路径受关注', summary: '日元汇率波动加大，市场关注日本央行是否进一步调整利率。' },
  { sym: ['WH', 'USDCNH'], title: '离岸人民币兑美元报{price}', summary: '离岸人民币{dir}，中间价延续稳定，跨境资金流动总体平稳。' },
  { sym: ['NYMEX', 'CONC'], title: '国际油价{dir}{pct}%，OPEC+产量政策受关注', summary: 'WTI原油报{price}美元/桶，市场评估供应前景与全球需求，需求预期{demand}。' },
  { sym: ['GJZS', 'SP500'], title: '美股三大股指{dir}，标普500指数报{price}点', summary: '科技股表现分化，投资者关注企业财报和利率前景。' },
  { sym: ['GJZS', 'HSI'], title: '恒生指数{dir}{pct}%，收报{price}点', summary: '港股{dir}，南向资金持续流入，科技板块表现活跃。' },
  { sym: ['GJZS', 'DAX'], title: '欧洲股市{dir}，德国DAX指数报{price}点', summary: '欧洲央行政策预期影响市场情绪，汽车和银行板块波动较大。' },
  { sym: ['GJZS', 'NIKKI'], title: '日经225指数{dir}{pct}%，报{price}点', summary: '日本股市受汇率和出口企业盈利预期影响。' },
  { sym: ['SGE', 'AU9999'], title: '上海金交所黄金9999报{price}元/克', summary: '国内金价跟随国际金价{dir}，实物黄金需求{demand}。' },
  { sym: ['COMEX', 'GLNC'], title: 'COMEX黄金期货{dir}，报{price}美元/盎司', summary: '黄金期货持仓变化显示投机资金情绪{demand}。' },
];

const WIRE = [
  { title: '美联储官员：将根据数据决定下一步政策', summary: '多位美联储官员表示，未来利率决策将取决于通胀和就业数据的变化。' },
  { title: '欧洲央行管委：通胀接近目标，政策保持灵活', summary: '欧洲央行管委表示，欧元区通胀正向2%目标回落，但服务业价格仍需关注。' },
  { title: '中国人民银行：保持流动性合理充裕', summary: '央行开展公开市场操作，维护银行体系流动性合理充裕。' },
  { title: '国际货币基金组织更新全球经济展望', summary: '报告预计全球经济增长保持韧性，但贸易不确定性仍是主要风险。' },
  { title: '英国央行行长：通胀前景仍存不确定性', summary: '英国央行行长表示，工资增长放缓有助于通胀回落。' },
  { title: '日本财务省官员：密切关注汇市动向', summary: '日本财务省官员表示，将对过度的汇率波动保持警惕。' },
  { title: '澳洲联储会议纪要：委员会讨论了利率路径', summary: '纪要显示，委员会认为通胀风险大致平衡。' },
  { title: '沙特能源大臣：OPEC+将维持市场稳定', summary: '沙特表示，OPEC+成员国将继续监测市场，必要时调整产量。' },
];

const DIRS = [['上涨', '走强'], ['下跌', '走弱']];

/**
 * News items of a day (oldest first), each { id, index, at, title, summary, image, topic }.
 * @param {string} seed @param {string} day
 * @returns {NewsItem[]}
 */
export function buildDayNews(seed, day) {
  const d = dice(stream(seed, 'news', day));
  const count = d.int(18, 22);
  const midnight = shanghaiMidnight(day);
  const minutes = Array.from({ length: count }, () => d.int(0, 1439)).sort((a, b) => a - b);
  const unsafe = new Set([d.int(0, count - 1), d.chance(0.5) ? d.int(0, count - 1) : -1]);
  // Topics are dealt from shuffled decks so a day rarely repeats a headline.
  const topics = shuffle(d, TOPICS);
  const wires = shuffle(d, WIRE);
  let t = 0;
  let w = 0;
  return minutes.map((minute, index) => {
    const at = midnight + minute * 60_000 + d.int(0, 59) * 1000;
    const id = `${toCompact(day)}${String(index + 1).padStart(4, '0')}`;
    const item = d.chance(0.7) ? priced(seed, d, topics[t++ % topics.length], at) : wires[w++ % wires.length];
    const roll = d.next();
    const image = unsafe.has(index) ? d.pick(UNSAFE_IMAGES) : roll < 0.15 ? '' : `${IMAGE_HOST}/news/${id}.jpg`;
    return { id, index, at, wall: shanghaiWall(at), title: item.title, summary: item.summary, image, hostile: d.chance(0.45) };
  });
}

/** @template T @param {Dice} d @param {T[]} list */
function shuffle(d, list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = d.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Preview image values a client must refuse (a good share of real feeds carry junk). */
const UNSAFE_IMAGES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  `${IMAGE_HOST}/news/x.jpg" onerror="alert(1)`,
  'http://img.macrodesk-sim.example/insecure.jpg',
];

/** @param {string} seed @param {Dice} d @param {Topic} topic @param {number} at */
function priced(seed, d, topic, at) {
  // Every topic names a listed symbol.
  const symbol = /** @type {import('./markets.mjs').MarketSymbol} */ (findSymbol(...topic.sym));
  const now = priceAt(seed, symbol, at);
  const before = priceAt(seed, symbol, at - 86_400_000);
  const up = now >= before;
  /** @type {Record<string, string>} */
  const vars = {
    dir: DIRS[up ? 0 : 1][d.int(0, 1)],
    pct: Math.abs(((now - before) / before) * 100).toFixed(2),
    price: now.toFixed(symbol.dp),
    demand: d.pick(['升温', '回落', '保持稳定']),
  };
  /** @param {string} text */
  const fill = (text) => text.replace(/\{(\w+)\}/g, (_, k) => vars[k]);
  return { title: fill(topic.title), summary: fill(topic.summary) };
}
