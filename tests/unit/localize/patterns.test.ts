import { describe, expect, it } from 'vitest';
import { holidayEn, periodEn, treasuryEn } from '@/lib/localize/patterns';

describe('treasury issuance patterns', () => {
  it.each([
    ['美国2年期国债拍卖', 'U.S. 2-Year Treasury auction'],
    ['美国30年期国债拍卖', 'U.S. 30-Year Treasury auction'],
    ['美国3个月和6个月期国债拍卖', 'U.S. 3-Month and 6-Month bill auction'],
    ['美国52周期国债拍卖', 'U.S. 52-Week bill auction'],
    ['美国10年期通胀保值国债(TIPS)拍卖', 'U.S. 10-Year TIPS auction'],
    ['美国2年期国债拍卖结果', 'U.S. 2-Year Treasury auction results'],
    ['德国10年期国债拍卖', 'German 10-Year Bund auction'],
    ['英国10年期国债拍卖', 'UK 10-Year Gilt auction'],
    ['日本30年期国债拍卖', 'Japanese 30-Year JGB auction'],
    ['意大利10年期国债拍卖', 'Italian 10-Year BTP auction'],
    ['澳大利亚10年期国债招标', 'Australian 10-Year government bond tender'],
    ['美國2年期國債拍賣', 'U.S. 2-Year Treasury auction'],
    ['中国财政部发行记账式附息国债', 'China Ministry of Finance book-entry treasury bond issue'],
    ['中国财政部发行超长期特别国债', 'China Ministry of Finance ultra-long special treasury bond issue'],
  ])('%s → %s', (zh, en) => expect(treasuryEn(zh)).toBe(en));

  it.each([
    '美国财政部公布季度再融资声明', // not an auction
    '美联储主席发表讲话',
    '火星10年期国债拍卖', // unknown country
    '美国2年期国债', // no action
    '美国2年期国债拍卖取消了吗',
    '',
  ])('leaves %j alone', (text) => expect(treasuryEn(text)).toBeNull());
});

describe('holiday patterns', () => {
  it.each([
    ['元旦', "New Year's Day"],
    ['感恩节', 'Thanksgiving Day'],
    ['圣诞节（补假）', 'Christmas Day (observed)'],
    ['独立日(补假)', 'Independence Day (observed)'],
    ['春节假期（除夕）', "Chinese New Year holiday (New Year's Eve)"],
    ['国庆节假期（黄金周）', 'National Day holiday (Golden Week)'],
    ['劳动节假期', 'Labour Day holiday'],
    ['美国独立日休市', 'Independence Day: market closed'],
    ['因感恩节休市一日', 'Thanksgiving Day: market closed'],
    ['感恩节，提前收盘', 'Thanksgiving Day: early close'],
    ['美国感恩节', 'Thanksgiving Day'],
  ])('%s → %s', (zh, en) => expect(holidayEn(zh)).toBe(en));

  it.each(['美联储主席发表讲话', '火星节', '休市', '某某节（补假）', 'Christmas Day'])('leaves %j alone', (text) => expect(holidayEn(text)).toBeNull());
});

describe('period patterns', () => {
  it.each([
    ['2026年10月', 'Oct 2026'],
    ['2026年第三季度', 'Q3 2026'],
    ['2026年第4季度', 'Q4 2026'],
    ['11月20日当周', 'Week to Nov 20'],
    ['2026年上半年', 'H1 2026'],
    ['2026年', '2026'],
  ])('%s → %s', (zh, en) => expect(periodEn(zh)).toBe(en));

  it.each(['2026年13月', '10月中旬', 'Oct 2026', ''])('leaves %j alone', (text) => expect(periodEn(text)).toBeNull());
});
