/**
 * The argument names an ICU message uses, plus the keys of `select` branches
 * and rich-text tags (`<b>`), so that translations can be compared for
 * placeholders. Argument types are left out on purpose: English may need
 * `{count, plural, …}` where Chinese says `{count}`. A small reader for the
 * subset next-intl uses.
 */
export function icuArguments(message: string): string[] {
  const out = new Set<string>();
  collect(message, out);
  return [...out].sort();
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in: ${text}`);
}

function splitTopLevel(body: string, max: number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length && parts.length < max - 1; i++) {
    if (body[i] === '{') depth++;
    else if (body[i] === '}') depth--;
    else if (body[i] === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim());
}

function collect(message: string, out: Set<string>): void {
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    if (c === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
      const end = message.indexOf("'", i + 1);
      i = end < 0 ? message.length : end;
    } else if (c === '<') {
      const tag = /^<\/?([A-Za-z][\w-]*)>/.exec(message.slice(i));
      if (tag) out.add(`<${tag[1]}>`);
    } else if (c === '{') {
      const close = matchingBrace(message, i);
      const [name, type, rest] = splitTopLevel(message.slice(i + 1, close), 3);
      out.add(name);
      if (type === 'select' || type === 'plural' || type === 'selectordinal') {
        const branch = /\s*(=?[\w-]+)\s*\{/y;
        let at = 0;
        while (rest && at < rest.length) {
          branch.lastIndex = at;
          const m = branch.exec(rest);
          if (!m) break;
          const open = at + m[0].length - 1;
          const end = matchingBrace(rest, open);
          // Plural categories legitimately differ between languages; select keys must not.
          if (type === 'select') out.add(`${name}=${m[1]}`);
          collect(rest.slice(open + 1, end), out);
          at = end + 1;
        }
      }
      i = close;
    }
  }
}
