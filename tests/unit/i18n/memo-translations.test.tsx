import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';

// Keys of the real messages (global.ts types them), with texts of the test's own.
const messages = { Calendar: { col: { actual: 'Actual' }, month: { title: '{range, select, past {Past} next {Next} other {Any}} days' }, revisedFrom: 'revised from {value}' } };
const RANGES = ['past', 'next', 'past', 'other'];

function Rows() {
  const t = useMemoTranslations('Calendar');
  return (
    <ul>
      {RANGES.map((range, i) => (
        <li key={i}>
          {t('col.actual')} · {t('month.title', { range })} · {t('revisedFrom', { value: `1.${i}` })}
        </li>
      ))}
    </ul>
  );
}

describe('useMemoTranslations', () => {
  it('writes each text as next-intl does, values included, however often it is asked', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <Rows />
      </NextIntlClientProvider>,
    );
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replaceAll('<!-- -->', ''));
    expect(items).toEqual([
      'Actual · Past days · revised from 1.0',
      'Actual · Next days · revised from 1.1',
      'Actual · Past days · revised from 1.2',
      'Actual · Any days · revised from 1.3',
    ]);
  });
});
