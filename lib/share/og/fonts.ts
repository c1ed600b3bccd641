import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The fonts of the preview images: subsets of Noto Sans CJK SC shipped in
 * public/fonts (their README says what they cover), read from disk once per
 * process. No network at build or run time, and CJK titles render as text,
 * not as empty boxes.
 */
export const PREVIEW_FONT_FAMILY = 'Noto Sans SC';

export interface PreviewFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 700;
  style: 'normal';
}

const FILES = [
  { file: 'NotoSansSC-Regular.subset.otf', weight: 400 },
  { file: 'NotoSansSC-Bold.subset.otf', weight: 700 },
] as const;

let loaded: Promise<PreviewFont[]> | null = null;

async function load(): Promise<PreviewFont[]> {
  return Promise.all(
    FILES.map(async ({ file, weight }) => {
      const bytes = await readFile(path.join(process.cwd(), 'public', 'fonts', file));
      const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return { name: PREVIEW_FONT_FAMILY, data, weight, style: 'normal' as const };
    }),
  );
}

export function previewFonts(): Promise<PreviewFont[]> {
  loaded ??= load().catch((error) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
