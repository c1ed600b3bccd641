/**
 * The HTML an embedder pastes: the iframe and a few lines of host script
 * that size it from the widget's `macrodesk:resize` messages (docs/design.md
 * "Embeds"). The script accepts a message only from that iframe's window
 * and our origin, and only a finite, bounded height: any other frame or
 * script on the host page may post messages too.
 */
import { MAX_HEIGHT, RESIZE_MESSAGE } from './resize-messages';

export interface SnippetInput {
  /** Absolute widget URL. */
  src: string;
  title: string;
  /** The iframe's id on the host page (unique per snippet). */
  id: string;
  /** Height before the first message arrives. */
  initialHeight?: number;
}

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A JS string literal safe inside an inline <script> (no `</script>` can close it). */
const jsString = (s: string) => JSON.stringify(s).replaceAll('<', '\\u003c');

export function embedSnippet({ src, title, id, initialHeight = 360 }: SnippetInput): string {
  const origin = new URL(src).origin;
  return [
    `<iframe id="${escapeAttr(id)}" src="${escapeAttr(src)}" title="${escapeAttr(title)}"`,
    `  style="width:100%;height:${initialHeight}px;border:0;display:block;color-scheme:normal" loading="lazy"></iframe>`,
    '<script>',
    '(function () {',
    `  var frame = document.getElementById(${jsString(id)});`,
    "  window.addEventListener('message', function (event) {",
    `    if (event.source !== frame.contentWindow || event.origin !== ${jsString(origin)}) return;`,
    '    var data = event.data;',
    `    if (!data || data.type !== ${jsString(RESIZE_MESSAGE)} || typeof data.height !== 'number') return;`,
    `    if (isFinite(data.height) && data.height > 0) frame.style.height = Math.min(Math.ceil(data.height), ${MAX_HEIGHT}) + 'px';`,
    '  });',
    '})();',
    '</script>',
  ].join('\n');
}
