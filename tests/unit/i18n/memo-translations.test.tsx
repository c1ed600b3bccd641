import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';

const messages = { Calendar: { actual: 'Actual', importance: '{level, select, 3 {High} 2 {Medium} other {Low}} importance', revised: 'revised from {value}' } };

function Rows() {
  const t = useMemoTranslations('Calendar');
  return (
    <ul>
      {[3, 2, 3, 1].map((level, i) => (
        <li key={i}>
          {t('actual')} · {t('importance', { level: String(level) })} · {t('revised', { value: `1.${i}` })}
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
      'Actual · High importance · revised from 1.0',
      'Actual · Medium importance · revised from 1.1',
      'Actual · High importance · revised from 1.2',
      'Actual · Low importance · revised from 1.3',
    ]);
  });
});
