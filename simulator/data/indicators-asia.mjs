// @ts-check
// China, Japan, Australia, New Zealand and Canada.
import { row, U } from './indicator-row.mjs';

const SH = 'Asia/Shanghai';
const TYO = 'Asia/Tokyo';
const SYD = 'Australia/Sydney';
const AKL = 'Pacific/Auckland';
const TOR = 'America/Toronto';

export const ASIA_PACIFIC_INDICATORS = [
  row('320001', 'CN', 'inflation', 3, 3, ['中国CPI年率', 'China CPI YoY', '中國CPI年率'], U.pct, 'NBS', SH, '09:30', { t: 'day', d: 9, shift: false }, { base: 0.3, vol: 0.5, dp: 1 }, 'good'),
  row('320002', 'CN', 'inflation', 2, 3, ['中国PPI年率', 'China PPI YoY', '中國PPI年率'], U.pct, 'NBS', SH, '09:30', { t: 'day', d: 9, shift: false }, { base: -2.2, vol: 0.6, dp: 1 }, 'none'),
  row('320003', 'CN', 'pmi', 3, 3, ['中国官方制造业PMI', 'China Official Manufacturing PMI', '中國官方製造業PMI'], U.index, 'NBS', SH, '09:30', { t: 'day', d: 31, shift: false }, { base: 49.6, vol: 0.6, dp: 1 }, 'good', { lag: 0 }),
  row('320004', 'CN', 'pmi', 2, 3, ['中国官方非制造业PMI', 'China Official Non-Manufacturing PMI', '中國官方非製造業PMI'], U.index, 'NBS', SH, '09:30', { t: 'day', d: 31, shift: false }, { base: 50.3, vol: 0.6, dp: 1 }, 'good', { lag: 0, pid: '320003' }),
  row('320005', 'CN', 'trade', 3, 3, ['中国贸易帐(美元计)', 'China Trade Balance (USD)', '中國貿易帳(美元計)'], U.usd100m, 'GAC', SH, '11:00', { t: 'day', d: 7, shift: false }, { base: 950, vol: 120, dp: 1 }, 'good'),
  row('320006', 'CN', 'growth', 3, 4, ['中国GDP年率', 'China GDP YoY', '中國GDP年率'], U.pct, 'NBS', SH, '10:00', { t: 'day', d: 16, months: [1, 4, 7, 10] }, { base: 4.9, vol: 0.3, dp: 1 }, 'good'),
  row('320007', 'CN', 'production', 2, 3, ['中国规模以上工业增加值年率', 'China Industrial Production YoY', '中國規模以上工業增加值年率'], U.pct, 'NBS', SH, '10:00', { t: 'day', d: 15 }, { base: 5.5, vol: 0.8, dp: 1 }, 'good'),
  row('320008', 'CN', 'consumption', 2, 3, ['中国社会消费品零售总额年率', 'China Retail Sales YoY', '中國社會消費品零售總額年率'], U.pct, 'NBS', SH, '10:00', { t: 'day', d: 15 }, { base: 3.5, vol: 1, dp: 1 }, 'good', { pid: '320007' }),
  row('310001', 'JP', 'inflation', 2, 3, ['日本全国CPI年率', 'Japan National CPI YoY', '日本全國CPI年率'], U.pct, 'STATJP', TYO, '08:30', { t: 'nth', n: 3, wd: 5 }, { base: 2.9, vol: 0.4, dp: 1 }, 'good'),
  row('310002', 'JP', 'rate', 3, 3, ['日本央行利率决定', 'BoJ Interest Rate Decision', '日本央行利率決定'], U.pct, 'BOJ', TYO, '12:00', { t: 'nth', n: -1, wd: 5, months: [1, 3, 4, 6, 7, 9, 10, 12] }, { base: 0.75, vol: 0.3, dp: 2, step: 0.25 }, 'good', { periodDesc: ['每年8次货币政策会议', 'Eight policy meetings a year', '每年8次貨幣政策會議'] }),
  row('310003', 'JP', 'growth', 2, 4, ['日本GDP季率初值', 'Japan GDP QoQ (Prelim)', '日本GDP季率初值'], U.pct, 'CAO', TYO, '08:50', { t: 'day', d: 15, months: [2, 5, 8, 11] }, { base: 0.2, vol: 0.5, dp: 1 }, 'good', { lag: 2 }),
  row('410001', 'AU', 'jobs', 2, 3, ['澳大利亚季调后就业人数', 'Australia Employment Change', '澳大利亞季調後就業人數'], U.k10, 'ABS', SYD, '11:30', { t: 'nth', n: 3, wd: 4 }, { base: 2, vol: 3, dp: 2 }, 'good'),
  row('410002', 'AU', 'unemployment', 2, 3, ['澳大利亚季调后失业率', 'Australia Unemployment Rate', '澳大利亞季調後失業率'], U.pct, 'ABS', SYD, '11:30', { t: 'nth', n: 3, wd: 4 }, { base: 4.4, vol: 0.2, dp: 1 }, 'bad', { pid: '410001' }),
  row('410003', 'AU', 'rate', 3, 3, ['澳洲联储利率决定', 'RBA Interest Rate Decision', '澳洲聯儲利率決定'], U.pct, 'RBA', SYD, '14:30', { t: 'nth', n: 1, wd: 2, months: [2, 3, 5, 7, 8, 9, 11, 12] }, { base: 3.6, vol: 0.5, dp: 2, step: 0.25 }, 'good', { periodDesc: ['每年8次议息会议', 'Eight scheduled meetings a year', '每年8次議息會議'] }),
  row('420001', 'NZ', 'rate', 3, 3, ['新西兰联储利率决定', 'RBNZ Official Cash Rate Decision', '紐西蘭聯儲利率決定'], U.pct, 'RBNZ', AKL, '14:00', { t: 'nth', n: 2, wd: 3, months: [2, 4, 5, 7, 8, 10, 11] }, { base: 2.25, vol: 0.5, dp: 2, step: 0.25 }, 'good', { periodDesc: ['每年7次议息会议', 'Seven scheduled meetings a year', '每年7次議息會議'] }),
  row('420002', 'NZ', 'growth', 2, 4, ['新西兰GDP季率', 'New Zealand GDP QoQ', '紐西蘭GDP季率'], U.pct, 'STATSNZ', AKL, '10:45', { t: 'nth', n: 3, wd: 4, months: [3, 6, 9, 12] }, { base: 0.5, vol: 0.5, dp: 1 }, 'good', { lag: 3 }),
  row('510001', 'CA', 'jobs', 2, 3, ['加拿大就业人数变动', 'Canada Employment Change', '加拿大就業人數變動'], U.k10, 'STATCAN', TOR, '08:30', { t: 'nth', n: 1, wd: 5 }, { base: 2, vol: 4, dp: 2 }, 'good'),
  row('510002', 'CA', 'unemployment', 2, 3, ['加拿大失业率', 'Canada Unemployment Rate', '加拿大失業率'], U.pct, 'STATCAN', TOR, '08:30', { t: 'nth', n: 1, wd: 5 }, { base: 6.9, vol: 0.2, dp: 1 }, 'bad', { pid: '510001' }),
  row('510003', 'CA', 'rate', 3, 3, ['加拿大央行利率决定', 'BoC Interest Rate Decision', '加拿大央行利率決定'], U.pct, 'BOC', TOR, '09:45', { t: 'nth', n: 1, wd: 3, months: [1, 3, 4, 6, 7, 9, 10, 12] }, { base: 2.25, vol: 0.5, dp: 2, step: 0.25 }, 'good', { periodDesc: ['每年8次议息会议', 'Eight scheduled meetings a year', '每年8次議息會議'] }),
  row('320009', 'CN', 'inflation', 2, 3, ['中国CPI月率', 'China CPI MoM', '中國CPI月率'], U.pct, 'NBS', SH, '09:30', { t: 'day', d: 9, shift: false }, { base: 0, vol: 0.3, dp: 1 }, 'good', { pid: '320001' }),
  row('320010', 'CN', 'trade', 2, 3, ['中国出口年率(美元计)', 'China Exports YoY (USD)', '中國出口年率(美元計)'], U.pct, 'GAC', SH, '11:00', { t: 'day', d: 7, shift: false }, { base: 5, vol: 5, dp: 1 }, 'good', { pid: '320005' }),
  row('320011', 'CN', 'trade', 2, 3, ['中国进口年率(美元计)', 'China Imports YoY (USD)', '中國進口年率(美元計)'], U.pct, 'GAC', SH, '11:00', { t: 'day', d: 7, shift: false }, { base: 0, vol: 5, dp: 1 }, 'good', { pid: '320005' }),
  row('320012', 'CN', 'money', 1, 3, ['中国外汇储备', 'China Foreign Exchange Reserves', '中國外匯儲備'], U.usd100m, 'SAFE', SH, '16:00', { t: 'day', d: 7, shift: false }, { base: 33000, vol: 400, dp: 0 }, 'none'),
  row('320013', 'CN', 'money', 2, 3, ['中国M2货币供应年率', 'China M2 Money Supply YoY', '中國M2貨幣供應年率'], U.pct, 'PBOC', SH, '16:00', { t: 'day', d: 13 }, { base: 7.5, vol: 0.4, dp: 1 }, 'none'),
  row('320014', 'CN', 'money', 2, 3, ['中国新增人民币贷款', 'China New Yuan Loans', '中國新增人民幣貸款'], U.cny100m, 'PBOC', SH, '16:00', { t: 'day', d: 13 }, { base: 10000, vol: 6000, dp: 0 }, 'none', { pid: '320013' }),
  row('320015', 'CN', 'pmi', 2, 3, ['中国财新制造业PMI', 'China Caixin Manufacturing PMI', '中國財新製造業PMI'], U.index, 'CAIXIN', SH, '09:45', { t: 'biz', n: 1 }, { base: 50.5, vol: 1, dp: 1 }, 'good'),
  row('320016', 'CN', 'pmi', 2, 3, ['中国财新服务业PMI', 'China Caixin Services PMI', '中國財新服務業PMI'], U.index, 'CAIXIN', SH, '09:45', { t: 'biz', n: 3 }, { base: 52, vol: 1, dp: 1 }, 'good'),
  row('320017', 'CN', 'production', 1, 3, ['中国城镇固定资产投资年初至今年率', 'China Fixed Asset Investment YTD YoY', '中國城鎮固定資產投資年初至今年率'], U.pct, 'NBS', SH, '10:00', { t: 'day', d: 15 }, { base: 2, vol: 1.5, dp: 1 }, 'good', { pid: '320007' }),
  row('310004', 'JP', 'trade', 1, 3, ['日本商品贸易帐', 'Japan Trade Balance', '日本商品貿易帳'], U.jpy100m, 'MOFJ', TYO, '08:50', { t: 'day', d: 19 }, { base: -2000, vol: 2500, dp: 0 }, 'none'),
  row('310005', 'JP', 'inflation', 2, 3, ['日本全国核心CPI年率', 'Japan National Core CPI YoY', '日本全國核心CPI年率'], U.pct, 'STATJP', TYO, '08:30', { t: 'nth', n: 3, wd: 5 }, { base: 3, vol: 0.3, dp: 1 }, 'good', { pid: '310001' }),
  row('310006', 'JP', 'inflation', 2, 3, ['日本东京CPI年率', 'Tokyo CPI YoY', '日本東京CPI年率'], U.pct, 'STATJP', TYO, '08:30', { t: 'nth', n: -1, wd: 5 }, { base: 2.5, vol: 0.4, dp: 1 }, 'good', { lag: 0 }),
  row('310007', 'JP', 'sentiment', 2, 4, ['日本短观大型制造业景气判断指数', 'Japan Tankan Large Manufacturers Index', '日本短觀大型製造業景氣判斷指數'], U.index, 'BOJ', TYO, '08:50', { t: 'day', d: 1, months: [4, 7, 10] }, { base: 13, vol: 4, dp: 0 }, 'good'),
  row('310008', 'JP', 'unemployment', 1, 3, ['日本失业率', 'Japan Unemployment Rate', '日本失業率'], U.pct, 'STATJP', TYO, '08:30', { t: 'day', d: 28 }, { base: 2.5, vol: 0.1, dp: 1 }, 'bad'),
  row('410004', 'AU', 'inflation', 2, 3, ['澳大利亚CPI月率指标年率', 'Australia Monthly CPI Indicator YoY', '澳大利亞CPI月率指標年率'], U.pct, 'ABS', SYD, '11:30', { t: 'nth', n: -1, wd: 3 }, { base: 3, vol: 0.4, dp: 1 }, 'good'),
  row('410005', 'AU', 'consumption', 1, 3, ['澳大利亚零售销售月率', 'Australia Retail Sales MoM', '澳大利亞零售銷售月率'], U.pct, 'ABS', SYD, '11:30', { t: 'day', d: 29 }, { base: 0.3, vol: 0.5, dp: 1 }, 'good'),
  row('410006', 'AU', 'trade', 1, 3, ['澳大利亚贸易帐', 'Australia Trade Balance', '澳大利亞貿易帳'], U.aud100m, 'ABS', SYD, '11:30', { t: 'day', d: 6 }, { base: 50, vol: 20, dp: 1 }, 'good'),
  row('420003', 'NZ', 'inflation', 2, 4, ['新西兰CPI季率', 'New Zealand CPI QoQ', '紐西蘭CPI季率'], U.pct, 'STATSNZ', AKL, '10:45', { t: 'nth', n: 3, wd: 3, months: [1, 4, 7, 10] }, { base: 0.7, vol: 0.3, dp: 1 }, 'good'),
  row('420004', 'NZ', 'unemployment', 2, 4, ['新西兰失业率', 'New Zealand Unemployment Rate', '紐西蘭失業率'], U.pct, 'STATSNZ', AKL, '10:45', { t: 'nth', n: 1, wd: 3, months: [2, 5, 8, 11] }, { base: 5.2, vol: 0.2, dp: 1 }, 'bad', { lag: 2 }),
  row('510004', 'CA', 'inflation', 2, 3, ['加拿大CPI年率', 'Canada CPI YoY', '加拿大CPI年率'], U.pct, 'STATCAN', TOR, '08:30', { t: 'nth', n: 3, wd: 2 }, { base: 2.2, vol: 0.3, dp: 1 }, 'good'),
  row('510005', 'CA', 'growth', 1, 3, ['加拿大GDP月率', 'Canada GDP MoM', '加拿大GDP月率'], U.pct, 'STATCAN', TOR, '08:30', { t: 'nth', n: -1, wd: 5 }, { base: 0.1, vol: 0.2, dp: 1 }, 'good', { lag: 2 }),
  row('510006', 'CA', 'pmi', 1, 3, ['加拿大Ivey采购经理人指数', 'Canada Ivey PMI', '加拿大Ivey採購經理人指數'], U.index, 'IVEY', TOR, '10:00', { t: 'biz', n: 5 }, { base: 52, vol: 3, dp: 1 }, 'good'),
  row('510007', 'CA', 'consumption', 1, 3, ['加拿大零售销售月率', 'Canada Retail Sales MoM', '加拿大零售銷售月率'], U.pct, 'STATCAN', TOR, '08:30', { t: 'day', d: 21 }, { base: 0.3, vol: 0.6, dp: 1 }, 'good', { lag: 2 }),
];
