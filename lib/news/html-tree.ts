import { defaultTreeAdapter, html as html5 } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

// The tree an article is rebuilt into (lib/news/well-formed.ts), and how it is written out again.

export type Node = DefaultTreeAdapterMap['childNode'];
export type Element = DefaultTreeAdapterMap['element'];
export type Parent = DefaultTreeAdapterMap['parentNode'];

export const VOID = new Set(['img', 'br', 'hr']);
export const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);

export const isText = (n: Node): n is DefaultTreeAdapterMap['textNode'] => n.nodeName === '#text';
export const isElement = (n: Node): n is Element => 'tagName' in n;

export function element(tagName: string, children: Node[] = []): Element {
  const el = defaultTreeAdapter.createElement(tagName, html5.NS.HTML, []);
  setChildren(el, children);
  return el;
}

export function setChildren(parent: Parent, children: Node[]) {
  parent.childNodes = children;
  for (const child of children) child.parentNode = parent;
}

// C0 and C1 controls other than ASCII whitespace, and the BMP non-characters.
const FORBIDDEN_BMP = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/g;
const ANY_SURROGATE = /[\uD800-\uDFFF]/; // without the u flag: any UTF-16 surrogate unit, paired or not
const ASTRAL_OR_LONE = /[\u{10000}-\u{10FFFF}]|[\uD800-\uDFFF]/gu;

export function withoutForbiddenCodePoints(s: string): string {
  let out = s.replace(FORBIDDEN_BMP, '');
  if (ANY_SURROGATE.test(out)) {
    // With the u flag a lone surrogate matches alone; an astral non-character ends in FFFE or FFFF.
    out = out.replace(ASTRAL_OR_LONE, (c) => (c.length === 1 || (c.codePointAt(0)! & 0xfffe) === 0xfffe ? '' : c));
  }
  return out;
}

const escapeText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttr = (s: string) => escapeText(s).replaceAll('"', '&quot;');

/** Written as sanitize-html writes: void elements as `<br />`, text and attribute values escaped. */
export function serialize(nodes: Node[]): string {
  let out = '';
  for (const node of nodes) {
    if (isText(node)) {
      out += escapeText(node.value);
    } else if (isElement(node)) {
      const attrs = node.attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
      out += VOID.has(node.tagName) ? `<${node.tagName}${attrs} />` : `<${node.tagName}${attrs}>${serialize(node.childNodes)}</${node.tagName}>`;
    }
  }
  return out;
}
