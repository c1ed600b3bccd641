import { Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * Server markup that never changes in the browser (released rows of a
 * calendar, for one), written once as an HTML string instead of being
 * rendered by React twice: once into the page's RSC payload, element by
 * element, and again into HTML from that payload. A page places the string
 * with `dangerouslySetInnerHTML` on an element React still owns (a `<tr>`),
 * so React handles one element where there were thirty (a release
 * row cost about half a millisecond of every render).
 *
 * It writes what react-dom/server writes for the same elements (checked
 * against it in tests/unit/ui/static-markup.test.ts): text and attribute
 * values escaped the same way, `className` as `class`, boolean attributes,
 * void elements, an input's `defaultChecked` and `defaultValue`. Only plain
 * markup is allowed: components are called as the
 * functions they are (during the calling component's render, so next-intl's
 * hooks work), and anything React alone could render (a client component, an
 * async component, an event handler, a style object, context) throws, rather
 * than being written wrongly.
 */

const CLIENT_REFERENCE = Symbol.for('react.client.reference');
const ELEMENT = [Symbol.for('react.transitional.element'), Symbol.for('react.element')];

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Props that are React's, not attributes. */
const NOT_ATTRIBUTES = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'suppressContentEditableWarning']);
const ALIASES: Record<string, string> = { className: 'class', htmlFor: 'for', acceptCharset: 'accept-charset', httpEquiv: 'http-equiv' };
/** HTML boolean attributes, written `name=""` when true and left out when false. */
const BOOLEAN = new Set([
  'allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'checked', 'controls', 'default', 'defer', 'disabled', 'formNoValidate',
  'hidden', 'inert', 'loop', 'multiple', 'muted', 'noModule', 'noValidate', 'open', 'playsInline', 'readOnly', 'required',
  'reversed', 'scoped', 'seamless', 'selected', 'itemScope',
]);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const ESCAPED = /[&<>"']/g;

/** Escapes text and attribute values as react-dom/server does. */
export function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(ESCAPED, (c) => ESCAPES[c]) : text;
}

function isElement(node: unknown): node is ReactElement<Record<string, unknown>> {
  return typeof node === 'object' && node !== null && ELEMENT.includes((node as { $$typeof?: symbol }).$$typeof as symbol);
}

/** An uncontrolled input's initial state, as react-dom/server writes it (`checked`, `value`); other elements' need React. */
function initialState(tag: string, name: string, value: unknown): [string, unknown] {
  if (tag !== 'input') throw new Error(`static markup: <${tag} ${name}> is not supported`);
  return name === 'defaultChecked' ? ['checked', value] : ['value', value];
}

function attributes(tag: string, props: Record<string, unknown>): string {
  let out = '';
  for (const given in props) {
    if (NOT_ATTRIBUTES.has(given)) continue;
    const [name, value] = given === 'defaultChecked' || given === 'defaultValue' ? initialState(tag, given, props[given]) : [given, props[given]];
    if (value === null || value === undefined) continue;
    if (typeof value === 'function' || /^on[A-Z]/.test(name)) throw new Error(`static markup: <${tag} ${name}> needs React in the browser`);
    if (name === 'style') throw new Error(`static markup: <${tag} style> is not supported; use a class`);
    const attr = ALIASES[name] ?? name;
    if (BOOLEAN.has(name)) {
      if (value) out += ` ${attr}=""`;
      continue;
    }
    // data-* and aria-* keep true/false as words; other attributes drop booleans (as React does).
    if (typeof value === 'boolean' && !(name.startsWith('data-') || name.startsWith('aria-'))) continue;
    out += ` ${attr}="${escapeHtml(String(value))}"`;
  }
  return out;
}

function write(node: ReactNode, out: string[]): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string') return void out.push(escapeHtml(node));
  if (typeof node === 'number' || typeof node === 'bigint') return void out.push(String(node));
  if (Array.isArray(node)) {
    for (const child of node) write(child, out);
    return;
  }
  if (!isElement(node)) throw new Error('static markup: only elements, text and arrays can be written');
  const { type, props } = node;
  if (type === Fragment) return write(props.children as ReactNode, out);
  if (typeof type === 'function') {
    if ((type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE) throw new Error('static markup: a client component needs React in the browser');
    const rendered = (type as (p: unknown) => ReactNode)(props);
    if (rendered && typeof (rendered as { then?: unknown }).then === 'function') throw new Error(`static markup: ${type.name || 'a component'} is async`);
    return write(rendered, out);
  }
  if (typeof type !== 'string') throw new Error('static markup: only plain elements and function components can be written');
  if (VOID.has(type)) return void out.push(`<${type}${attributes(type, props)}/>`);
  out.push(`<${type}${attributes(type, props)}>`);
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  if (inner?.__html !== undefined) out.push(String(inner.__html));
  else write(props.children as ReactNode, out);
  out.push(`</${type}>`);
}

/** The HTML of plain markup (see above), to place with `dangerouslySetInnerHTML`. */
export function staticMarkup(node: ReactNode): string {
  const out: string[] = [];
  write(node, out);
  return out.join('');
}
