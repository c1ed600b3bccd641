import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { pickMessages, type MessageTree } from '@/lib/i18n/pick-messages';

describe('pickMessages', () => {
  it('keeps only the namespaces and sub-trees asked for', () => {
    const picked = pickMessages(en as MessageTree, ['Quote', 'Calendar.countdown']);
    expect(Object.keys(picked).sort()).toEqual(['Calendar', 'Quote']);
    expect(picked.Quote).toEqual(en.Quote);
    expect(picked.Calendar).toEqual({ countdown: en.Calendar.countdown });
  });

  it('names a path that does not exist instead of shipping nothing silently', () => {
    expect(() => pickMessages(en as MessageTree, ['Calendar.noSuchKey'])).toThrow(/Calendar\.noSuchKey/);
  });
});
