import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { SectionError } from '@/lib/calendar/ui/section-error';

/** The legacy family's period restriction, with the periods its error message names (docs/upstream.md, Calendar List `d`). */
function allowedText(allowed: string[]): string {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC" onError={() => {}}>
      <SectionError error={{ kind: 'envelope', allowed }} />
    </NextIntlClientProvider>,
  );
  return html.match(/Allowed here: (.*?)\.<\/p>/)?.[1] ?? html;
}

describe('SectionError', () => {
  it('names the periods it has words for, and shows any other as the upstream wrote it', () => {
    expect(allowedText(['W', 'M1', 'day'])).toBe('this week, the next 30 days, single days');
    expect(allowedText(['W', 'Q'])).toBe('this week, Q');
  });

  it('takes no name of an object property for a period with words', () => {
    // The names come from the upstream's error message: data, not message keys.
    expect(allowedText(['constructor', 'toString', 'W'])).toBe('constructor, toString, this week');
  });
});
