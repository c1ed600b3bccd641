import { describe, expect, it } from 'vitest';
import { Fragment, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml, staticMarkup } from '@/lib/ui/static-markup';

const HOSTILE = `<script>alert("x")</script> & 'quoted' "double" </td></tr><img src=x onerror=alert(1)>`;

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <td data-label={label} className="value">
      {children}
    </td>
  );
}

function Marks({ level }: { level: number }) {
  return (
    <span className="importance" data-level={level} role="img" aria-label={`Level ${level}`}>
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= level ? 'mark on' : 'mark'} aria-hidden="true" />
      ))}
    </span>
  );
}

/** What a released row's cells look like: components, fragments, arrays, nulls, numbers, booleans. */
/* eslint-disable react/jsx-key, @next/next/no-img-element -- a table of cases, not a rendered list; the <img> is a void element under test */
const CASES: [string, React.ReactNode][] = [
  ['text and numbers', <>{'plain'} {42} {0} {null} {undefined} {false} {true}</>],
  ['hostile text', <span>{HOSTILE}</span>],
  ['hostile attribute values', <a href={`/en/indicators/${HOSTILE}`} title={HOSTILE} data-x={HOSTILE}>{HOSTILE}</a>],
  ['class, for, camel-case attributes', <><label htmlFor="a" className="c">L</label><time dateTime="2024-03-12T12:30:00.000Z">20:30</time><th colSpan={9} scope="colgroup">Day</th></>],
  ['data- and aria- booleans', <span data-released={false} data-flash={true} aria-hidden="true" data-none={undefined} />],
  ['boolean attributes', <><details open><summary>s</summary></details><details open={false} /><input readOnly disabled={false} /></>],
  ['a form\'s inputs with their initial state', <form method="get" action="/en/calendar" role="search"><input type="hidden" name="date" value={HOSTILE} /><label><input type="checkbox" name="importance" value={3} defaultChecked />High</label><input type="checkbox" name="importance" value={2} defaultChecked={false} /><input id="q" type="search" name="q" defaultValue={HOSTILE} maxLength={80} placeholder="Search" /><button type="submit">Apply</button></form>],
  ['void elements', <><br /><img src="/a.png" alt="" loading="lazy" /><hr /></>],
  ['components, nested', <Cell label={HOSTILE}><Marks level={2} /><small className="note">revised from 1.2</small></Cell>],
  ['inner HTML', <div dangerouslySetInnerHTML={{ __html: '<b>kept</b>' }} />],
  ['keys and fragments', [<Fragment key="a"><span>a</span></Fragment>, <span key="b">b</span>]],
  ['unicode', <span className="flag">🇺🇸 中文 {'\u2028'}</span>],
];
/* eslint-enable react/jsx-key, @next/next/no-img-element */

/** Each tag's attributes in one order: React writes a form's and an input's in its own, and a browser reads them as a set. */
const sortedAttributes = (html: string) =>
  html.replace(/<([a-z]+)((?:\s[\w:-]+="[^"]*")*)(\/?)>/g, (_, tag: string, attrs: string, slash: string) => `<${tag}${(attrs.match(/\s[\w:-]+="[^"]*"/g) ?? []).sort().join('')}${slash}>`);

describe('staticMarkup', () => {
  for (const [name, node] of CASES) {
    it(`writes ${name} as react-dom/server does`, () => {
      expect(sortedAttributes(staticMarkup(node))).toBe(sortedAttributes(renderToStaticMarkup(<>{node}</>)));
    });
  }

  it('keeps the attributes of plain elements in the order given, as React does', () => {
    expect(staticMarkup(<td data-label="Time" className="value" aria-live="polite" />)).toBe(renderToStaticMarkup(<td data-label="Time" className="value" aria-live="polite" />));
  });

  it('never lets a string out of its text node or attribute', () => {
    const html = staticMarkup(<a title={HOSTILE}>{HOSTILE}</a>);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html.match(/"/g)).toHaveLength(2);
  });

  it('refuses what needs React in the browser', () => {
    const client = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    const Client = client as unknown as () => null;
    async function Async() {
      return <span />;
    }
    const AsyncComponent = Async as unknown as () => null;
    expect(() => staticMarkup(<Client />)).toThrow(/client component/);
    expect(() => staticMarkup(<AsyncComponent />)).toThrow(/async/);
    expect(() => staticMarkup(<button onClick={() => undefined}>x</button>)).toThrow(/onClick/);
    expect(() => staticMarkup(<span style={{ color: 'red' }} />)).toThrow(/style/);
    expect(() => staticMarkup(<select defaultValue="a"><option value="a">a</option></select>)).toThrow(/select defaultValue/);
    expect(() => staticMarkup(<Suspense fallback={null}><span /></Suspense>)).toThrow(/plain elements/);
  });

  it('escapes like React', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#x27;f');
    expect(escapeHtml('plain')).toBe('plain');
  });
});
