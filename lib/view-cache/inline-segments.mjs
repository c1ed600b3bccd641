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
// Only the completed-boundary instruction is understood. A page with any
// other (a segment into a placeholder `$RS`, a boundary that failed on the
// server `$RX`, one waiting for stylesheets `$RR`) is stored as it was sent.

const SEGMENT_OPEN = /<div hidden id="(S:\d+)">/g;
const COMPLETE_CALL = /\$RC\("(B:\d+)","(S:\d+)"\)/g;
const OTHER_INSTRUCTION = /\$R[SXR]\(|<template id="P:/;
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
  if (!html.includes('<div hidden id="S:')) return html;
  if (OTHER_INSTRUCTION.test(html)) return html;
  const calls = [...html.matchAll(COMPLETE_CALL)];
  const segments = new Set([...html.matchAll(SEGMENT_OPEN)].map((m) => m[1]));
  if (calls.length !== segments.size || !calls.every((c) => segments.has(c[2]))) return html;
  let out = html;
  for (const [, boundary, segment] of calls) {
    const moved = moveSegment(out, boundary, segment);
    if (moved === null) return html;
    out = moved;
  }
  return out.replace(/<script[^>]*>\$RC\("B:\d+","S:\d+"\)<\/script>/g, '').replace(COMPLETE_CALL, '');
}

/**
 * @param {string} html
 * @param {string} boundary
 * @param {string} segment
 * @returns {string | null}
 */
function moveSegment(html, boundary, segment) {
  const marker = `<!--$?--><template id="${boundary}"></template>`;
  const start = html.indexOf(marker);
  if (start < 0) return null;
  const fallbackEnd = closingComment(html, start + marker.length);
  if (fallbackEnd === null) return null;
  const open = `<div hidden id="${segment}">`;
  const segmentStart = html.indexOf(open, fallbackEnd.end);
  if (segmentStart < 0) return null;
  const contentStart = segmentStart + open.length;
  const contentEnd = closingDiv(html, contentStart);
  if (contentEnd === null) return null;
  return (
    html.slice(0, start) +
    '<!--$-->' +
    html.slice(contentStart, contentEnd) +
    html.slice(fallbackEnd.start, segmentStart) +
    html.slice(contentEnd + '</div>'.length)
  );
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
