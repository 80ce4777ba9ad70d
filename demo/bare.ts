// bare.html: nothing but one element, `<tag></tag>`, with no page CSS (scripts/check-layout.mjs measures it).
/// <reference types="vite/client" />
const params = new URLSearchParams(location.search);
const tag = params.get('tag') ?? 'draughts-board';
const elements = import.meta.glob('../src/elements/*/index.ts');
const load = elements[`../src/elements/${tag}/index.ts`];
if (load) {
  await load();
  const el = document.createElement(tag);
  for (const [name, value] of params) if (name !== 'tag') el.setAttribute(name, value);
  document.body.append(el);
} else {
  document.body.textContent = `No element <${tag}>: try ${Object.keys(elements).map((k) => k.split('/')[3]).join(', ')}.`;
}
