// @ts-check
// A stored page carries its streamed sections in place (docs/performance.md,
// "Readers without scripts"). React sends a section whose data came after the
// shell as `<div hidden id="S:n">…</div>` at the end of the page, with a
// script call `$RC("B:m","S:n")` that moves it into its boundary
// `<!--$?--><template id="B:m"></template>fallback<!--/$-->` in the browser.
// A reader without scripts sees the fallback ("Loading…") for good. When a
// whole page is captured, the view cache does that move on the server, once:
// the boundary becomes `<!--$-->content<!--/$-->`, exactly what React writes
// for a section ready before the shell (and hydrates as such).
//
// A part of a section that came later still is sent the same way and placed
// by `$RS("S:n","P:m")` where `<template id="P:m"></template>` holds its
// place. Those two instructions are understood, in the order the page gives
// them; a page with any other (a boundary that failed on the server `$RX`,
// one waiting for stylesheets `$RR`) is stored as it was sent.

const SEGMENT_OPEN = /<(?:div hidden|table hidden><tbody|table hidden><tr) id="(S:\d+)">/g;
/** `$RC("B:m","S:n")`: segment into boundary; `$RS("S:n","P:m")`: segment into placeholder. */
const MOVE_CALL = /\$R([CS])\("([BS]:\d+)","([SP]:\d+)"\)/g;
const OTHER_INSTRUCTION = /\$R[XR]\(/;
/** Boundary comments: `$` `$?` `$!` `$~` and `&` open, `/$` and `/&` close. */
const BOUNDARY_COMMENT = /<!--(\/?)(\$[?!~]?|&)-->/g;
const DIV_TAG = /<div[\s>]|<\/div>/g;

/**
 * The page with every streamed section moved into its boundary, or the page
 * unchanged when it holds anything this does not understand. One pass over
 * the page: the sections are taken out, then the page is written once with
 * each boundary or placeholder replaced by its section, itself written the
 * same way (a section may hold boundaries and placeholders of later ones).
 * Doing the moves one after another, as React's scripts do, copied the whole
 * page for each section.
 * @param {string} html
 * @returns {string}
 */
export function inlineStreamedSegments(html) {
  if (!/ id="S:\d+">/.test(html)) return html;
  if (OTHER_INSTRUCTION.test(html)) return html;
  const calls = [...html.matchAll(MOVE_CALL)];
  const taken = takeSegments(html);
  if (!taken || calls.length !== taken.contents.size) return html;
  /** @type {Map<string, string>} where each boundary (`B:m`) or placeholder (`P:m`) gets its section */
  const fills = new Map();
  for (const [, kind, a, b] of calls) {
    const [target, segment] = kind === 'C' ? [a, b] : [b, a];
    const content = taken.contents.get(segment);
    if (content === undefined || fills.has(target)) return html;
    fills.set(target, content);
  }
  const filled = new Set();
  const out = fillTargets(taken.rest, fills, filled);
  if (out === null || filled.size !== fills.size) return html;
  return out.replace(/<script[^>]*>\$R[CS]\("[BS]:\d+","[SP]:\d+"\)<\/script>/g, '').replace(MOVE_CALL, '');
}

/** A boundary waiting for its section, or a placeholder for a later part. */
const TARGET = /<!--\$\?--><template id="(B:\d+)"><\/template>|<template id="(P:\d+)"><\/template>/g;

/**
 * `text` with each target of `fills` replaced: a boundary's fallback by its
 * section (the boundary marked complete, `<!--$-->`), a placeholder by its
 * part; the sections written the same way. Null when a boundary is not closed.
 * @param {string} text
 * @param {Map<string, string>} fills
 * @param {Set<string>} filled the targets replaced so far
 * @returns {string | null}
 */
function fillTargets(text, fills, filled) {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(TARGET)) {
    const index = /** @type {number} */ (m.index);
    // Inside a fallback just replaced.
    if (index < from) continue;
    const target = m[1] ?? m[2];
    const content = fills.get(target);
    if (content === undefined || filled.has(target)) continue;
    filled.add(target);
    const inner = fillTargets(content, fills, filled);
    if (inner === null) return null;
    if (m[1]) {
      const fallbackEnd = closingComment(text, index + m[0].length);
      if (fallbackEnd === null) return null;
      out += text.slice(from, index) + '<!--$-->' + inner;
      from = fallbackEnd.start;
    } else {
      out += text.slice(from, index) + inner;
      from = index + m[0].length;
    }
  }
  return out + text.slice(from);
}

/**
 * The containers React sends a segment in, by where its content goes: a div,
 * or for table rows a hidden table around the rows' own parent element.
 * @param {string} kind what follows `<` up to ` id=` in the container's opening tag
 */
const closeOf = (kind) => (kind === 'div hidden' ? null : kind === 'table hidden><tbody' ? '</tbody></table>' : '</tr></table>');

/**
 * Every streamed segment taken out of the page: their contents by id and the
 * page without them; null when one is not closed or comes twice.
 * @param {string} html
 * @returns {{ contents: Map<string, string>, rest: string } | null}
 */
function takeSegments(html) {
  /** @type {Map<string, string>} */
  const contents = new Map();
  let rest = '';
  let from = 0;
  const open = new RegExp(SEGMENT_OPEN.source, 'g');
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const contentStart = m.index + m[0].length;
    const close = closeOf(m[0].slice(1, m[0].indexOf(' id=')));
    // Rows hold no other tbody or row of their own: the first closing pair ends them.
    const contentEnd = close ? html.indexOf(close, contentStart) : closingDiv(html, contentStart);
    if (contentEnd === null || contentEnd < 0 || contents.has(m[1])) return null;
    contents.set(m[1], html.slice(contentStart, contentEnd));
    rest += html.slice(from, m.index);
    from = contentEnd + (close ?? '</div>').length;
    open.lastIndex = from;
  }
  return { contents, rest: rest + html.slice(from) };
}

/**
 * The `<!--/$-->` that closes the boundary whose content starts at `from`.
 * @param {string} html
 * @param {number} from
 * @returns {{ start: number, end: number } | null}
 */
function closingComment(html, from) {
  const re = new RegExp(BOUNDARY_COMMENT.source, 'g');
  re.lastIndex = from;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (!m[1]) depth++;
    else if (depth === 0) return { start: m.index, end: m.index + m[0].length };
    else depth--;
  }
  return null;
}

/**
 * The `</div>` that closes a div whose content starts at `from`.
 * @param {string} html
 * @param {number} from
 * @returns {number | null}
 */
function closingDiv(html, from) {
  const re = new RegExp(DIV_TAG.source, 'g');
  re.lastIndex = from;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[0] !== '</div>') depth++;
    else if (depth === 0) return m.index;
    else depth--;
  }
  return null;
}
