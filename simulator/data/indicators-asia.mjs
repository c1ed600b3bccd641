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
];
