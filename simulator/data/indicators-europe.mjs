// Euro area, German, U.K. and Swiss indicators (local publisher time zones).
import { row, U } from './indicator-row.mjs';

const CET = 'Europe/Berlin';
const LDN = 'Europe/London';
const ZRH = 'Europe/Zurich';

export const EUROPE_INDICATORS = [
  row('210001', 'EZ', 'inflation', 3, 3, ['欧元区CPI年率初值', 'Euro Area CPI Flash YoY', '歐元區CPI年率初值'], U.pct, 'EUROSTAT', CET, '11:00', { t: 'biz', n: 1 }, { base: 2.1, vol: 0.3, dp: 1 }, 'good'),
  row('210002', 'EZ', 'inflation', 2, 3, ['欧元区核心CPI年率初值', 'Euro Area Core CPI Flash YoY', '歐元區核心CPI年率初值'], U.pct, 'EUROSTAT', CET, '11:00', { t: 'biz', n: 1 }, { base: 2.4, vol: 0.2, dp: 1 }, 'good', { pid: '210001' }),
  row('210003', 'EZ', 'growth', 3, 4, ['欧元区GDP季率初值', 'Euro Area GDP QoQ (Prelim)', '歐元區GDP季率初值'], U.pct, 'EUROSTAT', CET, '11:00', { t: 'day', d: 30, months: [1, 4, 7, 10] }, { base: 0.2, vol: 0.2, dp: 1 }, 'good'),
  row('210004', 'EZ', 'rate', 3, 3, ['欧洲央行存款便利利率决定', 'ECB Deposit Facility Rate Decision', '歐洲央行存款便利利率決定'], U.pct, 'ECB', CET, '14:15', { t: 'nth', n: 2, wd: 4, months: [1, 3, 4, 6, 7, 9, 10, 12] }, { base: 2.0, vol: 0.5, dp: 2, step: 0.25 }, 'good', { periodDesc: ['每六周一次议息会议', 'A policy meeting every six weeks', '每六週一次議息會議'] }),
  row('210005', 'EZ', 'pmi', 2, 3, ['欧元区制造业PMI终值', 'Euro Area Manufacturing PMI (Final)', '歐元區製造業PMI終值'], U.index, 'SPGLOBAL', CET, '10:00', { t: 'biz', n: 1 }, { base: 49.5, vol: 1, dp: 1 }, 'good'),
  row('220001', 'DE', 'sentiment', 2, 3, ['德国IFO商业景气指数', 'German Ifo Business Climate', '德國IFO商業景氣指數'], U.index, 'IFO', CET, '10:00', { t: 'day', d: 24 }, { base: 88, vol: 1.5, dp: 1 }, 'good', { lag: 0 }),
  row('220002', 'DE', 'sentiment', 2, 3, ['德国ZEW经济景气指数', 'German ZEW Economic Sentiment', '德國ZEW經濟景氣指數'], U.index, 'ZEW', CET, '11:00', { t: 'nth', n: 3, wd: 2 }, { base: 25, vol: 12, dp: 1 }, 'good', { lag: 0 }),
  row('220003', 'DE', 'inflation', 2, 3, ['德国CPI年率初值', 'German CPI YoY (Prelim)', '德國CPI年率初值'], U.pct, 'DESTATIS', CET, '14:00', { t: 'day', d: 29 }, { base: 2.2, vol: 0.3, dp: 1 }, 'good', { lag: 0 }),
  row('230001', 'UK', 'growth', 2, 3, ['英国GDP月率', 'UK GDP MoM', '英國GDP月率'], U.pct, 'ONS', LDN, '07:00', { t: 'day', d: 13 }, { base: 0.1, vol: 0.3, dp: 1 }, 'good', { lag: 2 }),
  row('230002', 'UK', 'inflation', 3, 3, ['英国CPI年率', 'UK CPI YoY', '英國CPI年率'], U.pct, 'ONS', LDN, '07:00', { t: 'nth', n: 3, wd: 3 }, { base: 3.6, vol: 0.4, dp: 1 }, 'good'),
  row('230003', 'UK', 'rate', 3, 3, ['英国央行利率决定', 'BoE Interest Rate Decision', '英國央行利率決定'], U.pct, 'BOE', LDN, '12:00', { t: 'nth', n: 1, wd: 4, months: [2, 3, 5, 6, 8, 9, 11, 12] }, { base: 3.75, vol: 0.6, dp: 2, step: 0.25 }, 'good', { periodDesc: ['每年8次议息会议', 'Eight scheduled meetings a year', '每年8次議息會議'] }),
  row('230004', 'UK', 'unemployment', 2, 3, ['英国ILO失业率', 'UK ILO Unemployment Rate', '英國ILO失業率'], U.pct, 'ONS', LDN, '07:00', { t: 'nth', n: 3, wd: 2 }, { base: 4.9, vol: 0.2, dp: 1 }, 'bad', { lag: 2 }),
  row('240001', 'CH', 'rate', 3, 4, ['瑞士央行利率决定', 'SNB Interest Rate Decision', '瑞士央行利率決定'], U.pct, 'SNB', ZRH, '09:30', { t: 'nth', n: 3, wd: 4, months: [3, 6, 9, 12] }, { base: 0, vol: 0.3, dp: 2, step: 0.25 }, 'good', { lag: 0, periodDesc: ['每季度一次议息会议', 'One policy meeting a quarter', '每季度一次議息會議'] }),
  row('240002', 'CH', 'inflation', 2, 3, ['瑞士CPI年率', 'Swiss CPI YoY', '瑞士CPI年率'], U.pct, 'FSO', ZRH, '08:30', { t: 'biz', n: 3 }, { base: 0.2, vol: 0.2, dp: 1 }, 'good'),
];
