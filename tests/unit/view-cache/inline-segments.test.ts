import { describe, expect, it } from 'vitest';
import { inlineStreamedSegments } from '@/lib/view-cache/inline-segments.mjs';

// Shaped as React 19's streamed output (captured from the portal's day page): a runtime script that
// defines $RB/$RV/$RC and completes the first boundary, then one script per later boundary.
const RUNTIME = '$RB=[];$RC=function(a,b){/* moves b into a */};';
const skeleton = '<div class="skeleton" role="status"><span class="visually-hidden">Loading…</span><div class="skeleton-row"></div></div>';
const shell = (a: string, b: string) =>
  `<!DOCTYPE html><html><body><main><section><h2>Releases</h2>${a}</section><section><h2>Events</h2>${b}</section></main>`;
const pending = (n: number) => `<!--$?--><template id="B:${n}"></template>${skeleton}<!--/$-->`;
const table = '<div class="toolbar"><div><a href="/x">CSV</a></div></div><table><tbody><tr><td>CPI</td></tr></tbody></table><!--$--><p>nested, ready</p><!--/$-->';
const events = '<ul><li>Holiday</li></ul>';
const streamed =
  shell(pending(0), pending(1)) +
  `<div hidden id="S:1">${events}</div><script nonce="abc">${RUNTIME}$RC("B:1","S:1")</script>` +
  '<script nonce="abc">self.__next_f.push([1,"Loading…"])</script>' +
  `<div hidden id="S:0">${table}</div><script nonce="abc">$RC("B:0","S:0")</script></body></html>`;

describe('inlineStreamedSegments: a stored page carries its streamed sections in place', () => {
  it('moves each streamed section into its boundary, as a section ready before the shell', () => {
    const out = inlineStreamedSegments(streamed);
    expect(out).toContain(`<section><h2>Releases</h2><!--$-->${table}<!--/$--></section>`);
    expect(out).toContain(`<section><h2>Events</h2><!--$-->${events}<!--/$--></section>`);
    expect(out).not.toContain('hidden id="S:');
    expect(out).not.toContain('<template id="B:');
    expect(out).not.toContain('$RC("');
    expect(out).not.toContain('class="skeleton"');
    // The runtime and Next's data scripts stay; a script left with nothing to do is dropped.
    expect(out).toContain(`<script nonce="abc">${RUNTIME}</script>`);
    expect(out).toContain('self.__next_f.push([1,"Loading…"])');
    expect(out.match(/<script/g)).toHaveLength(2);
    expect(out.endsWith('</body></html>')).toBe(true);
  });

  it('moves a section streamed inside another one', () => {
    const page =
      shell(pending(0), '') +
      `<div hidden id="S:0"><div>outer ${pending(1)}</div></div><script nonce="n">${RUNTIME}$RC("B:0","S:0")</script>` +
      `<div hidden id="S:1"><b>inner</b></div><script nonce="n">$RC("B:1","S:1")</script></body></html>`;
    const out = inlineStreamedSegments(page);
    expect(out).toContain('<!--$--><div>outer <!--$--><b>inner</b><!--/$--></div><!--/$-->');
    expect(out).not.toContain('hidden id="S:');
  });

  it('leaves a page with nothing streamed untouched', () => {
    const page = shell('<!--$--><p>ready</p><!--/$-->', '');
    expect(inlineStreamedSegments(page)).toBe(page);
  });

  it('places a part that came later still into its placeholder, in the order the page gives', () => {
    // As React sends it: the section (S:0) holds a placeholder P:2 for its table, which came after it.
    const page =
      shell(pending(0), '') +
      `<div hidden id="S:0"><div class="toolbar">CSV</div><template id="P:2"></template></div>` +
      `<div hidden id="S:2"><table><tr><td>CPI</td></tr></table></div><script nonce="n">$RS=function(a,b){};$RS("S:2","P:2")</script>` +
      `<script nonce="n">${RUNTIME}$RC("B:0","S:0")</script></body></html>`;
    const out = inlineStreamedSegments(page);
    expect(out).toContain('<section><h2>Releases</h2><!--$--><div class="toolbar">CSV</div><table><tr><td>CPI</td></tr></table><!--/$--></section>');
    expect(out).not.toMatch(/hidden id="S:|<template id=|\$R[CS]\("/);
    expect(out).toContain('<script nonce="n">$RS=function(a,b){};</script>');
  });

  it('takes rows sent in a hidden table into the table body that waits for them', () => {
    const page =
      shell(pending(0), '') +
      `<div hidden id="S:0"><table><tbody><template id="P:2"></template></tbody></table></div>` +
      `<table hidden><tbody id="S:2"><tr><td>CPI</td></tr><tr><td>GDP</td></tr></tbody></table><script nonce="n">$RS("S:2","P:2")</script>` +
      `<script nonce="n">${RUNTIME}$RC("B:0","S:0")</script></body></html>`;
    const out = inlineStreamedSegments(page);
    expect(out).toContain('<!--$--><table><tbody><tr><td>CPI</td></tr><tr><td>GDP</td></tr></tbody></table><!--/$-->');
    expect(out).not.toMatch(/ id="S:|<template id=|<table hidden>/);
  });

  it('leaves a page alone when it holds an instruction it does not understand', () => {
    for (const other of ['$RX("B:1","","boom")', '$RR("B:0","S:0",[])']) {
      const page = streamed.replace('self.__next_f.push', `${other};self.__next_f.push`);
      expect(inlineStreamedSegments(page), other).toBe(page);
    }
  });

  it('leaves a page alone when a section has no boundary or no call (a page cut short)', () => {
    const noBoundary = streamed.replace('<template id="B:0"></template>', '');
    expect(inlineStreamedSegments(noBoundary)).toBe(noBoundary);
    const noCall = streamed.replace('$RC("B:0","S:0")', '');
    expect(inlineStreamedSegments(noCall)).toBe(noCall);
    const unclosed = streamed.replace(`<div hidden id="S:0">${table}</div>`, `<div hidden id="S:0"><div>${table}`);
    expect(inlineStreamedSegments(unclosed)).toBe(unclosed);
  });
});
