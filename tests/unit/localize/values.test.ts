import { describe, expect, it } from 'vitest';
import { valueText } from '@/lib/localize/values';

describe('words in value fields', () => {
  it.each([
    ['未公布', 'not published'],
    ['未公佈', 'not published'],
    ['待定', 'to be decided'],
    [' 暂无 ', 'not available'],
    ['持平', 'unchanged'],
  ])('%s → %s for English readers', (zh, en) => expect(valueText(zh, 'en')).toEqual({ text: en, original: false }));

  it('leaves numbers and Latin text alone, and keeps Chinese for Chinese readers', () => {
    expect(valueText('256K', 'en')).toEqual({ text: '256K', original: false });
    expect(valueText('9-0-2', 'en')).toEqual({ text: '9-0-2', original: false });
    expect(valueText('未公布', 'zh-CN')).toEqual({ text: '未公布', original: false });
    expect(valueText('未公佈', 'zh-TW')).toEqual({ text: '未公佈', original: false });
  });

  it('marks other Chinese text as the original for English readers; inherited keys are not words', () => {
    expect(valueText('前值修正中', 'en')).toEqual({ text: '前值修正中', original: true });
    expect(valueText('toString', 'en')).toEqual({ text: 'toString', original: false });
  });
});
