// The build's CSS minifier (scripts/minify-css-templates.mjs) must never change what a style means.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { minifyCssTemplates } from '../../scripts/minify-css-templates.mjs';

test('comments and indentation go, line breaks stay', () => {
  const out = minifyCssTemplates('const s = css`\n  /* why */\n  .a > .b ,  .c {\n    color: red ;\n  }\n`;');
  assert.equal(out, 'const s = css`\n\n.a>.b,.c{\ncolor: red;\n}\n`;');
  assert.equal(out.split('\n').length, 6, 'the source map still matches line by line');
});

test('text touching an interpolation keeps its spaces, so selectors keep their words', () => {
  assert.equal(minifyCssTemplates('css`  .a ${sel} .b { x: y; }`'), 'css`.a ${sel} .b{x: y;}`');
});

test('lines with a quote are left alone (strings keep their spaces)', () => {
  const line = "  :host([theme='dark']) { content: ' , '; }";
  assert.equal(minifyCssTemplates('css`\n' + line + '\n`'), 'css`\n' + line + '\n`');
});

test('a template nesting css` in an interpolation: the inner one is minified, the outer left whole', () => {
  assert.equal(minifyCssTemplates('css`\n  ${w ? css`\n    :host { a: b; }\n  ` : css``}\n`'), 'css`\n  ${w ? css`\n:host{a: b;}\n` : css``}\n`');
});

test('modules without css` are not touched', () => {
  assert.equal(minifyCssTemplates('const html = `<p> a </p>`;'), null);
});
