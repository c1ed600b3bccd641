/**
 * The messages between a widget and the page that embeds it (docs/design.md
 * "Embeds"): the widget reports its height, the host page's snippet
 * (lib/embed/snippet.ts) sizes the iframe by it. Apart from the snippet, so
 * that a widget's script carries these names and not the snippet's builder.
 */
export const RESIZE_MESSAGE = 'macrodesk:resize';
/** A host page's request to be told the height again (it may have started listening after the first report). */
export const MEASURE_MESSAGE = 'macrodesk:measure';
/** Upper bound for a reported height, so a broken widget cannot push the host page away. */
export const MAX_HEIGHT = 20_000;
