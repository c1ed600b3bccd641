import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The preview images draw text with the fonts in public/fonts, which are
 * subsets: a character missing from them renders as an empty box. Every
 * character our messages, the simulator's data (real indicator, country,
 * instrument and news wording) or lib/localize's tables (symbol names in
 * three locales) can put on an image must be covered.
 */
const root = path.resolve(import.meta.dirname, '../../..');

/** The code points a font's cmap maps (formats 4 and 12, the ones OpenType fonts use for Unicode). */
function codePoints(file: string): Set<number> {
  const buf = readFileSync(file);
  const tables = buf.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const rec = 12 + i * 16;
    if (buf.toString('latin1', rec, rec + 4) === 'cmap') cmap = buf.readUInt32BE(rec + 8);
  }
  expect(cmap).toBeGreaterThan(0);
  const out = new Set<number>();
  const count = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < count; i++) {
    const sub = cmap + buf.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = buf.readUInt16BE(sub);
    if (format === 4) {
      const segs = buf.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segs * 2 + 2;
      for (let s = 0; s < segs; s++) {
        const end = buf.readUInt16BE(ends + s * 2);
        for (let c = buf.readUInt16BE(starts + s * 2); c <= end && c !== 0xffff; c++) out.add(c);
      }
    } else if (format === 12) {
      const groups = buf.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const at = sub + 16 + g * 12;
        for (let c = buf.readUInt32BE(at); c <= buf.readUInt32BE(at + 4); c++) out.add(c);
      }
    }
  }
  return out;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const HAN_OR_PUNCT = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/gu;

describe('preview-image fonts', () => {
  const texts = [
    ...['zh-CN', 'en', 'zh-TW'].map((l) => readFileSync(path.join(root, 'messages', `${l}.json`), 'utf8')),
    ...filesUnder(path.join(root, 'simulator')).filter((f) => f.endsWith('.mjs')).map((f) => readFileSync(f, 'utf8')),
    // The reader's-language tables (symbol names on symbol cards, country and pattern wording).
    ...filesUnder(path.join(root, 'lib', 'localize')).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(f, 'utf8')),
  ];
  const needed = new Set(texts.flatMap((t) => t.match(HAN_OR_PUNCT) ?? []));

  for (const file of ['NotoSansSC-Regular.subset.otf', 'NotoSansSC-Bold.subset.otf']) {
    it(`${file} has every CJK character of the messages and the simulator's data`, () => {
      const covered = codePoints(path.join(root, 'public', 'fonts', file));
      expect(needed.size).toBeGreaterThan(500);
      const missing = [...needed].filter((c) => !covered.has(c.codePointAt(0)!));
      expect(missing.join('')).toBe('');
      for (const c of 'Macrodesk 0123456789.,:%+−–—…·▲▼') expect(covered.has(c.codePointAt(0)!), c).toBe(true);
    });
  }
});
