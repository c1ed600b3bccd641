// @ts-check
// Templates of recurring events: treasury auctions (type 2), meetings
// (type 3) and central-bank speakers. Rules as in schedule.mjs.

/**
 * An event template: a country, the organiser's zone and local time, its
 * rule (schedule.mjs), its text in [zh-CN, en, zh-TW], importance and place.
 * @typedef {{ cty: string, tz: string, at: string, rule: import('./indicator-row.mjs').MonthlyRule, desc: string[], imp: number, area: string[] | null, confirmed?: boolean }} EventTemplate
 */

/** @type {Record<string, string[]>} */
export const PLACES = {
  US: ['华盛顿', 'Washington', '華盛頓'], EZ: ['法兰克福', 'Frankfurt', '法蘭克福'], DE: ['柏林', 'Berlin', '柏林'],
  UK: ['伦敦', 'London', '倫敦'], JP: ['东京', 'Tokyo', '東京'], AU: ['悉尼', 'Sydney', '悉尼'], CA: ['渥太华', 'Ottawa', '渥太華'],
  NZ: ['惠灵顿', 'Wellington', '威靈頓'], CH: ['苏黎世', 'Zurich', '蘇黎世'], CN: ['北京', 'Beijing', '北京'],
};

/**
 * @param {string} cty @param {string} tz @param {string} at @param {EventTemplate['rule']} rule
 * @param {string} zh @param {string} en @param {string} tw @param {number} [imp]
 * @returns {EventTemplate}
 */
const A = (cty, tz, at, rule, zh, en, tw, imp = 2) => ({ cty, tz, at, rule, desc: [zh, en, tw], imp, area: PLACES[cty] });

export const AUCTIONS = [
  A('US', 'America/New_York', '11:30', { t: 'nth', n: 1, wd: 1 }, '美国3个月和6个月期国债拍卖', 'U.S. 3-month and 6-month bill auction', '美國3個月和6個月期國債拍賣', 1),
  A('US', 'America/New_York', '11:30', { t: 'nth', n: 3, wd: 1 }, '美国3个月和6个月期国债拍卖', 'U.S. 3-month and 6-month bill auction', '美國3個月和6個月期國債拍賣', 1),
  A('US', 'America/New_York', '13:00', { t: 'nth', n: 2, wd: 2 }, '美国3年期国债拍卖', 'U.S. 3-year note auction', '美國3年期國債拍賣'),
  A('US', 'America/New_York', '13:00', { t: 'nth', n: 2, wd: 3 }, '美国10年期国债拍卖', 'U.S. 10-year note auction', '美國10年期國債拍賣', 3),
  A('US', 'America/New_York', '13:00', { t: 'nth', n: 2, wd: 4 }, '美国30年期国债拍卖', 'U.S. 30-year bond auction', '美國30年期國債拍賣', 3),
  A('US', 'America/New_York', '13:00', { t: 'nth', n: -1, wd: 2 }, '美国2年期国债拍卖', 'U.S. 2-year note auction', '美國2年期國債拍賣'),
  A('US', 'America/New_York', '13:00', { t: 'nth', n: -1, wd: 3 }, '美国5年期国债拍卖', 'U.S. 5-year note auction', '美國5年期國債拍賣'),
  A('US', 'America/New_York', '13:00', { t: 'nth', n: -1, wd: 4 }, '美国7年期国债拍卖', 'U.S. 7-year note auction', '美國7年期國債拍賣'),
  A('DE', 'Europe/Berlin', '11:30', { t: 'nth', n: 2, wd: 3 }, '德国10年期国债拍卖', 'German 10-year Bund auction', '德國10年期國債拍賣'),
  A('DE', 'Europe/Berlin', '11:30', { t: 'nth', n: 4, wd: 3 }, '德国30年期国债拍卖', 'German 30-year Bund auction', '德國30年期國債拍賣', 1),
  A('UK', 'Europe/London', '10:00', { t: 'nth', n: 1, wd: 4 }, '英国10年期国债拍卖', 'UK 10-year gilt auction', '英國10年期國債拍賣', 1),
  A('JP', 'Asia/Tokyo', '12:35', { t: 'nth', n: 1, wd: 2 }, '日本10年期国债拍卖', 'Japan 10-year JGB auction', '日本10年期國債拍賣'),
  A('JP', 'Asia/Tokyo', '12:35', { t: 'nth', n: 2, wd: 4 }, '日本30年期国债拍卖', 'Japan 30-year JGB auction', '日本30年期國債拍賣', 1),
  A('CN', 'Asia/Shanghai', '10:35', { t: 'nth', n: 2, wd: 3 }, '中国财政部发行记账式附息国债', 'China Ministry of Finance book-entry treasury bond issue', '中國財政部發行記賬式附息國債'),
  A('CN', 'Asia/Shanghai', '10:35', { t: 'nth', n: 4, wd: 3 }, '中国财政部发行超长期特别国债', 'China ultra-long special treasury bond issue', '中國財政部發行超長期特別國債'),
];

export const MEETINGS = [
  A('CN', 'Asia/Shanghai', '09:00', { t: 'day', d: 20 }, '中国人民银行公布贷款市场报价利率(LPR)', 'PBoC announces the Loan Prime Rate (LPR)', '中國人民銀行公佈貸款市場報價利率(LPR)', 3),
  { ...A('EZ', 'Europe/Vienna', '10:00', { t: 'nth', n: 1, wd: 0, months: [6, 12] }, 'OPEC+部长级会议', 'OPEC+ ministerial meeting', 'OPEC+部長級會議', 3), area: ['维也纳', 'Vienna', '維也納'], cty: 'OPEC', confirmed: false },
  { ...A('US', 'America/Denver', '10:00', { t: 'nth', n: 4, wd: 4, months: [8] }, '杰克逊霍尔全球央行年会开幕', 'Jackson Hole Economic Policy Symposium opens', '傑克遜霍爾全球央行年會開幕', 3), area: ['怀俄明州杰克逊霍尔', 'Jackson Hole, Wyoming', '懷俄明州傑克遜霍爾'] },
  A('US', 'America/New_York', '14:00', { t: 'nth', n: 2, wd: 3, months: [1, 2, 4, 5, 7, 8, 10, 11] }, '美联储公布货币政策会议纪要', 'Fed releases FOMC meeting minutes', '美聯儲公佈貨幣政策會議紀要', 3),
  A('EZ', 'Europe/Berlin', '13:30', { t: 'nth', n: 1, wd: 4, months: [2, 5, 8, 11] }, '欧洲央行公布货币政策会议纪要', 'ECB publishes the account of its monetary policy meeting', '歐洲央行公佈貨幣政策會議紀要', 2),
  A('UK', 'Europe/London', '12:00', { t: 'nth', n: 1, wd: 4, months: [2, 5, 8, 11] }, '英国央行公布货币政策报告', 'Bank of England Monetary Policy Report', '英國央行公佈貨幣政策報告', 2),
  { ...A('OPEC', 'Europe/Vienna', '13:00', { t: 'day', d: 12 }, 'OPEC公布月度原油市场报告', 'OPEC Monthly Oil Market Report', 'OPEC公佈月度原油市場報告', 2), area: null },
  { ...A('EZ', 'Europe/Paris', '10:00', { t: 'day', d: 14 }, '国际能源署(IEA)公布月度原油市场报告', 'IEA Oil Market Report', '國際能源署(IEA)公佈月度原油市場報告', 2), cty: 'OPEC', area: ['巴黎', 'Paris', '巴黎'] },
  A('US', 'America/New_York', '12:00', { t: 'biz', n: 5 }, '美国EIA公布短期能源展望报告', 'EIA Short-Term Energy Outlook', '美國EIA公佈短期能源展望報告', 1),
  A('US', 'America/New_York', '14:00', { t: 'nth', n: 1, wd: 3, months: [2, 5, 8, 11] }, '美国财政部公布季度再融资声明', 'U.S. Treasury quarterly refunding statement', '美國財政部公佈季度再融資聲明', 2),
];

/** @param {string} cty @param {string} tz @param {number} imp @param {string} zh @param {string} en @param {string} tw */
const S = (cty, tz, imp, zh, en, tw) => ({ cty, tz, imp, desc: [zh, en, tw] });

export const SPEAKERS = [
  S('US', 'America/New_York', 3, '美联储主席发表讲话', 'Fed Chair speaks', '美聯儲主席發表講話'),
  S('US', 'America/New_York', 2, '美联储副主席发表讲话', 'Fed Vice Chair speaks', '美聯儲副主席發表講話'),
  S('US', 'America/New_York', 2, '纽约联储主席发表讲话', 'New York Fed President speaks', '紐約聯儲主席發表講話'),
  S('US', 'America/Chicago', 1, '芝加哥联储主席发表讲话', 'Chicago Fed President speaks', '芝加哥聯儲主席發表講話'),
  S('US', 'America/Los_Angeles', 1, '旧金山联储主席参加经济前景讨论', 'San Francisco Fed President on the economic outlook', '舊金山聯儲主席參加經濟前景討論'),
  S('EZ', 'Europe/Berlin', 3, '欧洲央行行长发表讲话', 'ECB President speaks', '歐洲央行行長發表講話'),
  S('EZ', 'Europe/Berlin', 2, '欧洲央行首席经济学家发表讲话', 'ECB Chief Economist speaks', '歐洲央行首席經濟學家發表講話'),
  S('UK', 'Europe/London', 3, '英国央行行长发表讲话', 'Bank of England Governor speaks', '英國央行行長發表講話'),
  S('JP', 'Asia/Tokyo', 3, '日本央行行长发表讲话', 'BoJ Governor speaks', '日本央行行長發表講話'),
  S('AU', 'Australia/Sydney', 2, '澳洲联储主席发表讲话', 'RBA Governor speaks', '澳洲聯儲主席發表講話'),
  S('CA', 'America/Toronto', 2, '加拿大央行行长发表讲话', 'BoC Governor speaks', '加拿大央行行長發表講話'),
  S('CN', 'Asia/Shanghai', 2, '国务院新闻办公室举行新闻发布会', 'State Council Information Office press conference', '國務院新聞辦公室舉行新聞發佈會'),
  S('NZ', 'Pacific/Auckland', 1, '新西兰联储主席发表讲话', 'RBNZ Governor speaks', '紐西蘭聯儲主席發表講話'),
];
