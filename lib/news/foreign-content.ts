/**
 * MathML and SVG are not article text, and the parser sanitize-html uses
 * (htmlparser2) does not know the HTML standard's foreign-content rules:
 * inside `<math>`/`<svg>` it still reads `<style>`, `<textarea>`, `<xmp>`…
 * as raw text, so a `<math><mglyph><style>` vector would carry everything
 * after it (the rest of the article) into an element that is dropped with
 * its content, while a browser would have closed the formula and shown that
 * text. So formulas and drawings are cut out first, as a browser bounds them:
 * up to their own end tag, or up to a start tag that breaks out of foreign
 * content (HTML standard, "parsing main inforeign"), or the end.
 */
const BREAKOUT =
  'b|big|blockquote|body|br|center|code|dd|div|dl|dt|em|embed|h[1-6]|head|hr|i|img|li|listing|menu|meta|nobr|ol|p|pre|ruby|s|small|span|strong|strike|sub|sup|table|tt|u|ul|var';
const FOREIGN = new RegExp(`<(math|svg)(?=[\\s/>])[\\s\\S]*?(?:</\\1\\s*>|(?=<(?:${BREAKOUT})[\\s/>])|$)`, 'gi');

export function dropForeignContent(html: string): string {
  return html.replace(FOREIGN, '');
}
