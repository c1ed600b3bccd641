import 'server-only';
import { Converter } from 'opencc-js/cn2t';

/**
 * Simplified → Traditional (Taiwan) for the legacy family's text on zh-TW
 * pages, with OpenCC's maintained dictionaries (opencc-js). Server only:
 * the dictionaries never reach a client bundle; pages get converted text.
 */
let convert: ((text: string) => string) | null = null;

export function toTraditional(text: string): string {
  convert ??= Converter({ from: 'cn', to: 'tw' });
  return convert(text);
}
