import { randomBytes, randomUUID } from 'node:crypto';
import { deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipParts, gzipWithNonce } from '@/lib/view-cache/gzip-copy.mjs';

const nonce = () => Buffer.from(randomUUID()).toString('base64');
const texts = (page: string, n: string) => page.split(n).map((t) => Buffer.from(t, 'utf8'));

/** A page as React writes one: rows that repeat each other, between scripts with the render's nonce. */
function page(n: string, rows = 400) {
  const row = (i: number) => `<tr><td>09:${String(i % 60).padStart(2, '0')}</td><td>美国 CPI 年率 ${i}</td><td>3.${i % 10}%</td></tr>`;
  const chunk = (i: number) => `<script nonce="${n}">self.__next_f.push([1,"${Array.from({ length: 20 }, (_, j) => row(i + j)).join('')}"])</script>`;
  const chunks = Array.from({ length: rows / 20 }, (_, i) => chunk(i * 20)).join('');
  return `<!DOCTYPE html><html><head><script nonce="${n}" src="/a.js"></script></head><body>${chunks}</body></html>`;
}

describe('a stored view\'s gzip, completed per copy', () => {
  it('inflates to the page with the copy\'s own nonce wherever the render had its own', () => {
    const rendered = nonce();
    const body = page(rendered);
    const parts = gzipParts(texts(body, rendered), rendered.length)!;
    for (const fresh of [nonce(), nonce()]) {
      const zipped = gzipWithNonce(parts, texts(body, rendered), fresh)!;
      expect(gunzipSync(zipped).toString('utf8')).toBe(body.replaceAll(rendered, fresh));
    }
  });

  it('compresses about as well as the whole page at once: parts refer back across a nonce', () => {
    const rendered = nonce();
    const body = page(rendered, 2000);
    const cut = texts(body, rendered);
    const zipped = gzipWithNonce(gzipParts(cut, rendered.length)!, cut, nonce())!;
    // Each nonce a stored block of its own (5 bytes and the nonce) where the whole page's gzip
    // refers back to it, and each part a block header and a flush marker (5 bytes) of its own.
    const perNonce = 5 + rendered.length + 16;
    expect(zipped.length).toBeLessThan(gzipSync(body).length * 1.05 + (cut.length - 1) * perNonce);
    // Texts compressed each from nothing would not find the rows before them.
    const alone = cut.reduce((sum, text) => sum + deflateRawSync(text).length, 0);
    expect(zipped.length).toBeLessThan(alone * 0.8);
  });

  it('keeps texts that are not ASCII, pieces of the nonce, and nonces at the very start and end', () => {
    const rendered = nonce();
    // Pieces a match could take from the nonce's place were its bytes in the dictionary.
    const pieces = `<b>${rendered.slice(-8)}"></b><b>nonce="${rendered.slice(0, 12)}</b>`;
    const body = `${rendered}<p>非农就业人数 — ${randomBytes(3000).toString('base64')}</p>${pieces}<i>${rendered}${rendered}</i>${pieces}${rendered}`;
    const fresh = nonce();
    const zipped = gzipWithNonce(gzipParts(texts(body, rendered), rendered.length)!, texts(body, rendered), fresh)!;
    expect(gunzipSync(zipped).toString('utf8')).toBe(body.replaceAll(rendered, fresh));
  });

  it('is not made for a text holding a NUL, nor completed with a nonce of another length', () => {
    const rendered = nonce();
    expect(gzipParts(texts(`<p>a\0b</p>${rendered}`, rendered), rendered.length)).toBeNull();
    const parts = gzipParts(texts(page(rendered), rendered), rendered.length)!;
    expect(gzipWithNonce(parts, texts(page(rendered), rendered), `${nonce()}x`)).toBeNull();
  });

  it('counts the bytes it holds', () => {
    const rendered = nonce();
    const parts = gzipParts(texts(page(rendered), rendered), rendered.length)!;
    expect(parts.bytes).toBe(parts.parts.reduce((sum, p) => sum + p.length, 0));
    expect(parts.bytes).toBeGreaterThan(0);
  });
});
