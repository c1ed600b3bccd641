import { describe, expectTypeOf, it } from 'vitest';
import type { Locale, Messages } from 'next-intl';
import type en from '@/messages/en.json';
import type { Translate, MessageKey, MessagePath } from '@/lib/i18n/translator';

// Types: the type check (tsc, which reads tests/ too) is what fails when
// global.ts stops giving next-intl the messages' shape.
describe('typed message keys (global.ts)', () => {
  it('gives next-intl the English messages and the three locales', () => {
    expectTypeOf<Messages>().toEqualTypeOf<typeof en>();
    expectTypeOf<Locale>().toEqualTypeOf<'zh-CN' | 'en' | 'zh-TW'>();
  });

  it('takes the keys the messages have, and no other', () => {
    expectTypeOf<'retry' | 'period.W' | 'week.title'>().toExtend<MessageKey<'Calendar'>>();
    expectTypeOf<'noSuchKey'>().not.toExtend<MessageKey<'Calendar'>>();
    expectTypeOf<'Calendar.countdown' | 'Localize.original'>().toExtend<MessagePath>();
    expectTypeOf<'Calendar.noSuchKey'>().not.toExtend<MessagePath>();
    expectTypeOf<Translate<'Reminders'>>().parameter(0).toEqualTypeOf<MessageKey<'Reminders'>>();
  });
});
