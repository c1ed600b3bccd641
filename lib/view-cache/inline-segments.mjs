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
 * unchanged when it holds anything this does not understand.
 * @param {string} html
 * @returns {string}
 */
export function inlineStreamedSegments(html) {
  if (!/ id="S:\d+">/.test(html)) return html;
  if (OTHER_INSTRUCTION.test(html)) return html;
  const calls = [...html.matchAll(MOVE_CALL)];
  const segments = new Set([...html.matchAll(SEGMENT_OPEN)].map((m) => m[1]));
  const segmentOf = (/** @type {RegExpMatchArray} */ c) => (c[1] === 'C' ? c[3] : c[2]);
  if (calls.length !== segments.size || !calls.every((c) => segments.has(segmentOf(c)))) return html;
  let out = html;
  for (const call of calls) {
    const moved = call[1] === 'C' ? intoBoundary(out, call[2], call[3]) : intoPlaceholder(out, call[2], call[3]);
    if (moved === null) return html;
    out = moved;
  }
  return out.replace(/<script[^>]*>\$R[CS]\("[BS]:\d+","[SP]:\d+"\)<\/script>/g, '').replace(MOVE_CALL, '');
}

/**
 * The containers React sends a segment in, by where its content goes: a div,
 * or for table rows a hidden table around the rows' own parent element.
 * @param {string} segment
 */
const containersOf = (segment) => [
  { open: `<div hidden id="${segment}">`, close: null },
  { open: `<table hidden><tbody id="${segment}">`, close: '</tbody></table>' },
  { open: `<table hidden><tr id="${segment}">`, close: '</tr></table>' },
];

/**
 * Takes a streamed segment out of the page: its content and the page without it.
 * @param {string} html
 * @param {string} segment
 * @returns {{ content: string, rest: string } | null}
 */
function takeSegment(html, segment) {
  for (const { open, close } of containersOf(segment)) {
    const start = html.indexOf(open);
    if (start < 0) continue;
    const contentStart = start + open.length;
    // Rows hold no other tbody or row of their own: the first closing pair ends them.
    const contentEnd = close ? html.indexOf(close, contentStart) : closingDiv(html, contentStart);
    if (contentEnd === null || contentEnd < 0) return null;
    const end = contentEnd + (close ?? '</div>').length;
    return { content: html.slice(contentStart, contentEnd), rest: html.slice(0, start) + html.slice(end) };
  }
  return null;
}

/**
 * `$RC`: the boundary's fallback replaced by the segment, the boundary marked complete.
 * @param {string} html
 * @param {string} boundary
 * @param {string} segment
 * @returns {string | null}
 */
function intoBoundary(html, boundary, segment) {
  const taken = takeSegment(html, segment);
  if (!taken) return null;
  const marker = `<!--$?--><template id="${boundary}"></template>`;
  const start = taken.rest.indexOf(marker);
  if (start < 0) return null;
  const fallbackEnd = closingComment(taken.rest, start + marker.length);
  if (fallbackEnd === null) return null;
  return taken.rest.slice(0, start) + '<!--$-->' + taken.content + taken.rest.slice(fallbackEnd.start);
}

/**
 * `$RS`: the placeholder replaced by the segment.
 * @param {string} html
 * @param {string} segment
 * @param {string} placeholder
 * @returns {string | null}
 */
function intoPlaceholder(html, segment, placeholder) {
  const taken = takeSegment(html, segment);
  if (!taken) return null;
  const marker = `<template id="${placeholder}"></template>`;
  const start = taken.rest.indexOf(marker);
  if (start < 0) return null;
  return taken.rest.slice(0, start) + taken.content + taken.rest.slice(start + marker.length);
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
