import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { MAX_KEPT_TEXTS, useKeptTranslations } from '@/lib/i18n/kept-translations';
import type { Locale } from '@/lib/i18n/routing';

type TestMessages = { Calendar: { revisedFrom: string; typical: { move: string } } };

// Keys of the real messages (global.ts types them), with texts of the test's own.
const messagesOf = (move: string): TestMessages => ({
  Calendar: { revisedFrom: 'revised from {value}', typical: { move } },
});
const PLURAL = '{symbol} moves ±{move} % · {count, plural, one {# release} other {# releases}}';

function Texts({ counts }: { counts: number[] }) {
  const t = useKeptTranslations('Calendar');
  return (
    <ul>
      {counts.map((count, i) => (
        <li key={i}>{`${t('typical.move', { symbol: 'Gold', move: '0.12', count })} | ${t('revisedFrom', { value: String(count) })}`}</li>
      ))}
    </ul>
  );
}

const render = (messages: TestMessages, counts: number[], locale: Locale = 'en') =>
  [
    ...renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <Texts counts={counts} />
      </NextIntlClientProvider>,
    ).matchAll(/<li>(.*?)<\/li>/g),
  ].map((m) => m[1]);

describe('useKeptTranslations', () => {
  it('writes each text as next-intl does, plurals and values included', () => {
    expect(render(messagesOf(PLURAL), [1, 5, 1])).toEqual([
      'Gold moves ±0.12 % · 1 release | revised from 1',
      'Gold moves ±0.12 % · 5 releases | revised from 5',
      'Gold moves ±0.12 % · 1 release | revised from 1',
    ]);
  });

  it('keeps a text from one render to the next, per set of messages and locale', () => {
    const messages = messagesOf(PLURAL);
    expect(render(messages, [7])[0]).toBe('Gold moves ±0.12 % · 7 releases | revised from 7');
    // The same messages object in a later render: the text is not formatted again.
    messages.Calendar.typical.move = 'changed';
    expect(render(messages, [7])[0]).toBe('Gold moves ±0.12 % · 7 releases | revised from 7');
    // Other messages, or another locale, get texts of their own.
    expect(render(messagesOf('other {count}'), [7])[0]).toBe('other 7 | revised from 7');
    expect(render(messages, [7], 'zh-CN')[0]).toBe('changed | revised from 7');
  });

  it('keeps at most MAX_KEPT_TEXTS per set of messages, the oldest written out first', () => {
    const messages = messagesOf('{count} first');
    render(messages, [0]);
    messages.Calendar.typical.move = '{count} second';
    // Two texts a count: the move and "revised from".
    render(messages, Array.from({ length: MAX_KEPT_TEXTS / 2 }, (_, i) => i + 1));
    expect(render(messages, [0])[0]).toBe('0 second | revised from 0');
    expect(render(messages, [MAX_KEPT_TEXTS / 2])[0]).toBe(`${MAX_KEPT_TEXTS / 2} second | revised from ${MAX_KEPT_TEXTS / 2}`);
  });
});
