import type { CSSResult } from 'lit';

/**
 * Adds the styles of a part loaded after the element (panels, marks, the puzzle bar) to its shadow
 * root, once. They go right after the kit's shared sheet (the first), where they stood when they were
 * part of it, so the element's own sheet still wins over them. A constructed sheet, as lit adopts the
 * element's own: a strict Content-Security-Policy (no inline styles) allows it too.
 */
export function addLateStyles(root: Node, styles: CSSResult): void {
  const sheet = styles.styleSheet;
  if (!(root instanceof ShadowRoot) || !sheet) return;
  const sheets = root.adoptedStyleSheets;
  if (sheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...sheets.slice(0, 1), sheet, ...sheets.slice(1)];
}
