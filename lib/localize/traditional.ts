import 'server-only';
import STCharacters from 'opencc-js/dict/STCharacters';
import STPhrases from 'opencc-js/dict/STPhrases';
import TWVariants from 'opencc-js/dict/TWVariants';
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases';
import { processSlot } from '@/lib/process-slots.mjs';

/**
 * Simplified → Traditional (Taiwan) for the legacy family's text on zh-TW
 * pages, with OpenCC's maintained dictionaries as opencc-js ships them
 * (its `cn → tw` chain: STPhrases + STCharacters, then TWVariantsPhrases +
 * TWVariants). Server only: pages get converted text.
 *
 * Why not opencc-js's own converter: its trie is one JS Map per node, 44 MB
 * of heap for this chain, built again in every server bundle that converts
 * (each route of Next has its own copy of this module). Here each step is one
 * Map from word to replacement with the same longest-match rule (~6 MB),
 * built once per process on first use (kept on globalThis, like the other
 * process-wide state). tests/unit/localize/traditional.test.ts checks it
 * against opencc-js's converter.
 */
interface Step {
  words: Map<string, string>;
  /** The longest source word, in UTF-16 units. */
  longest: number;
}

/** One step of a chain from its dictionaries, in opencc-js's order: an earlier dictionary wins a word both list. */
function stepOf(dictionaries: string[]): Step {
  const words = new Map<string, string>();
  let longest = 1;
  for (const dictionary of [...dictionaries].reverse()) {
    for (const entry of dictionary.split('|')) {
      const space = entry.indexOf(' ');
      if (space <= 0) continue;
      const source = entry.slice(0, space);
      words.set(source, entry.slice(space + 1));
      if (source.length > longest) longest = source.length;
    }
  }
  return { words, longest };
}

/** Left to right, the longest word of the step that starts here replaces it; other characters stay. */
function apply(step: Step, text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    let replaced = false;
    for (let length = Math.min(step.longest, text.length - i); length > 0; length--) {
      const replacement = step.words.get(text.slice(i, i + length));
      if (replacement !== undefined) {
        out += replacement;
        i += length;
        replaced = true;
        break;
      }
    }
    if (!replaced) {
      const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      out += text.slice(i, i + width);
      i += width;
    }
  }
  return out;
}

function chain(): Step[] {
  return processSlot('macrodesk.localize.cn2tw', (): Step[] => [stepOf([STPhrases, STCharacters]), stepOf([TWVariantsPhrases, TWVariants])]);
}

/** Simplified Chinese text in Traditional Chinese as written in Taiwan. */
export function toTraditional(text: string): string {
  if (!text) return text;
  return chain().reduce((converted, step) => apply(step, converted), text);
}
