// A build-only Vite plugin: the CSS inside lit's css`…` templates loses its comments and indentation.
// The JS minifier leaves template text alone, and the kit's styles are a good part of every element.
// Line breaks stay, so the source maps' lines still match; lines holding a quote are left as they are
// (a string such as content: ' · ' must keep its spaces).

/** The static text of one css`…` part, minified; `first`/`last`: whether it begins/ends the template. */
export function minifyCssText(text, { first, last }) {
  // Comments go, keeping their line breaks.
  const bare = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ''));
  const lines = bare.split('\n');
  return lines
    .map((line, i) => {
      if (/['"]/.test(line)) return line;
      // Text that touches an interpolation keeps its outer spaces: `.a ${sel} .b` must stay three words.
      const keepStart = i === 0 && !first;
      const keepEnd = i === lines.length - 1 && !last;
      let out = line.replace(/[ \t]+/g, ' ');
      out = out.replace(/ ?([{};,>]) ?/g, '$1');
      if (!keepStart) out = out.replace(/^ /, '');
      if (!keepEnd) out = out.replace(/ $/, '');
      return out;
    })
    .join('\n');
}

/** The end of the template literal whose text starts at `start` (just after the backtick), with its parts. */
function templateParts(code, start) {
  const parts = [];
  let i = start;
  let partStart = start;
  while (i < code.length) {
    const ch = code[i];
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === '`') {
      parts.push([partStart, i]);
      return { end: i, parts };
    }
    if (ch === '$' && code[i + 1] === '{') {
      parts.push([partStart, i]);
      // Skip the expression: the kit's interpolations hold no braces in strings or nested templates.
      let depth = 1;
      i += 2;
      while (i < code.length && depth > 0) {
        if (code[i] === '{') depth++;
        else if (code[i] === '}') depth--;
        else if (code[i] === '`') return null;
        i++;
      }
      partStart = i;
      continue;
    }
    i++;
  }
  return null;
}

/** Rewrites every css`…` in a module's source. */
export function minifyCssTemplates(code) {
  let out = '';
  let last = 0;
  for (const m of code.matchAll(/\bcss`/g)) {
    const start = m.index + m[0].length;
    if (start < last) continue;
    const t = templateParts(code, start);
    if (!t) continue;
    out += code.slice(last, start);
    t.parts.forEach(([a, b], k) => {
      out += minifyCssText(code.slice(a, b), { first: k === 0, last: k === t.parts.length - 1 });
      if (k < t.parts.length - 1) out += code.slice(b, t.parts[k + 1][0]);
    });
    last = t.end;
  }
  return last === 0 ? null : out + code.slice(last);
}

export function minifyCssTemplatesPlugin() {
  return {
    name: 'octarine-minify-css-templates',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      const minified = minifyCssTemplates(code);
      // Lines are kept, so the map of the file before stays right line by line.
      return minified === null ? null : { code: minified, map: null };
    },
  };
}
