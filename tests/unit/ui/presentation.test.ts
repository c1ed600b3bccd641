import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
const { presentationOf } = await import('@/lib/ui/presentation');

describe('presentationOf', () => {
  it('gives site pages their chrome and the system theme, whatever the query says', () => {
    expect(presentationOf('/en/calendar?theme=dark&transparent=1')).toEqual({ chrome: true, theme: null, transparent: false });
    expect(presentationOf('/zh-CN/embed?theme=dark')).toEqual({ chrome: true, theme: null, transparent: false });
    expect(presentationOf(null)).toEqual({ chrome: true, theme: null, transparent: false });
  });

  it('strips the chrome from embed widgets and takes their look from the URL', () => {
    expect(presentationOf('/en/embed/calendar')).toEqual({ chrome: false, theme: null, transparent: false });
    expect(presentationOf('/zh-TW/embed/quotes?theme=dark&transparent=1')).toEqual({ chrome: false, theme: 'dark', transparent: true });
    expect(presentationOf('/en/embed/news?theme=light&transparent=true').theme).toBe('light');
  });

  it('ignores look values it does not know', () => {
    expect(presentationOf('/en/embed/chart?theme=<b>&transparent=yes')).toEqual({ chrome: false, theme: null, transparent: false });
    expect(presentationOf('/en/embed/chart?theme=auto').theme).toBeNull();
  });
});
