// A tiny Markdown renderer for the rules files and the docs' own texts: headings (with ids), paragraphs,
// nested bullet and numbered lists, fenced code blocks (also inside list items), pipe tables, and the
// inline marks `code`, **bold**, *italic* and [links](url). Nothing else: the rules use nothing else.

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => ESC[c]);

/** A heading's id: lower case, letters and digits joined by dashes (Cyrillic and accented letters kept). */
export function slug(text) {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/[`*_[\]()§.,:;!?'"«»/—–]/g, ' ')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}-]/gu, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

/**
 * Inline marks. `link(href)` may rewrite link targets (the rules' cross references).
 * Code spans are cut out first, so nothing inside them is read as a mark.
 */
export function inline(text, { link = (h) => h } = {}) {
  const codes = [];
  let s = text.replace(/`([^`]+)`/g, (_, c) => {
    codes.push(`<code>${escapeHtml(c)}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  s = escapeHtml(s);
  s = s.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => `<a href="${escapeHtml(link(href.replace(/&amp;/g, '&')))}">${label}</a>`);
  s = s.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  s = s.replace(/(^|[^\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)/g, '$1<em>$2</em>');
  return s.replace(/\u0000(\d+)\u0000/g, (_, i) => codes[Number(i)]);
}

const indentOf = (line) => line.match(/^ */)[0].length;
const LIST_ITEM = /^( *)([-*+]|\d+[.)])\s+(.*)$/;
const FENCE = /^ *(```|~~~)/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function splitRow(line) {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|')) row = row.slice(0, -1);
  return row.split('|').map((c) => c.trim());
}

/**
 * Renders Markdown to HTML. Options: `headingOffset` (added to heading levels, so a file's `#` can
 * become an `h2`), `link` (rewrites link targets), `onHeading(level, text, id)` (collects a contents list).
 */
export function markdown(source, options = {}) {
  const { headingOffset = 0, onHeading } = options;
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  const out = [];
  const used = new Map();
  let i = 0;

  const isBlockStart = (line) => /^\s*#{1,6}\s/.test(line) || FENCE.test(line) || LIST_ITEM.test(line) || /^\s*\|/.test(line);

  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = line.match(/^\s*(#{1,6})\s+(.*?)\s*#*\s*$/);
    if (heading) {
      const level = Math.min(6, heading[1].length + headingOffset);
      const text = heading[2];
      let id = slug(text);
      const n = used.get(id) ?? 0;
      used.set(id, n + 1);
      if (n) id = `${id}-${n + 1}`;
      onHeading?.(level, text, id);
      out.push(`<h${level} id="${escapeHtml(id)}">${inline(text, options)}</h${level}>`);
      i++;
      continue;
    }
    if (FENCE.test(line)) {
      const pad = indentOf(line);
      const fence = line.trim().slice(0, 3);
      const lang = line.trim().slice(3).trim();
      const body = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(fence)) {
        body.push(lines[i].slice(Math.min(pad, indentOf(lines[i]))));
        i++;
      }
      i++;
      const cls = lang ? ` class="language-${escapeHtml(lang)}"` : '';
      out.push(`<pre><code${cls}>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    if (/^\s*\|/.test(line) && TABLE_RULE.test(lines[i + 1] ?? '')) {
      const head = splitRow(line);
      const aligns = splitRow(lines[i + 1]).map((c) => (c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : ''));
      i += 2;
      const rows = [];
      while (i < lines.length && /^\s*\|/.test(lines[i])) rows.push(splitRow(lines[i++]));
      const cell = (tag, c, k) => `<${tag}${aligns[k] ? ` style="text-align:${aligns[k]}"` : ''}>${inline(c, options)}</${tag}>`;
      out.push(
        `<div class="table-wrap"><table><thead><tr>${head.map((c, k) => cell('th', c, k)).join('')}</tr></thead><tbody>${rows
          .map((r) => `<tr>${r.map((c, k) => cell('td', c, k)).join('')}</tr>`)
          .join('')}</tbody></table></div>`,
      );
      continue;
    }
    const item = line.match(LIST_ITEM);
    if (item) {
      const base = item[1].length;
      const ordered = /\d/.test(item[2]);
      const start = ordered ? parseInt(item[2], 10) : 1;
      const items = [];
      let loose = false;
      while (i < lines.length) {
        const m = lines[i].match(LIST_ITEM);
        if (!m || m[1].length !== base || /\d/.test(m[2]) !== ordered) break;
        // The item's content column: continuation lines indented at least this far belong to it.
        const column = m[1].length + m[2].length + 1;
        const body = [m[3]];
        i++;
        let blank = false;
        while (i < lines.length) {
          const next = lines[i];
          if (!next.trim()) {
            blank = true;
            body.push('');
            i++;
            continue;
          }
          const ind = indentOf(next);
          if (ind > base && (ind >= Math.min(column, base + 2) || !blank)) {
            // An indented line belongs to this item (a nested block or a continued paragraph).
            if (blank && ind < column && !LIST_ITEM.test(next) && !FENCE.test(next)) break;
            body.push(next.slice(Math.min(ind, column)));
            blank = false;
            i++;
            continue;
          }
          if (!blank && ind <= base && !isBlockStart(next)) {
            // A lazy continuation of the item's paragraph.
            body.push(next.trim());
            i++;
            continue;
          }
          break;
        }
        while (body.length && !body[body.length - 1].trim()) body.pop();
        if (blank && i < lines.length && LIST_ITEM.test(lines[i]) && indentOf(lines[i]) === base) loose = true;
        items.push(body.join('\n'));
      }
      const rendered = items.map((body) => {
        const html = markdown(body, { ...options, headingOffset: 0, onHeading: undefined });
        // Tight lists: a lone first paragraph loses its <p>.
        return loose ? html : html.replace(/^<p>([\s\S]*?)<\/p>/, '$1');
      });
      const tag = ordered ? 'ol' : 'ul';
      const startAttr = ordered && start !== 1 ? ` start="${start}"` : '';
      out.push(`<${tag}${startAttr}>${rendered.map((h) => `<li>${h}</li>`).join('')}</${tag}>`);
      continue;
    }
    // A paragraph: lines up to a blank line or the start of another block.
    const para = [line.trim()];
    i++;
    while (i < lines.length && lines[i].trim() && !isBlockStart(lines[i])) para.push(lines[i++].trim());
    out.push(`<p>${inline(para.join('\n'), options)}</p>`);
  }
  return out.join('\n');
}
