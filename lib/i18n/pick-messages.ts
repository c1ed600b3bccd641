/**
 * The part of a messages tree that some client components read: whole
 * namespaces (`Quote`) or sub-trees (`Calendar.countdown`). Only that part is
 * serialized into the page for the browser.
 */
export type MessageTree = { [key: string]: string | MessageTree };

export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: string | MessageTree | undefined = messages;
    let to = picked;
    keys.forEach((key, i) => {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) throw new Error(`messages: no ${path}`);
      if (i === keys.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as MessageTree;
    });
  }
  return picked;
}
