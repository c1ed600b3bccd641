import { describe, expect, it } from 'vitest';
import { embedSnippet } from '@/lib/embed/snippet';

/** Runs the snippet's host script against a minimal DOM and returns a way to deliver messages. */
function host(snippet: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(snippet)![1];
  const frame = { contentWindow: { name: 'widget' }, style: { height: '' } };
  let listener: ((event: unknown) => void) | null = null;
  const window = { addEventListener: (type: string, fn: (event: unknown) => void) => type === 'message' && (listener = fn) };
  const document = { getElementById: (id: string) => (id === 'md-1' ? frame : null) };
  new Function('window', 'document', script)(window, document);
  return { frame, post: (event: unknown) => listener!(event) };
}

const src = 'https://macrodesk.example/en/embed/quotes?codes=WGJS%7CXAU&theme=dark';

describe('embedSnippet', () => {
  it('writes an iframe of the widget with an escaped title', () => {
    const s = embedSnippet({ src, title: 'Quotes "live" <b>', id: 'md-1' });
    expect(s).toContain(`src="${src.replaceAll('&', '&amp;')}"`);
    expect(s).toContain('title="Quotes &quot;live&quot; &lt;b&gt;"');
    expect(s).toContain('id="md-1"');
  });

  it('sizes the frame from its own resize messages only', () => {
    const { frame, post } = host(embedSnippet({ src, title: 'Q', id: 'md-1' }));
    const origin = 'https://macrodesk.example';
    post({ source: frame.contentWindow, origin, data: { type: 'macrodesk:resize', height: 412.2 } });
    expect(frame.style.height).toBe('413px');
    post({ source: { other: true }, origin, data: { type: 'macrodesk:resize', height: 50 } });
    post({ source: frame.contentWindow, origin: 'https://evil.example', data: { type: 'macrodesk:resize', height: 50 } });
    post({ source: frame.contentWindow, origin, data: { type: 'other', height: 50 } });
    post({ source: frame.contentWindow, origin, data: { type: 'macrodesk:resize', height: '50' } });
    post({ source: frame.contentWindow, origin, data: null });
    expect(frame.style.height).toBe('413px');
    post({ source: frame.contentWindow, origin, data: { type: 'macrodesk:resize', height: 1e9 } });
    expect(frame.style.height).toBe('20000px');
  });

  it('cannot be closed early by a hostile id or title', () => {
    const s = embedSnippet({ src, title: '</script><script>alert(1)</script>', id: '</script>' });
    expect(s.match(/<\/script>/g)).toHaveLength(1);
  });
});
