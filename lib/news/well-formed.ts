import { parseFragment } from 'parse5';
import { element, isElement, isText, SECTIONS, serialize, setChildren, VOID, withoutForbiddenCodePoints, type Element, type Node, type Parent } from './html-tree';
import { soundTable } from './sound-table';

/**
 * The second half of sanitizing an article (lib/news/sanitize.ts): the
 * allow-listed HTML that sanitize-html writes is built into a tree as a
 * browser builds it (parse5 is an HTML5 tree builder; sanitize-html's
 * htmlparser2 is not), the tree is brought into the content model of the
 * few elements an article may hold, and written out again. So what the
 * browser builds is what is sent, and the page stays valid HTML whatever
 * the feed wrote:
 *
 * - text or inline elements left inside a `<table>` after their cells were
 *   dropped are foster-parented before the table, as the parser does;
 * - an element where its parent may not hold it (a list item outside a list,
 *   a paragraph inside a heading, a table inside a caption, a heading inside
 *   a header cell, a link inside a link…) is unwrapped, its content kept;
 *   text directly in a list becomes a list item;
 * - a table's parts are put in their order (caption, thead, tbody, tfoot, as
 *   they are shown anyway), rows without cells are dropped, and cell spans
 *   that do not make a sound grid (cells overlapping, spanning past their row
 *   group, columns or rows no cell begins in) are dropped for that table;
 * - a table with nothing to show, an empty heading, a link without text go;
 * - code points HTML forbids (controls, non-characters, lone surrogates) go.
 */

const PHRASING = new Set(['em', 'strong', 'b', 'i', 'u', 's', 'sub', 'sup', 'a', 'img', 'br']);
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const FLOW = new Set([...PHRASING, 'p', ...HEADINGS, 'ul', 'ol', 'blockquote', 'table', 'figure', 'hr']);

/** What a parent may hold, and what no descendant of it may be. */
interface Context {
  kind: 'flow' | 'figure' | 'phrasing' | 'list' | 'table' | 'section' | 'row';
  noAnchor: boolean; // inside a link
  noTable: boolean; // inside a caption
  noHeading: boolean; // inside a header cell
}

const ROOT: Context = { kind: 'flow', noAnchor: false, noTable: false, noHeading: false };

/** The wrapper that text or an element misplaced directly in a list or table part goes into. */
const WRAPPER: Partial<Record<Context['kind'], string[]>> = {
  list: ['li'],
  table: ['tbody', 'tr', 'td'],
  section: ['tr', 'td'],
  row: ['td'],
};

const blank = (n: Node) => isText(n) && n.value.trim() === '';


function allowedIn(ctx: Context, tag: string): boolean {
  if (tag === 'a' && ctx.noAnchor) return false;
  if (tag === 'table' && ctx.noTable) return false;
  if (HEADINGS.has(tag) && ctx.noHeading) return false;
  switch (ctx.kind) {
    case 'flow':
      return FLOW.has(tag);
    case 'figure':
      return FLOW.has(tag) || tag === 'figcaption';
    case 'phrasing':
      return PHRASING.has(tag);
    case 'list':
      return tag === 'li';
    case 'table':
      return tag === 'caption' || SECTIONS.has(tag);
    case 'section':
      return tag === 'tr';
    case 'row':
      return tag === 'td' || tag === 'th';
  }
}

function childContext(tag: string, ctx: Context): Context {
  const flags = { noAnchor: ctx.noAnchor || tag === 'a', noTable: ctx.noTable || tag === 'caption', noHeading: ctx.noHeading || tag === 'th' };
  if (tag === 'a') return { ...flags, kind: ctx.kind === 'figure' ? 'flow' : ctx.kind }; // transparent
  if (tag === 'p' || HEADINGS.has(tag) || PHRASING.has(tag)) return { ...flags, kind: 'phrasing' };
  if (tag === 'ul' || tag === 'ol') return { ...flags, kind: 'list' };
  if (tag === 'table') return { ...flags, kind: 'table' };
  if (SECTIONS.has(tag)) return { ...flags, kind: 'section' };
  if (tag === 'tr') return { ...flags, kind: 'row' };
  if (tag === 'figure') return { ...flags, kind: 'figure' };
  return { ...flags, kind: 'flow' }; // li, blockquote, td, th, caption, figcaption
}

/** Brings `parent`'s children into the content model `ctx`, depth first. */
function normalize(parent: Parent, ctx: Context) {
  const pending = [...parent.childNodes].reverse(); // a stack: the next node last
  const out: Node[] = [];
  const wrapperTags = WRAPPER[ctx.kind];
  let wrapper: Element | null = null; // the open wrapper of a run of misplaced nodes
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isText(node)) {
      node.value = withoutForbiddenCodePoints(node.value);
      if (wrapperTags && !blank(node)) {
        wrapper = wrapInto(out, wrapper, wrapperTags, node);
      } else if (node.value !== '') {
        out.push(node);
      }
      continue;
    }
    if (!isElement(node)) continue; // comments
    if (!allowedIn(ctx, node.tagName)) {
      if (wrapperTags && FLOW.has(node.tagName)) {
        wrapper = wrapInto(out, wrapper, wrapperTags, node);
      } else {
        pending.push(...[...node.childNodes].reverse()); // unwrapped: its content is read in this same place
      }
      continue;
    }
    wrapper = null;
    out.push(node);
  }
  setChildren(parent, out);
  for (const child of out) {
    if (!isElement(child)) continue;
    const tag = child.tagName;
    for (const attr of child.attrs) attr.value = withoutForbiddenCodePoints(attr.value);
    if (!VOID.has(tag)) normalize(child, childContext(tag, ctx));
    if (tag === 'figure') placeFigcaption(child);
    if (tag === 'table') soundTable(child);
  }
  setChildren(parent, parent.childNodes.filter((child) => !isElement(child) || !hasNothingToShow(child)));
  unwrapEmptyLinks(parent);
}

function wrapInto(out: Node[], open: Element | null, tags: string[], node: Node): Element {
  if (open) {
    open.childNodes.push(node);
    node.parentNode = open;
    return open;
  }
  // The list item or cell the nodes go into, inside the row and row group a table part needs.
  const innermost = element(tags.at(-1)!, [node]);
  let outer = innermost;
  for (const tag of tags.slice(0, -1).reverse()) outer = element(tag, [outer]);
  out.push(outer);
  return innermost;
}

function textOf(node: Node): string {
  if (isText(node)) return node.value;
  return isElement(node) ? node.childNodes.map(textOf).join('') : '';
}

const hasImage = (node: Node): boolean => isElement(node) && (node.tagName === 'img' || node.childNodes.some(hasImage));

/** A table or heading that would show nothing; an empty heading only confuses the outline screen readers navigate by. */
function hasNothingToShow(el: Element): boolean {
  if (el.tagName !== 'table' && !HEADINGS.has(el.tagName)) return false;
  return textOf(el).trim() === '' && !hasImage(el);
}

/** A link without text has no name: unwrapped (its image, if any, stays). */
function unwrapEmptyLinks(parent: Parent) {
  if (!parent.childNodes.some((c) => isElement(c) && c.tagName === 'a' && textOf(c).trim() === '')) return;
  setChildren(
    parent,
    parent.childNodes.flatMap((c) => (isElement(c) && c.tagName === 'a' && textOf(c).trim() === '' ? c.childNodes : [c])),
  );
}

/** A figure's caption is its first or last child; any other is unwrapped (its content is flow content of the figure). */
function placeFigcaption(figure: Element) {
  const significant = figure.childNodes.filter((n) => !blank(n));
  const first = significant[0];
  const last = significant.at(-1);
  const keep = first && isElement(first) && first.tagName === 'figcaption' ? first : last && isElement(last) && last.tagName === 'figcaption' ? last : null;
  setChildren(
    figure,
    figure.childNodes.flatMap((n) => (isElement(n) && n.tagName === 'figcaption' && n !== keep ? n.childNodes : [n])),
  );
}

/** Allow-listed article HTML, rebuilt as a browser builds it inside the page's article `<div>` and brought into the content model. */
export function wellFormedArticleHtml(allowListed: string): string {
  const context = element('div');
  const fragment = parseFragment(context, allowListed, {});
  normalize(fragment, ROOT);
  return serialize(fragment.childNodes);
}
