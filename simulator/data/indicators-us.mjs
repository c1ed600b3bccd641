// @ts-check
// U.S. indicators. Rules are in the publisher's local time (America/New_York);
// values are realistic 2020s levels (bare numbers, unit separate).
import { row, U } from './indicator-row.mjs';

const NY = 'America/New_York';

export const US_INDICATORS = [
  row('110001', 'US', 'jobs', 3, 3, ['美国非农就业人口变动', 'U.S. Nonfarm Payrolls', '美國非農就業人口變動'], U.k10, 'BLS', NY, '08:30', { t: 'nth', n: 1, wd: 5 }, { base: 12, vol: 10, dp: 1 }, 'good'),
  row('110002', 'US', 'unemployment', 3, 3, ['美国失业率', 'U.S. Unemployment Rate', '美國失業率'], U.pct, 'BLS', NY, '08:30', { t: 'nth', n: 1, wd: 5 }, { base: 4.3, vol: 0.2, dp: 1 }, 'bad'),
  row('110003', 'US', 'wages', 2, 3, ['美国平均每小时工资月率', 'U.S. Average Hourly Earnings MoM', '美國平均每小時工資月率'], U.pct, 'BLS', NY, '08:30', { t: 'nth', n: 1, wd: 5 }, { base: 0.3, vol: 0.1, dp: 1 }, 'good', { pid: '110001' }),
  row('110004', 'US', 'inflation', 3, 3, ['美国CPI年率', 'U.S. CPI YoY', '美國CPI年率'], U.pct, 'BLS', NY, '08:30', { t: 'day', d: 12 }, { base: 2.9, vol: 0.3, dp: 1 }, 'good'),
  row('110005', 'US', 'inflation', 3, 3, ['美国核心CPI年率', 'U.S. Core CPI YoY', '美國核心CPI年率'], U.pct, 'BLS', NY, '08:30', { t: 'day', d: 12 }, { base: 3.0, vol: 0.2, dp: 1 }, 'good', { pid: '110004' }),
  row('110006', 'US', 'inflation', 2, 3, ['美国PPI年率', 'U.S. PPI YoY', '美國PPI年率'], U.pct, 'BLS', NY, '08:30', { t: 'day', d: 14 }, { base: 2.6, vol: 0.4, dp: 1 }, 'good'),
  row('110007', 'US', 'inflation', 3, 3, ['美国核心PCE物价指数年率', 'U.S. Core PCE Price Index YoY', '美國核心PCE物價指數年率'], U.pct, 'BEA', NY, '08:30', { t: 'day', d: 28 }, { base: 2.8, vol: 0.2, dp: 1 }, 'good'),
  row('110008', 'US', 'pmi', 3, 3, ['美国ISM制造业PMI', 'U.S. ISM Manufacturing PMI', '美國ISM製造業PMI'], U.index, 'ISM', NY, '10:00', { t: 'biz', n: 1 }, { base: 49, vol: 1.5, dp: 1 }, 'good'),
  row('110009', 'US', 'pmi', 3, 3, ['美国ISM非制造业PMI', 'U.S. ISM Services PMI', '美國ISM非製造業PMI'], U.index, 'ISM', NY, '10:00', { t: 'biz', n: 3 }, { base: 52, vol: 1.5, dp: 1 }, 'good'),
  row('110010', 'US', 'consumption', 3, 3, ['美国零售销售月率', 'U.S. Retail Sales MoM', '美國零售銷售月率'], U.pct, 'CENSUS', NY, '08:30', { t: 'day', d: 15 }, { base: 0.3, vol: 0.5, dp: 1 }, 'good'),
  row('110011', 'US', 'claims', 2, 2, ['美国初请失业金人数', 'U.S. Initial Jobless Claims', '美國初請失業金人數'], U.k10, 'DOL', NY, '08:30', { t: 'weekly', wd: 4 }, { base: 22.5, vol: 1.2, dp: 1 }, 'bad'),
  row('110012', 'US', 'rate', 3, 3, ['美联储利率决定(上限)', 'Fed Interest Rate Decision (Upper Bound)', '美聯儲利率決定(上限)'], U.pct, 'FED', NY, '14:00', { t: 'nth', n: 3, wd: 3, months: [1, 3, 5, 6, 7, 9, 10, 12] }, { base: 3.75, vol: 0.6, dp: 2, step: 0.25 }, 'good', { periodDesc: ['每年8次议息会议', 'Eight scheduled meetings a year', '每年8次議息會議'] }),
  row('110013', 'US', 'growth', 3, 4, ['美国实际GDP年化季率', 'U.S. Real GDP QoQ Annualized', '美國實際GDP年化季率'], U.pct, 'BEA', NY, '08:30', { t: 'nth', n: -1, wd: 4, months: [1, 4, 7, 10] }, { base: 2.0, vol: 1.5, dp: 1 }, 'good'),
  row('110014', 'US', 'orders', 2, 3, ['美国耐用品订单月率', 'U.S. Durable Goods Orders MoM', '美國耐用品訂單月率'], U.pct, 'CENSUS', NY, '08:30', { t: 'day', d: 26 }, { base: 0.5, vol: 2.5, dp: 1 }, 'good'),
  row('110015', 'US', 'jobs', 2, 3, ['美国ADP就业人数', 'U.S. ADP Employment Change', '美國ADP就業人數'], U.k10, 'ADP', NY, '08:15', { t: 'nth', n: 1, wd: 3 }, { base: 8, vol: 8, dp: 1 }, 'good'),
  row('110016', 'US', 'inventory', 2, 2, ['美国EIA原油库存', 'U.S. EIA Crude Oil Inventories', '美國EIA原油庫存'], U.bbl10k, 'EIA', NY, '10:30', { t: 'weekly', wd: 3 }, { base: -50, vol: 350, dp: 1 }, 'oil'),
  row('110017', 'US', 'sentiment', 2, 3, ['美国密歇根大学消费者信心指数初值', 'U.S. Michigan Consumer Sentiment (Prelim)', '美國密西根大學消費者信心指數初值'], U.index, 'UMICH', NY, '10:00', { t: 'nth', n: 2, wd: 5 }, { base: 55, vol: 4, dp: 1 }, 'good', { lag: 0 }),
  row('110018', 'US', 'production', 1, 3, ['美国工业产出月率', 'U.S. Industrial Production MoM', '美國工業產出月率'], U.pct, 'FED', NY, '09:15', { t: 'day', d: 16 }, { base: 0.1, vol: 0.4, dp: 1 }, 'none'),
  row('110019', 'US', 'trade', 2, 3, ['美国贸易帐', 'U.S. Trade Balance', '美國貿易帳'], U.usd100m, 'CENSUS', NY, '08:30', { t: 'day', d: 5 }, { base: -650, vol: 80, dp: 1 }, 'none', { lag: 2 }),
  row('110020', 'US', 'housing', 1, 3, ['美国新屋开工总数年化', 'U.S. Housing Starts (Annualized)', '美國新屋開工總數年化'], U.units10k, 'CENSUS', NY, '08:30', { t: 'day', d: 18 }, { base: 132, vol: 8, dp: 1 }, 'none'),
  row('110021', 'US', 'inflation', 3, 3, ['美国CPI月率', 'U.S. CPI MoM', '美國CPI月率'], U.pct, 'BLS', NY, '08:30', { t: 'day', d: 12 }, { base: 0.3, vol: 0.15, dp: 1 }, 'good', { pid: '110004' }),
  row('110022', 'US', 'inflation', 3, 3, ['美国核心CPI月率', 'U.S. Core CPI MoM', '美國核心CPI月率'], U.pct, 'BLS', NY, '08:30', { t: 'day', d: 12 }, { base: 0.3, vol: 0.1, dp: 1 }, 'good', { pid: '110004' }),
  row('110023', 'US', 'inflation', 2, 3, ['美国PPI月率', 'U.S. PPI MoM', '美國PPI月率'], U.pct, 'BLS', NY, '08:30', { t: 'day', d: 14 }, { base: 0.2, vol: 0.3, dp: 1 }, 'good', { pid: '110006' }),
  row('110024', 'US', 'inflation', 2, 3, ['美国核心PCE物价指数月率', 'U.S. Core PCE Price Index MoM', '美國核心PCE物價指數月率'], U.pct, 'BEA', NY, '08:30', { t: 'day', d: 28 }, { base: 0.2, vol: 0.1, dp: 1 }, 'good', { pid: '110007' }),
  row('110025', 'US', 'consumption', 2, 3, ['美国个人消费支出月率', 'U.S. Personal Spending MoM', '美國個人消費支出月率'], U.pct, 'BEA', NY, '08:30', { t: 'day', d: 28 }, { base: 0.4, vol: 0.3, dp: 1 }, 'good'),
  row('110026', 'US', 'consumption', 2, 3, ['美国核心零售销售月率', 'U.S. Core Retail Sales MoM', '美國核心零售銷售月率'], U.pct, 'CENSUS', NY, '08:30', { t: 'day', d: 15 }, { base: 0.3, vol: 0.4, dp: 1 }, 'good', { pid: '110010' }),
  row('110027', 'US', 'claims', 1, 2, ['美国续请失业金人数', 'U.S. Continuing Jobless Claims', '美國續請失業金人數'], U.k10, 'DOL', NY, '08:30', { t: 'weekly', wd: 4 }, { base: 192, vol: 5, dp: 1 }, 'bad', { pid: '110011' }),
  row('110028', 'US', 'pmi', 1, 3, ['美国ISM制造业物价支付指数', 'U.S. ISM Manufacturing Prices Paid', '美國ISM製造業物價支付指數'], U.index, 'ISM', NY, '10:00', { t: 'biz', n: 1 }, { base: 60, vol: 4, dp: 1 }, 'good', { pid: '110008' }),
  row('110029', 'US', 'jobs', 1, 3, ['美国劳动力参与率', 'U.S. Labor Force Participation Rate', '美國勞動力參與率'], U.pct, 'BLS', NY, '08:30', { t: 'nth', n: 1, wd: 5 }, { base: 62.3, vol: 0.2, dp: 1 }, 'good', { pid: '110001' }),
  row('110030', 'US', 'jobs', 2, 3, ['美国JOLTS职位空缺', 'U.S. JOLTS Job Openings', '美國JOLTS職位空缺'], U.jobs10k, 'BLS', NY, '10:00', { t: 'nth', n: 1, wd: 2 }, { base: 720, vol: 30, dp: 1 }, 'good', { lag: 2 }),
  row('110031', 'US', 'inventory', 1, 2, ['美国API原油库存', 'U.S. API Crude Oil Stock Change', '美國API原油庫存'], U.bbl10k, 'API', NY, '16:30', { t: 'weekly', wd: 2 }, { base: -50, vol: 300, dp: 1 }, 'oil'),
  row('110032', 'US', 'energy', 1, 2, ['美国EIA天然气库存', 'U.S. EIA Natural Gas Storage', '美國EIA天然氣庫存'], U.bcf, 'EIA', NY, '10:30', { t: 'weekly', wd: 4 }, { base: 40, vol: 60, dp: 0 }, 'none'),
  row('110033', 'US', 'housing', 1, 2, ['美国MBA抵押贷款申请活动指数周环比', 'U.S. MBA Mortgage Applications WoW', '美國MBA抵押貸款申請活動指數週環比'], U.pct, 'MBA', NY, '07:00', { t: 'weekly', wd: 3 }, { base: 0, vol: 5, dp: 1 }, 'none'),
  row('110034', 'US', 'energy', 1, 2, ['美国贝克休斯石油钻井总数', 'U.S. Baker Hughes Oil Rig Count', '美國貝克休斯石油鑽井總數'], U.rigs, 'BAKER', NY, '13:00', { t: 'weekly', wd: 5 }, { base: 410, vol: 12, dp: 0 }, 'none'),
  row('110035', 'US', 'sentiment', 2, 3, ['美国谘商会消费者信心指数', 'U.S. Conference Board Consumer Confidence', '美國諮商會消費者信心指數'], U.index, 'CB', NY, '10:00', { t: 'nth', n: -1, wd: 2 }, { base: 95, vol: 5, dp: 1 }, 'good', { lag: 0 }),
  row('110036', 'US', 'housing', 1, 3, ['美国新屋销售总数年化', 'U.S. New Home Sales (Annualized)', '美國新屋銷售總數年化'], U.units10k, 'CENSUS', NY, '10:00', { t: 'day', d: 25 }, { base: 68, vol: 5, dp: 1 }, 'none'),
  row('110037', 'US', 'housing', 1, 3, ['美国成屋销售总数年化', 'U.S. Existing Home Sales (Annualized)', '美國成屋銷售總數年化'], U.units10k, 'CENSUS', NY, '10:00', { t: 'day', d: 22 }, { base: 400, vol: 15, dp: 0 }, 'none'),
  row('110038', 'US', 'pmi', 1, 3, ['美国标普全球制造业PMI终值', 'U.S. S&P Global Manufacturing PMI (Final)', '美國標普全球製造業PMI終值'], U.index, 'SPGLOBAL', NY, '09:45', { t: 'biz', n: 1 }, { base: 52, vol: 1, dp: 1 }, 'good'),
  row('110039', 'US', 'sentiment', 2, 3, ['美国费城联储制造业指数', 'U.S. Philadelphia Fed Manufacturing Index', '美國費城聯儲製造業指數'], U.index, 'PHILFED', NY, '08:30', { t: 'nth', n: 3, wd: 4 }, { base: 5, vol: 10, dp: 1 }, 'good', { lag: 0 }),
  row('110040', 'US', 'sentiment', 1, 3, ['美国纽约联储制造业指数', 'U.S. NY Empire State Manufacturing Index', '美國紐約聯儲製造業指數'], U.index, 'NYFED', NY, '08:30', { t: 'day', d: 15 }, { base: 2, vol: 10, dp: 1 }, 'good', { lag: 0 }),
];
