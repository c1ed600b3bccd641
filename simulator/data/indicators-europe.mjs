// @ts-check
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
  row('210006', 'EZ', 'unemployment', 2, 3, ['欧元区失业率', 'Euro Area Unemployment Rate', '歐元區失業率'], U.pct, 'EUROSTAT', CET, '11:00', { t: 'biz', n: 2 }, { base: 6.3, vol: 0.1, dp: 1 }, 'bad', { lag: 2 }),
  row('210007', 'EZ', 'consumption', 1, 3, ['欧元区零售销售月率', 'Euro Area Retail Sales MoM', '歐元區零售銷售月率'], U.pct, 'EUROSTAT', CET, '11:00', { t: 'day', d: 6 }, { base: 0.2, vol: 0.5, dp: 1 }, 'good', { lag: 2 }),
  row('210008', 'EZ', 'sentiment', 1, 3, ['欧元区ZEW经济景气指数', 'Euro Area ZEW Economic Sentiment', '歐元區ZEW經濟景氣指數'], U.index, 'ZEW', CET, '11:00', { t: 'nth', n: 3, wd: 2 }, { base: 25, vol: 12, dp: 1 }, 'good', { lag: 0, pid: '220002' }),
  row('210009', 'EZ', 'pmi', 2, 3, ['欧元区服务业PMI终值', 'Euro Area Services PMI (Final)', '歐元區服務業PMI終值'], U.index, 'SPGLOBAL', CET, '10:00', { t: 'biz', n: 3 }, { base: 51, vol: 1, dp: 1 }, 'good'),
  row('210010', 'EZ', 'sentiment', 1, 3, ['欧元区Sentix投资者信心指数', 'Euro Area Sentix Investor Confidence', '歐元區Sentix投資者信心指數'], U.index, 'SENTIX', CET, '10:30', { t: 'nth', n: 1, wd: 1 }, { base: -5, vol: 6, dp: 1 }, 'good', { lag: 0 }),
  row('220004', 'DE', 'sentiment', 1, 3, ['德国IFO商业预期指数', 'German Ifo Business Expectations', '德國IFO商業預期指數'], U.index, 'IFO', CET, '10:00', { t: 'day', d: 24 }, { base: 90, vol: 2, dp: 1 }, 'good', { lag: 0, pid: '220001' }),
  row('220005', 'DE', 'orders', 1, 3, ['德国工厂订单月率', 'German Factory Orders MoM', '德國工廠訂單月率'], U.pct, 'DESTATIS', CET, '08:00', { t: 'day', d: 6 }, { base: 0.5, vol: 2, dp: 1 }, 'good', { lag: 2 }),
  row('220006', 'DE', 'production', 1, 3, ['德国工业产出月率', 'German Industrial Production MoM', '德國工業產出月率'], U.pct, 'DESTATIS', CET, '08:00', { t: 'day', d: 8 }, { base: 0.1, vol: 1.2, dp: 1 }, 'good', { lag: 2 }),
  row('220007', 'DE', 'unemployment', 2, 3, ['德国季调后失业人数变动', 'German Unemployment Change', '德國季調後失業人數變動'], U.k10, 'BA', CET, '09:55', { t: 'day', d: 30 }, { base: 1, vol: 1.5, dp: 1 }, 'bad', { lag: 0 }),
  row('220008', 'DE', 'growth', 2, 4, ['德国GDP季率初值', 'German GDP QoQ (Prelim)', '德國GDP季率初值'], U.pct, 'DESTATIS', CET, '10:00', { t: 'day', d: 30, months: [1, 4, 7, 10] }, { base: 0.1, vol: 0.3, dp: 1 }, 'good'),
  row('230005', 'UK', 'consumption', 2, 3, ['英国零售销售月率', 'UK Retail Sales MoM', '英國零售銷售月率'], U.pct, 'ONS', LDN, '07:00', { t: 'nth', n: 3, wd: 5 }, { base: 0.2, vol: 0.8, dp: 1 }, 'good'),
  row('230006', 'UK', 'pmi', 1, 3, ['英国制造业PMI终值', 'UK Manufacturing PMI (Final)', '英國製造業PMI終值'], U.index, 'SPGLOBAL', LDN, '09:30', { t: 'biz', n: 1 }, { base: 49, vol: 1.5, dp: 1 }, 'good'),
  row('230007', 'UK', 'inflation', 2, 3, ['英国核心CPI年率', 'UK Core CPI YoY', '英國核心CPI年率'], U.pct, 'ONS', LDN, '07:00', { t: 'nth', n: 3, wd: 3 }, { base: 3.5, vol: 0.3, dp: 1 }, 'good', { pid: '230002' }),
  row('230008', 'UK', 'wages', 2, 3, ['英国三个月平均工资年率(含红利)', 'UK Average Earnings incl. Bonus (3M YoY)', '英國三個月平均工資年率(含紅利)'], U.pct, 'ONS', LDN, '07:00', { t: 'nth', n: 3, wd: 2 }, { base: 4.8, vol: 0.4, dp: 1 }, 'good', { lag: 2, pid: '230004' }),
  row('240003', 'CH', 'sentiment', 1, 3, ['瑞士KOF经济领先指标', 'Swiss KOF Economic Barometer', '瑞士KOF經濟領先指標'], U.index, 'KOF', ZRH, '09:00', { t: 'day', d: 30 }, { base: 100, vol: 2, dp: 1 }, 'good', { lag: 0 }),
  row('240004', 'CH', 'unemployment', 1, 3, ['瑞士季调后失业率', 'Swiss Unemployment Rate', '瑞士季調後失業率'], U.pct, 'FSO', ZRH, '07:45', { t: 'biz', n: 5 }, { base: 2.9, vol: 0.1, dp: 1 }, 'bad'),
];
