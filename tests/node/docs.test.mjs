// The docs site (npm run docs, scripts/docs/): every entry of custom-elements.json has a line of
// documentation and a row on its element's page; the site has its pages and no broken links between
// them; the examples use real attributes; the rules exist in every language; and the headless API
// page's snippets run in Node against dist/engines.js (built by `vite build`, as npm test does first)
// and print what the page says they print.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { EXAMPLES, THUMBNAILS } from '../../scripts/docs/examples.mjs';
import { runSnippet } from '../../scripts/docs/runner.js';
import { GAMES, LANGS, SETUP_OPTIONS, manifestElements, manifestEntries, renderSite, rulesSource } from '../../scripts/docs/site.mjs';
import { SNIPPETS } from '../../scripts/docs/snippets.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const elements = manifestElements(manifest);
const engines = await import('../../dist/engines.js');
const site = renderSite({ engines });
const unescape = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const KINDS = ['attribute', 'property', 'method', 'parameter', 'event', 'part', 'cssprop', 'slot'];

test('the manifest lists the six game elements and <puzzle-of-the-day>', () => {
  assert.deepEqual(elements.map((d) => d.tagName).sort(), ['draughts-board', 'formula-road', 'kamisado-board', 'puzzle-of-the-day', 'robots-hall', 'spock-board', 'thud-board']);
});

test('every manifest entry has a line of documentation (attributes, properties, methods and their parameters, events, parts, CSS properties, slots)', () => {
  const missing = [];
  for (const decl of elements) {
    if (!decl.summary?.trim()) missing.push(`<${decl.tagName}> has no @summary`);
    for (const e of manifestEntries(decl)) {
      assert.ok(KINDS.includes(e.kind));
      const first = e.description.trim().split('\n')[0];
      if (!first || first === e.name) missing.push(`<${decl.tagName}> ${e.kind} ${e.name}`);
    }
  }
  assert.deepEqual(missing, [], `Undocumented (fill the JSDoc in src/elements or src/ui, then npm run analyze):\n${missing.join('\n')}`);
});

test('each element page has a row with that documentation for every manifest entry', () => {
  for (const decl of elements) {
    const html = site.get(`elements/${decl.tagName}.html`);
    assert.ok(html, `no page for <${decl.tagName}>`);
    for (const e of manifestEntries(decl)) {
      const at = html.indexOf(` id="${e.id.replace(/"/g, '&quot;')}"`);
      assert.ok(at >= 0, `elements/${decl.tagName}.html has no row for ${e.kind} ${e.name}`);
      const row = html.slice(at, html.indexOf(e.kind === 'parameter' ? '</li>' : '</tr>', at));
      // The first words of the description, as text (marks and escapes removed).
      const words = e.description.replace(/`/g, '').split(/\s+/).slice(0, 3).join(' ');
      const shown = unescape(row.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ');
      assert.ok(shown.includes(words), `elements/${decl.tagName}.html: the row of ${e.kind} ${e.name} lacks its description ("${words}")`);
    }
  }
});

test('the site has its pages: overview, one per element, the rules per game and language, the API, the computer’s strength, the blog', () => {
  const pages = [...site.keys()].filter((p) => p.endsWith('.html')).sort();
  const expected = [
    'api.html',
    'blog.html',
    'index.html',
    'strength.html',
    ...elements.map((d) => `elements/${d.tagName}.html`),
    ...LANGS.flatMap((l) => GAMES.map((g) => `rules/${l}/${g}.html`)),
  ].sort();
  assert.deepEqual(pages, expected);
  for (const l of LANGS) for (const g of GAMES) assert.match(site.get(`rules/${l}/${g}.html`), new RegExp(`<html lang="${l}">`));
});

test('the strength page has the ladder of every two-player game: each pair of levels, a score or a plain "not yet"', () => {
  const html = site.get('strength.html');
  assert.match(site.get('index.html'), /href="strength\.html"/, 'the site’s navigation links the strength page');
  const tables = [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, t]) => t);
  const ladders = tables.filter((t) => /2v1/.test(t));
  const columns = ladders.flatMap((t) => [...t.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(([, c]) => c)).join(' | ');
  for (const game of ['Russian draughts', 'international draughts', 'Spock', 'Kamisado (single round)', 'Kamisado (non stop', 'Kamisado (standard match', 'Kamisado (long match', 'Kamisado (marathon', 'Koom Valley', 'classic', 'football']) assert.ok(columns.includes(game), `no ladder column for ${game}`);
  for (const t of ladders) {
    const rows = [...t.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, r]) => [...r.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, c]) => c));
    assert.deepEqual(rows.slice(1).map((r) => r[0]), ['2v1', '3v2', '4v3', '5v4', '6v5', '7v6']);
    for (const row of rows.slice(1)) for (const cell of row.slice(1)) assert.match(cell, /\d+(\.\d+)?%|\d+ of \d+|not yet/, `a ladder cell says neither a score nor "not yet": ${cell}`);
  }
});

test('links and scripts between the pages are relative and resolve (lib/ to files the library build makes)', () => {
  const broken = [];
  for (const [path, html] of site) {
    if (!path.endsWith('.html')) continue;
    for (const [, attr, target] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      if (/^(https?:|data:|mailto:|#)/.test(target)) continue;
      assert.ok(!target.startsWith('/'), `${path}: ${attr}="${target}" is not relative`);
      const file = posix.normalize(posix.join(posix.dirname(path), target.split('#')[0]));
      const ok = file.startsWith('lib/') ? existsSync(`dist/${file.slice(4)}`) : site.has(file);
      if (!ok) broken.push(`${path}: ${target}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('the examples use the elements’ own attributes', () => {
  const attrs = Object.fromEntries(elements.map((d) => [d.tagName, new Set((d.attributes ?? []).map((a) => a.name))]));
  for (const [tag, list] of Object.entries(EXAMPLES)) {
    assert.ok(attrs[tag], `examples for unknown element <${tag}>`);
    // <puzzle-of-the-day> has one attribute: today, and another day.
    assert.ok(list.length >= (tag === 'puzzle-of-the-day' ? 2 : 4), `<${tag}> needs a few examples`);
    for (const ex of list) for (const [name] of ex.attrs) assert.ok(attrs[tag].has(name), `<${tag}> example "${ex.title}": no attribute ${name}`);
    // Child elements (the puzzles of a <puzzle-of-the-day>) use their own elements' attributes too.
    for (const ex of list)
      for (const [child, childAttrs] of ex.inner ?? []) {
        assert.ok(attrs[child], `<${tag}> example "${ex.title}": no element <${child}>`);
        for (const [name] of childAttrs) assert.ok(attrs[child].has(name), `<${tag}> example "${ex.title}": <${child}> has no attribute ${name}`);
      }
  }
  // The markup shown under each example reads as written (escaped once for the page, not twice).
  for (const [tag, list] of Object.entries(EXAMPLES)) {
    const shown = [...site.get(`elements/${tag}.html`).matchAll(/<pre class="markup"><code>([^<]*)<\/code>/g)].map(([, c]) => unescape(c));
    assert.equal(shown.length, list.length);
    list.forEach((ex, i) => {
      for (const [name, value] of ex.attrs) assert.ok(shown[i].includes(value === '' ? name : `${name}="${value}"`), `<${tag}> example "${ex.title}" shows ${name} wrongly`);
    });
  }
  for (const [tag, thumb] of Object.entries(THUMBNAILS)) for (const name of Object.keys(thumb)) assert.ok(attrs[tag].has(name), `<${tag}> thumbnail: no attribute ${name}`);
  // Every variant of every game is shown running.
  for (const d of elements) {
    const variants = (EXAMPLES[d.tagName] ?? []).map((ex) => Object.fromEntries(ex.attrs).variant ?? Object.fromEntries(ex.attrs).mode).filter(Boolean);
    const game = { 'draughts-board': 'draughts', 'thud-board': 'thud', 'kamisado-board': 'kamisado', 'spock-board': 'spock', 'robots-hall': 'robots', 'formula-road': 'formula' }[d.tagName];
    if (!game) continue; // <puzzle-of-the-day> plays no game of its own
    const all = engines.games[game].variants;
    if (all.length > 1) assert.deepEqual([...new Set(variants)].sort(), [...all].sort(), `<${d.tagName}> examples miss a variant`);
  }
});

test('the rules exist in English, Russian, French and Polish for every game', () => {
  for (const lang of LANGS) {
    for (const game of GAMES) {
      const md = rulesSource(lang, game);
      assert.match(md, /^# \S/m, `${lang}/${game}: no title`);
      assert.ok((md.match(/^## /gm) ?? []).length >= 2, `${lang}/${game}: too few sections`);
      assert.ok(md.length > 2000, `${lang}/${game}: too short to be complete`);
    }
  }
});

test('the API page documents every export of octarine/engines', () => {
  const html = site.get('api.html');
  for (const name of Object.keys(engines)) assert.match(html, new RegExp(`<th scope="row">(<code>[^<]*</code>, )?<code>${name}\\b`), `api.html: no row for ${name}`);
});

test('the set-up options the API page documents are options the games accept', () => {
  for (const [name, options] of Object.entries(SETUP_OPTIONS)) {
    for (const [option] of options) assert.ok(engines.games[name].optionNames.includes(option), `${name}: no option ${option}`);
  }
});

for (const snippet of SNIPPETS) {
  test(`API snippet "${snippet.title}" runs in Node and prints what it should`, async () => {
    const { lines, error } = await runSnippet(snippet.code, engines);
    assert.equal(error, undefined, `threw ${error}`);
    const printed = lines.join('\n').split('\n');
    if (snippet.output) assert.deepEqual(printed, snippet.output);
    else {
      assert.equal(printed.length, snippet.pattern.length, printed.join('\n'));
      printed.forEach((line, i) => assert.match(line, snippet.pattern[i]));
    }
  });
}

test('install lines are true: no placeholder CDN, and npm only with a word that the package is not published yet', () => {
  for (const [path, page] of [...site].filter(([p]) => p.endsWith('.html'))) {
    assert.doesNotMatch(page, /cdn\.example/, path);
    if (/npm install octarine\b/.test(page)) assert.match(page, /not on npm yet|is published/, path);
  }
  const readme = readFileSync('README.md', 'utf8');
  assert.doesNotMatch(readme, /cdn\.example/, 'README.md');
  assert.match(readme, /not on npm yet/, 'README.md says the package is not published');
});
