import { describe, expect, it } from 'vitest';
import { deliveryMessage, testMessage } from '@/lib/delivery/message';
import { release } from '../support/archive-fixtures';

const origin = new URL('https://macrodesk.example');
const pending = release({ actual: null, released: false, country: '美国', title: '美国10月非农就业人数', period: '10月', unit: '万人', previous: '12', forecast: '15' });
const out = { ...pending, actual: '17.5', released: true };

describe('delivery messages', () => {
  it('say the lead time and the time in the recipient\'s zone, in its language', () => {
    const en = deliveryMessage({ kind: 'before', release: { ...pending, country: 'U.S.', title: 'Non-farm payrolls', period: 'Oct', unit: 'K' }, minutes: 15 }, 'en', 'America/New_York', origin);
    expect(en).toEqual({ title: 'In 15 min: U.S. Non-farm payrolls (Oct)', body: 'Due at 08:30 EST', url: 'https://macrodesk.example/en/indicators/112022041910001492', tag: `before:1001|112022041910001492@${Date.parse('2026-11-06T13:30:00.000Z')}` });
    const cn = deliveryMessage({ kind: 'before', release: pending, minutes: 0 }, 'zh-CN', 'Asia/Shanghai', origin);
    expect(cn.title).toBe('即将公布：美国10月非农就业人数');
    expect(cn.body).toMatch(/^公布时间 21:30/);
    expect(cn.url).toBe('https://macrodesk.example/zh-CN/indicators/112022041910001492');
  });

  it('give the actual with the beat or miss word, the forecast, the previous value and what it moves', () => {
    const m = deliveryMessage({ kind: 'actual', release: out }, 'zh-TW', 'Asia/Taipei', origin);
    expect(m.title).toBe('美国10月非农就业人数：17.5 万人');
    expect(m.body).toBe('高於預期 15 萬人；前值 12 萬人；利多 USD；利空 gold'.replace(/萬人/g, '万人'));
  });

  it('say a revision as such', () => {
    const m = deliveryMessage({ kind: 'revised', release: { ...out, actual: '18.1' } }, 'en', 'UTC', origin);
    expect(m.title).toMatch(/^Revised: /);
    expect(m.title).toContain('181K');
  });

  it('the panel\'s test notification, in three languages', () => {
    expect(testMessage('en', origin)).toMatchObject({ title: 'Macrodesk test notification', url: 'https://macrodesk.example/en/calendar' });
    expect(testMessage('zh-TW', origin).title).toBe('Macrodesk 測試通知');
  });
});
