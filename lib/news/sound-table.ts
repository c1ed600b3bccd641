import { defaultTreeAdapter } from 'parse5';
import { isElement, SECTIONS, setChildren, type Element } from './html-tree';

// A table as the HTML table model allows it (lib/news/well-formed.ts).

/** Table parts in their order, one caption, one head, one foot; empty rows out; spans only where they make a sound grid. */
export function soundTable(table: Element) {
  const parts = table.childNodes.filter(isElement);
  const captions = parts.filter((p) => p.tagName === 'caption');
  const heads = parts.filter((p) => p.tagName === 'thead');
  const feet = parts.filter((p) => p.tagName === 'tfoot');
  // A second head or foot is shown as a body would be.
  for (const extra of [...heads.slice(1), ...feet.slice(1)]) extra.tagName = extra.nodeName = 'tbody';
  const caption = captions[0];
  if (caption) {
    for (const extra of captions.slice(1)) caption.childNodes.push(defaultTreeAdapter.createTextNode(' '), ...extra.childNodes);
    setChildren(caption, caption.childNodes);
  }
  const groups = parts.filter((p) => SECTIONS.has(p.tagName));
  for (const group of groups) setChildren(group, group.childNodes.filter((r) => !isElement(r) || r.childNodes.some(isElement)));
  const ordered = [
    ...(caption ? [caption] : []),
    ...groups.filter((g) => g.tagName === 'thead'),
    ...groups.filter((g) => g.tagName === 'tbody'),
    ...groups.filter((g) => g.tagName === 'tfoot'),
  ];
  setChildren(table, ordered);
  if (!gridIsSound(ordered.filter((g) => g !== caption))) {
    for (const group of groups) {
      for (const row of group.childNodes.filter(isElement)) {
        for (const cell of row.childNodes.filter(isElement)) cell.attrs = cell.attrs.filter((a) => a.name !== 'colspan' && a.name !== 'rowspan');
      }
    }
  }
}

const span = (cell: Element, name: string, fallback: number) => {
  const value = cell.attrs.find((a) => a.name === name)?.value;
  return value === undefined ? fallback : Number.parseInt(value, 10);
};

/**
 * The HTML table model over these row groups: true when no cells overlap,
 * none spans past its row group, and every row and every column has a cell
 * beginning in it (the W3C checker reports each of these as an error).
 */
function gridIsSound(groups: Element[]): boolean {
  const columnsBegun = new Set<number>();
  let width = 0;
  for (const group of groups) {
    const rows = group.childNodes.filter(isElement);
    const taken = new Set<string>();
    for (let y = 0; y < rows.length; y++) {
      let x = 0;
      const cells = rows[y].childNodes.filter(isElement);
      if (cells.length === 0) return false;
      for (const cell of cells) {
        while (taken.has(`${x},${y}`)) x++;
        const cols = span(cell, 'colspan', 1);
        const rowSpan = span(cell, 'rowspan', 1);
        const down = rowSpan === 0 ? rows.length - y : rowSpan;
        if (!(cols >= 1 && cols <= 1000) || !(down >= 1) || y + down > rows.length) return false;
        for (let dx = 0; dx < cols; dx++) {
          for (let dy = 0; dy < down; dy++) {
            const key = `${x + dx},${y + dy}`;
            if (taken.has(key)) return false;
            taken.add(key);
          }
        }
        columnsBegun.add(x);
        x += cols;
        width = Math.max(width, x);
      }
    }
  }
  for (let x = 0; x < width; x++) if (!columnsBegun.has(x)) return false;
  return true;
}
