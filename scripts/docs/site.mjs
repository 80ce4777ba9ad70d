// The docs site as data: `renderSite()` returns every page and asset (path → text) except the built
// library, which build.mjs adds under lib/. Pure apart from reading the repository's files, so the docs
// test can check the pages without building anything.
//
// site/
//   index.html                 what the kit is, the elements, the rules, links
//   elements/<tag>.html        per element: live examples, then the reference from custom-elements.json
//   rules/<lang>/<game>.html   the rules: docs/rules/*.md in English, scripts/docs/rules/<lang>/*.md otherwise
//   api.html                   the headless API (octarine/engines) with runnable snippets
//   blog.html                  demo/blog.html with its includes, as the demo serves it
//   assets/                    site.css, demo.css, api.js, runner.js
//   lib/                       `vite build` of the library (build.mjs)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENTS, EXAMPLES, THUMBNAILS } from './examples.mjs';
import { escapeHtml as esc, inline, markdown } from './markdown.mjs';
import { SNIPPETS } from './snippets.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, '../..');
const read = (path) => readFileSync(resolve(ROOT, path), 'utf8');

export const LANGS = ['en', 'ru', 'fr', 'pl'];
export const GAMES = ['draughts', 'thud', 'kamisado', 'spock', 'arsac'];
const LANG_NAMES = { en: 'English', ru: 'Русский', fr: 'Français', pl: 'Polski' };

/** The site's words on a rules page, per language. */
const RULES_UI = {
  en: {
    rules: 'Rules',
    contents: 'Contents',
    tryIt: 'Try it',
    tryText: 'A live board: it speaks the language of this page (the element’s <code>lang</code> comes from the nearest <code>lang</code> in the document).',
    lead: 'The complete rules, as the elements implement them (the kit’s own specification, with worked examples).',
    reference: 'Element reference',
    games: { draughts: 'Draughts', thud: 'Thud', kamisado: 'Kamisado', spock: 'Spock', arsac: 'Arsac’s games' },
  },
  ru: {
    rules: 'Правила',
    contents: 'Содержание',
    tryIt: 'Попробуйте',
    tryText: 'Живая доска: она говорит на языке этой страницы.',
    lead: 'Как играть — коротко, но полностью. Подробная спецификация с разобранными примерами есть на английской странице.',
    reference: 'Справочник элемента (англ.)',
    games: { draughts: 'Шашки', thud: 'Thud', kamisado: 'Камисадо', spock: 'Спок', arsac: 'Игры Арсака' },
  },
  fr: {
    rules: 'Règles',
    contents: 'Sommaire',
    tryIt: 'Essayez',
    tryText: 'Un plateau vivant : il parle la langue de cette page.',
    lead: 'Comment jouer, en bref mais au complet. La spécification détaillée, avec des exemples commentés, est sur la page anglaise.',
    reference: 'Référence de l’élément (en anglais)',
    games: { draughts: 'Dames', thud: 'Thud', kamisado: 'Kamisado', spock: 'Spock', arsac: 'Jeux d’Arsac' },
  },
  pl: {
    rules: 'Zasady',
    contents: 'Spis treści',
    tryIt: 'Wypróbuj',
    tryText: 'Żywa plansza: mówi językiem tej strony.',
    lead: 'Jak grać — krótko, ale w całości. Szczegółowa specyfikacja z omówionymi przykładami jest na stronie angielskiej.',
    reference: 'Opis elementu (po angielsku)',
    games: { draughts: 'Warcaby', thud: 'Thud', kamisado: 'Kamisado', spock: 'Spock', arsac: 'Gry Arsaca' },
  },
};

/** The live boards at the end of each rules page. */
const TRY_BOARDS = {
  draughts: [['draughts-board', [['variant', 'russian'], ['level', '1'], ['controls', 'minimal']]]],
  thud: [['thud-board', [['variant', 'koom-valley'], ['level', '1'], ['controls', 'minimal']]]],
  kamisado: [['kamisado-board', [['variant', 'single'], ['level', '1'], ['controls', 'minimal']]]],
  spock: [['spock-board', [['level', '1'], ['legend', ''], ['controls', 'minimal']]]],
  arsac: [
    ['robots-hall', [['level', '1'], ['seed', '1'], ['controls', 'minimal']]],
    ['formula-road', [['level', '1'], ['seed', '1'], ['controls', 'minimal']]],
  ],
};

/** Set-up options of `createGame` beyond `variant`, `position` and `record`, with their meaning. */
export const SETUP_OPTIONS = {
  draughts: [],
  thud: [
    ['trollCapture', "`'all'` (default) or `'one'`: how a troll captures in classic Thud"],
    ['match', "`'single'` (default) or `'two-battle'`: classic Thud as a match of two battles"],
  ],
  kamisado: [['first', "`'black'` (default) or `'gold'`: who moves first in round 1"]],
  spock: [],
  robots: [
    ['seed', 'the hall’s seed (0 to 2^32−1); drawn at random when omitted'],
    ['level', 'the hall, 1–7 (default 4: crevasses, robots and charges of rules/arsac.md §A2)'],
    ['safeMoves', "`'on'` (default) or `'off'`: refuse turns that get the player caught while a safe one exists"],
  ],
  formula: [
    ['seed', 'the road’s seed; drawn at random when omitted'],
    ['level', 'the road, 1–7 (bends and trucks; default 4)'],
    ['mode', "`'variable'` (default) or `'fixed'` (same as `variant`)"],
    ['speed', 'starting speed (default 4)'],
    ['rows', 'rows in view (default 13); the top speed is rows − 1'],
    ['length', 'race length in rows (0, the default: endless)'],
  ],
};

// ————————————————————————————————————————— page shell

const NAV = [
  ['index.html', 'Overview'],
  ['index.html#elements', 'Elements'],
  ['index.html#rules', 'Rules'],
  ['api.html', 'Headless API'],
  ['strength.html', 'Computer strength'],
  ['blog.html', 'Blog page'],
];

function header(root, current) {
  const links = NAV.map(([href, label]) => `<a href="${root}${href}"${label === current ? ' aria-current="page"' : ''}>${label}</a>`).join('');
  return `<header class="site">
  <a class="brand" href="${root}index.html"><span class="brand-mark" aria-hidden="true"></span>octarine</a>
  <nav aria-label="Site">${links}</nav>
</header>`;
}

const footer = (root, version) => `<footer class="site">
  <p>octarine ${esc(version)} · MIT · the element pages are generated from <a href="${root}custom-elements.json">custom-elements.json</a>; every example runs the built library in <code>lib/</code>.</p>
</footer>`;

function page({ root, title, current, body, lang = 'en', scripts = [], description = '' }) {
  const version = JSON.parse(read('package.json')).version;
  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${esc(title)}</title>
  ${description ? `<meta name="description" content="${esc(description)}" />\n  ` : ''}<link rel="icon" href="data:," />
  <link rel="stylesheet" href="${root}assets/site.css" />
${scripts.map((s) => `  <script type="module" src="${root}${s}"></script>`).join('\n')}
</head>
<body>
${header(root, current)}
<main class="doc" id="main">
${body}
</main>
${footer(root, version)}
</body>
</html>
`;
}

// ————————————————————————————————————————— helpers

/**
 * An element's markup: as text to show (`wrap`: one attribute a line when long; escape it for the page
 * once, as a whole) or as HTML to put in the page (`wrap: false`: one line, attribute values escaped).
 */
export function markup(tag, attrs, style, { wrap = true, inner = [] } = {}) {
  const value = wrap ? (v) => v : esc;
  const parts = attrs.map(([n, v]) => (v === '' ? n : `${n}="${value(v)}"`));
  if (style) parts.push(`style="${value(style)}"`);
  // Child elements (<puzzle-of-the-day>'s puzzles): each `[tag, attrs]`, one a line.
  const children = inner.map(([t, a]) => markup(t, a, '', { wrap }));
  const open = `<${tag}${parts.length ? ' ' : ''}${parts.join(' ')}>`;
  if (children.length) return wrap ? `${open}\n  ${children.map((c) => c.replace(/\n/g, '\n  ')).join('\n  ')}\n</${tag}>` : `${open}${children.join('')}</${tag}>`;
  const one = `${open}</${tag}>`;
  if (!wrap || one.length <= 76) return one;
  return `<${tag}\n  ${parts.join('\n  ')}>\n</${tag}>`;
}

/** Links `rules/<game>.md` mentions of the manifest's texts to the rules pages. */
const linkRules = (html, root) =>
  html.replace(/rules\/(draughts|thud|kamisado|spock|arsac)\.md((?: (?:§|part )[A-Z]?\d*[\w.]*)?)/g, (_, game, section) => `<a href="${root}rules/en/${game}.html">rules/${game}.md</a>${section}`);

const text = (s, root) => linkRules(inline(s ?? ''), root);

/** The manifest's declarations that are elements (a tag name), in the README's order. */
export function manifestElements(manifest) {
  const decls = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
  const order = ELEMENTS.map((e) => e.tag);
  return decls.sort((a, b) => (order.indexOf(a.tagName) + 1 || 99) - (order.indexOf(b.tagName) + 1 || 99));
}

/**
 * Every documented entry of an element, as the docs test and the element page see them:
 * `{ kind, name, id, description }`, `id` being the table row's id on the element page.
 */
export function manifestEntries(decl) {
  const entries = [];
  const add = (kind, name, description) => entries.push({ kind, name, id: `${kind}-${name}`, description: description ?? '' });
  for (const a of decl.attributes ?? []) add('attribute', a.name, a.description);
  for (const m of decl.members ?? []) {
    if (m.kind === 'method') {
      add('method', m.name, m.description);
      for (const p of m.parameters ?? []) add('parameter', `${m.name}.${p.name}`, p.description);
    } else add('property', m.name, m.description);
  }
  for (const e of decl.events ?? []) add('event', e.name, e.description);
  for (const p of decl.cssParts ?? []) add('part', p.name, p.description);
  for (const p of decl.cssProperties ?? []) add('cssprop', p.name, p.description);
  for (const s of decl.slots ?? []) add('slot', s.name || '(default)', s.description);
  return entries;
}

const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const typeText = (t) => (t?.text ? `<code>${esc(t.text)}</code>` : '');

// ————————————————————————————————————————— element pages

function examplesSection(tag) {
  const list = EXAMPLES[tag] ?? [];
  const figures = list.map((ex, i) => {
    const live = markup(tag, ex.attrs, ex.style, { wrap: false, inner: ex.inner });
    return `<figure class="example" id="example-${i + 1}">
  <figcaption><h3>${esc(ex.title)}</h3><p>${ex.note}</p></figcaption>
  <div class="stage">${live}</div>
  <pre class="markup"><code>${esc(markup(tag, ex.attrs, ex.style, { inner: ex.inner }))}</code></pre>
</figure>`;
  });
  return `<section aria-labelledby="examples"><h2 id="examples">Examples</h2>
<p>Each example is the live element, made by the markup under it.</p>
<div class="examples">
${figures.join('\n')}
</div></section>`;
}

function referenceTable(id, title, intro, head, rows) {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>
${intro ? `<p>${intro}</p>` : ''}${
    rows.length
      ? `<div class="table-wrap"><table class="ref"><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table></div>`
      : ''
  }</section>`;
}

function elementPage(decl, manifest, root = '../') {
  const tag = decl.tagName;
  const info = ELEMENTS.find((e) => e.tag === tag) ?? { title: tag, game: null };
  const members = decl.members ?? [];
  const fields = members.filter((m) => m.kind !== 'method');
  const methods = members.filter((m) => m.kind === 'method');
  const fieldNames = new Set(fields.map((f) => f.name));

  const attributes = (decl.attributes ?? []).map((a) => {
    const prop = a.fieldName ?? camel(a.name);
    return `<tr id="attribute-${esc(a.name)}"><th scope="row"><code>${esc(a.name)}</code>${fieldNames.has(prop) ? `<span class="aka">property <a href="#property-${esc(prop)}"><code>${esc(prop)}</code></a></span>` : ''}</th><td>${text(a.description, root)}</td></tr>`;
  });
  const properties = fields.map(
    (f) =>
      `<tr id="property-${esc(f.name)}"><th scope="row"><code>${esc(f.name)}</code>${f.type ? `<span class="type">${typeText(f.type)}</span>` : ''}${f.readonly ? '<span class="tag">read-only</span>' : ''}</th><td>${text(f.description, root)}</td></tr>`,
  );
  const methodRows = methods.map((m) => {
    const params = m.parameters ?? [];
    const signature = `${m.name}(${params.map((p) => `${p.name}${p.type ? `: ${p.type.text}` : ''}`).join(', ')})${m.return?.type ? `: ${m.return.type.text}` : ''}`;
    const paramList = params.length
      ? `<ul class="params">${params.map((p) => `<li id="parameter-${esc(m.name)}.${esc(p.name)}"><code>${esc(p.name)}</code> — ${text(p.description, root)}</li>`).join('')}</ul>`
      : '';
    return `<tr id="method-${esc(m.name)}"><th scope="row"><code>${esc(signature)}</code></th><td>${text(m.description, root)}${paramList}</td></tr>`;
  });
  const events = (decl.events ?? []).map((e) => {
    const detail = e.type?.text?.match(/CustomEvent<(.+)>/)?.[1];
    return `<tr id="event-${esc(e.name)}"><th scope="row"><code>${esc(e.name)}</code>${detail ? `<span class="type">detail <code>${esc(detail)}</code></span>` : ''}</th><td>${text(e.description, root)}</td></tr>`;
  });
  const parts = (decl.cssParts ?? []).map(
    (p) => `<tr id="part-${esc(p.name)}"><th scope="row"><code>::part(${esc(p.name)})</code></th><td>${text(p.description, root)}</td></tr>`,
  );
  const cssRow = (p) => `<tr id="cssprop-${esc(p.name)}"><th scope="row"><code>${esc(p.name)}</code></th><td>${text(p.description, root)}</td></tr>`;
  const own = (decl.cssProperties ?? []).filter((p) => !p.name.startsWith('--octarine-'));
  const shared = (decl.cssProperties ?? []).filter((p) => p.name.startsWith('--octarine-'));
  const slots = (decl.slots ?? []).map(
    (s) => `<tr id="slot-${esc(s.name || '(default)')}"><th scope="row"><code>${esc(s.name || '(default)')}</code></th><td>${text(s.description, root)}</td></tr>`,
  );

  const tabs = manifestElements(manifest)
    .map((d) => `<a href="${d.tagName}.html"${d.tagName === tag ? ' aria-current="page"' : ''}><code>&lt;${d.tagName}&gt;</code></a>`)
    .join('');
  const rulesLinks = info.game
    ? `<p class="rules-links">Rules: ${LANGS.map((l) => `<a href="${root}rules/${l}/${info.game}.html" hreflang="${l}" lang="${l}">${LANG_NAMES[l]}</a>`).join(' · ')}</p>`
    : '';
  const toc = [
    ['examples', 'Examples'],
    ['attributes', 'Attributes'],
    ['properties', 'Properties'],
    ['methods', 'Methods'],
    ['events', 'Events'],
    ['parts', 'CSS parts'],
    ['css-properties', 'CSS custom properties'],
    ['slots', 'Slots'],
  ]
    .map(([id, label]) => `<a href="#${id}">${label}</a>`)
    .join('');

  const body = `<nav class="tabs" aria-label="Elements">${tabs}</nav>
<h1><code>&lt;${esc(tag)}&gt;</code> <span class="sub">${esc(info.title)}</span></h1>
<p class="lead">${text(decl.summary, root)}</p>
<div class="description">${linkRules(markdown(decl.description ?? ''), root)}</div>
${rulesLinks}
<section aria-labelledby="load"><h2 id="load">Load it</h2>
<p>The package is not on npm yet. Build it (<code>npm run build</code> writes <code>dist/</code>; this site loads the same build from <code>lib/</code>),
put <code>dist/</code> on any static host, and load the element as a module:</p>
<pre><code>${esc(`<script type="module" src="https://your-host.example/octarine/dist/${tag}.js"></script>\n${markup(tag, [], '')}`)}</code></pre>
<p>In an app with a bundler: <code>npm pack</code> in the kit, <code>npm install ./octarine-0.1.0.tgz</code> in the app, then
<code>import 'octarine/${tag}';</code>. Once the package is published, <code>npm install octarine</code> does the same.</p></section>
<nav class="toc" aria-label="On this page">${toc}</nav>
${examplesSection(tag)}
${referenceTable('attributes', 'Attributes', 'Attributes can change at any time; a bad value is refused with a <code>game-error</code> event and the last good value kept.', ['Attribute', 'Meaning'], attributes)}
${referenceTable('properties', 'Properties', 'Properties reflect the attributes (kebab-case ↔ camelCase) and read the game’s state.', ['Property', 'Meaning'], properties)}
${referenceTable('methods', 'Methods', '', ['Method', 'Meaning'], methodRows)}
${referenceTable('events', 'Events', 'Events bubble and cross shadow roots (<code>composed</code>); their <code>detail</code> is typed.', ['Event', 'Meaning'], events)}
${referenceTable('parts', 'CSS parts', 'Style the inside of the element from the page with <code>' + esc(tag) + '::part(name)</code>.', ['Part', 'Meaning'], parts)}
<section aria-labelledby="css-properties"><h2 id="css-properties">CSS custom properties</h2>
<p>Set them on the element or any ancestor; they win over the theme (<code>theme="light|dark|wood"</code>).</p>
${own.length ? `<h3 id="own-properties">This element’s own</h3><div class="table-wrap"><table class="ref"><thead><tr><th scope="col">Property</th><th scope="col">Meaning</th></tr></thead><tbody>\n${own.map(cssRow).join('\n')}\n</tbody></table></div>` : ''}
<h3 id="shared-properties">Shared by every element</h3><div class="table-wrap"><table class="ref"><thead><tr><th scope="col">Property</th><th scope="col">Meaning</th></tr></thead><tbody>
${shared.map(cssRow).join('\n')}
</tbody></table></div></section>
${referenceTable('slots', 'Slots', slots.length ? '' : 'None: the element draws everything from its attributes and shows no child content.', ['Slot', 'Meaning'], slots)}`;
  return page({
    root,
    title: `<${tag}> — octarine`,
    current: 'Elements',
    body,
    scripts: [`lib/${tag}.js`],
    description: decl.summary,
  });
}

// ————————————————————————————————————————— overview

function indexPage(manifest) {
  const root = '';
  const cards = manifestElements(manifest).map((d) => {
    const info = ELEMENTS.find((e) => e.tag === d.tagName) ?? { title: d.tagName, game: null };
    const thumb = THUMBNAILS[d.tagName];
    return `<article class="card">
  <h3><a href="elements/${d.tagName}.html"><code>&lt;${d.tagName}&gt;</code></a> <span class="sub">${esc(info.title)}</span></h3>
  ${thumb ? `<div class="thumb">${markup(d.tagName, Object.entries(thumb), '', { wrap: false })}</div>` : ''}
  <p>${text(d.summary, root)}</p>
  <p class="card-links"><a href="elements/${d.tagName}.html">Examples and reference</a>${info.game ? ` · <a href="rules/en/${info.game}.html">Rules</a>` : ''}</p>
</article>`;
  });
  const rulesRows = GAMES.map(
    (g) => `<tr><th scope="row">${RULES_UI.en.games[g]}</th>${LANGS.map((l) => `<td><a href="rules/${l}/${g}.html" hreflang="${l}" lang="${l}">${RULES_UI[l].games[g]}</a></td>`).join('')}</tr>`,
  );
  const body = `<section class="hero">
<h1>octarine</h1>
<p class="lead">Board-game web components. Drop one element into any page and get a complete game — the board, the rules,
mouse, touch and keyboard play, and a computer opponent that thinks in a Web Worker so the page never freezes.</p>
<pre><code>${esc('<script type="module" src="https://your-host.example/octarine/dist/octarine.js"></script>\n<draughts-board variant="russian" level="4" side="white"></draughts-board>')}</code></pre>
<p><code>dist/</code> is the kit's build (<code>npm run build</code>), on any static host; in an app with a bundler, install the packed
build (<code>npm pack</code>) and <code>import 'octarine/draughts-board';</code>. The package is not on npm yet. Every element
speaks English, Russian, French and Polish (<code>lang</code>), comes in light, dark and wood themes (<code>theme</code>),
can show a read-only diagram (<code>readonly</code>, <code>position</code>, <code>moves</code>), and reports what happens
through events (<code>game-move</code>, <code>game-over</code>, <code>game-error</code>…).</p>
</section>
<section aria-labelledby="elements"><h2 id="elements">The elements</h2>
<div class="cards">
${cards.join('\n')}
</div></section>
<section aria-labelledby="rules"><h2 id="rules">The rules</h2>
<p>The full rules in English, and how to play each game in Russian, French and Polish — the languages of the elements.</p>
<div class="table-wrap"><table class="rules-table"><thead><tr><th scope="col">Game</th>${LANGS.map((l) => `<th scope="col">${LANG_NAMES[l]}</th>`).join('')}</tr></thead><tbody>
${rulesRows.join('\n')}
</tbody></table></div></section>
<section aria-labelledby="more"><h2 id="more">More</h2>
<ul class="more">
<li><a href="api.html"><strong>The headless API</strong></a> — <code>octarine/engines</code>: the rules without a board, in Node or a browser, with snippets you can run here.</li>
<li><a href="blog.html"><strong>The blog page</strong></a> — fifteen boards in a long article: games to play, diagrams and replays, as a blog would use them.</li>
<li><a href="custom-elements.json"><strong>custom-elements.json</strong></a> — the machine-readable manifest the element pages are made from.</li>
</ul></section>`;
  return page({ root, title: 'octarine — board-game web components', current: 'Overview', body, scripts: ['lib/octarine.js'], description: 'Board-game web components with a computer opponent.' });
}

// ————————————————————————————————————————— rules

export function rulesSource(lang, game) {
  return lang === 'en' ? read(`docs/rules/${game}.md`) : readFileSync(join(here, 'rules', lang, `${game}.md`), 'utf8');
}

/** A markdown file's first `# ` heading (its match, or null) and the file without it. */
function takeTitle(markdownSource) {
  const first = markdownSource.match(/^# (.+)$/m);
  return { first, source: first ? markdownSource.replace(first[0], '') : markdownSource };
}

function rulesPage(lang, game) {
  const root = '../../';
  const ui = RULES_UI[lang];
  // The file's first heading is the page's title; the rest shift down a level when the file has more `#` headings.
  const { first, source } = takeTitle(rulesSource(lang, game));
  // "Thud: rules for `<thud-board …>`" → the title "Thud" over the subtitle "rules for `<thud-board …>`".
  const [title, subtitle] = first ? first[1].split(/\s+—\s+|\s*:\s+(?=\S)/).reduce((acc, part, i) => (i === 0 ? [part, ''] : [acc[0], acc[1] ? `${acc[1]}: ${part}` : part]), ['', '']) : [ui.games[game], ''];
  const offset = /^# /m.test(source) ? 1 : 0;
  const contents = [];
  const html = markdown(source, {
    headingOffset: offset,
    onHeading: (level, t, id) => level === 2 && contents.push([id, t]),
    link: (href) => href.replace(/^(?:\.\.\/)*docs\/rules\/(\w+)\.md/, `../${lang}/$1.html`),
  });
  const gameTabs = GAMES.map((g) => `<a href="${g}.html"${g === game ? ' aria-current="page"' : ''}>${ui.games[g]}</a>`).join('');
  const langTabs = LANGS.map((l) => `<a href="../${l}/${game}.html" hreflang="${l}" lang="${l}"${l === lang ? ' aria-current="page"' : ''}>${LANG_NAMES[l]}</a>`).join('');
  const boards = TRY_BOARDS[game];
  const tags = [...new Set(boards.map(([tag]) => tag))];
  const toc = contents.length > 3 ? `<nav class="contents" aria-labelledby="contents-title"><h2 id="contents-title">${ui.contents}</h2><ul>${contents.map(([id, t]) => `<li><a href="#${id}">${inline(t)}</a></li>`).join('')}<li><a href="#try-it">${ui.tryIt}</a></li></ul></nav>` : '';
  const body = `<nav class="tabs" aria-label="${esc(ui.rules)}">${gameTabs}</nav>
<nav class="tabs langs" aria-label="Language">${langTabs}</nav>
<article class="rules">
<h1>${inline(title)}</h1>
${subtitle ? `<p class="subtitle">${inline(subtitle)}</p>` : ''}
<p class="lead">${ui.lead} <a href="#try-it">${ui.tryIt} ↓</a></p>
${toc}
${html}
<section aria-labelledby="try-it" class="try"><h2 id="try-it">${ui.tryIt}</h2>
<p>${ui.tryText}</p>
${boards.map(([tag, attrs]) => `<div class="stage">${markup(tag, attrs, '', { wrap: false })}</div>`).join('\n')}
<p>${tags.map((t) => `<a href="${root}elements/${t}.html"${lang === 'en' ? '' : ' hreflang="en"'}>${ui.reference}: <code>&lt;${t}&gt;</code></a>`).join(' · ')}</p>
</section>
</article>`;
  return page({ root, lang, title: `${ui.rules}: ${ui.games[game]} — octarine`, current: 'Rules', body, scripts: tags.map((t) => `lib/${t}.js`) });
}

// ————————————————————————————————————————— headless API

function apiPage(engines) {
  const root = '';
  const games = engines.gameNames().map((name) => {
    const g = engines.games[name];
    const opts = SETUP_OPTIONS[name] ?? [];
    return `<tr><th scope="row"><code>'${esc(name)}'</code></th><td>${g.variants.map((v) => `<code>${esc(v)}</code>${v === g.defaultVariant && g.variants.length > 1 ? ' (default)' : ''}`).join(', ')}</td><td>${g.sides.map((s) => `<code>${esc(s)}</code>`).join(', ')}</td><td>${
      opts.length ? `<ul class="params">${opts.map(([n, m]) => `<li><code>${esc(n)}</code> — ${text(m, root)}</li>`).join('')}</ul>` : '—'
    }</td></tr>`;
  });
  const session = [
    ['position', 'The current position as text (FEN for draughts, each game’s own notation otherwise).'],
    ['turn', 'The side to move.'],
    ['result', 'How the game ended — <code>{ winner, reason }</code>, <code>winner</code> a side or <code>null</code> for a draw — or <code>null</code> while it goes on.'],
    ['history', 'Canonical moves played up to the current point; <code>fullHistory</code> includes the moves redo would replay.'],
    ['ply', 'Number of moves played up to the current point (<code>length</code>: in the whole line).'],
    ['variant', 'The rules variant in force.'],
    ['legalMoves()', 'Legal moves of the current position in canonical notation (none once the game is over).'],
    ['play(move)', 'Plays a move in any notation the game accepts and returns its canonical text; throws a <code>GameError</code> and changes nothing when the move is illegal or malformed. Playing from an earlier point replaces the rest of the line.'],
    ['undo() / redo()', 'Takes back or replays one move; returns its text, or <code>null</code> when there is none.'],
    ['goTo(ply)', 'Moves to the position after <code>ply</code> moves (0 = the start); the line is kept.'],
    ['reset(options?)', 'Starts again from the set-up position, or from new set-up options.'],
    ['parse(text)', 'Parses a move without playing it (throws on an illegal one).'],
    ['perft(depth)', 'Counts the leaf positions <code>depth</code> moves ahead: the standard check of a move generator.'],
    ['exportGame(tags?)', 'The game record of the whole line (PDN for draughts, a tagged record for the others).'],
    ['importGame(text)', 'Replaces the game with a record; on bad input the session is left as it was and a <code>GameError</code> (<code>bad-record</code>) thrown.'],
    ['end(outcome)', 'Ends the game by a decision outside the rules (agreement, resignation).'],
    ['mainLine()', 'The main line whole — <code>{ moves, comments, variations }</code>, side lines with their own — as <code>playLine(moves, comments, variations)</code> takes it back; with <code>linePath</code> and <code>ply</code>, a saved game loses nothing.'],
  ].map(([name, meaning]) => `<tr><th scope="row"><code>${esc(name)}</code></th><td>${meaning}</td></tr>`);

  const snippets = SNIPPETS.map(
    (s) => `<section class="snippet" aria-labelledby="snippet-${s.id}">
<h3 id="snippet-${s.id}">${esc(s.title)}</h3>
<p>${linkRules(s.text, root)}</p>
<pre class="code"><code contenteditable="plaintext-only" spellcheck="false" aria-label="Code of “${esc(s.title)}” (editable)">${esc(s.code)}</code></pre>
<div class="run-bar"><button type="button" data-run>Run</button><span class="run-note">against <code>lib/engines.js</code></span></div>
<pre class="output" aria-live="polite" aria-label="Output"></pre>
</section>`,
  );
  const body = `<h1>The headless API: <code>octarine/engines</code></h1>
<p class="lead">The rules without a board — for a build script that checks a puzzle, a server that validates moves,
or a bot. The same code runs in Node and in browsers, with no DOM and no worker.</p>
<pre><code>${esc(`// in an app that installed the packed kit (npm pack; not on npm yet):\nimport { createGame } from 'octarine/engines';\n\n// or, in a page, from the built library (dist/ on any static host):\nimport { createGame } from 'https://your-host.example/octarine/dist/engines.js';`)}</code></pre>
<nav class="toc" aria-label="On this page"><a href="#reference">Reference</a><a href="#games">Games and options</a><a href="#errors">Errors</a><a href="#snippets">Runnable snippets</a></nav>
<section aria-labelledby="reference"><h2 id="reference">Reference</h2>
<div class="table-wrap"><table class="ref"><thead><tr><th scope="col">Export</th><th scope="col">Meaning</th></tr></thead><tbody>
<tr><th scope="row"><code>createGame(name, options?)</code></th><td>Starts a game by registry name and returns a <code>GameSession</code>. <code>options</code>: <code>variant</code>, <code>position</code> (in the game’s notation), the game’s own set-up options (below), or <code>record</code> — a whole game record to import.</td></tr>
<tr><th scope="row"><code>gameNames()</code></th><td>The names <code>createGame</code> accepts: ${engines.gameNames().map((n) => `<code>${esc(n)}</code>`).join(', ')}.</td></tr>
<tr><th scope="row"><code>games</code></th><td>The registry: each game’s rules object (<code>variants</code>, <code>sides</code>, <code>moves(state)</code>, <code>play(state, move)</code>…), for those who want the pure functions.</td></tr>
<tr><th scope="row"><code>GameSession</code></th><td>A game in progress: a line of moves with a cursor (members below).</td></tr>
<tr><th scope="row"><code>GameError</code>, <code>isGameError(e)</code></th><td>The error every refusal throws: a <code>code</code> for programs and one plain sentence in <code>message</code>.</td></tr>
<tr><th scope="row"><code>genericPerft(game, state, depth)</code></th><td>Perft over any game’s pure functions.</td></tr>
<tr><th scope="row"><code>dailySeed(date?)</code>, <code>dailyIndex(count, date?)</code></th><td>The day’s seed of <code>seed="daily"</code>, the same for everyone during one UTC day; and which of <code>count</code> items is the day’s (what <code>&lt;puzzle-of-the-day&gt;</code> shows): the next one each day, round the list.</td></tr>
</tbody></table></div>
<h3 id="session">GameSession</h3>
<div class="table-wrap"><table class="ref"><thead><tr><th scope="col">Member</th><th scope="col">Meaning</th></tr></thead><tbody>
${session.join('\n')}
</tbody></table></div></section>
<section aria-labelledby="games"><h2 id="games">Games and options</h2>
<div class="table-wrap"><table class="ref games"><thead><tr><th scope="col">Name</th><th scope="col">Variants</th><th scope="col">Sides</th><th scope="col">Set-up options</th></tr></thead><tbody>
${games.join('\n')}
</tbody></table></div></section>
<section aria-labelledby="errors"><h2 id="errors">Errors</h2>
<p>Every refusal is a <code>GameError</code> whose <code>code</code> is one of:
<code>unknown-game</code>, <code>unknown-variant</code>, <code>bad-position</code>, <code>bad-move</code>, <code>illegal-move</code>,
<code>bad-record</code>, <code>bad-option</code>, <code>bad-level</code>, <code>game-over</code>, <code>nothing-to-undo</code>,
<code>nothing-to-redo</code>, <code>ai-failed</code>, <code>not-ready</code>. The elements report the same codes in their <code>game-error</code> event.</p></section>
<section aria-labelledby="snippets"><h2 id="snippets">Runnable snippets</h2>
<p>Press <strong>Run</strong> to run a snippet in this page against the built library; edit the code and run it again.
The same snippets run in Node in the kit’s tests (<code>tests/node/docs.test.mjs</code>).</p>
<p><button type="button" data-run-all>Run all</button></p>
${snippets.join('\n')}
</section>`;
  return page({ root, title: 'The headless API — octarine', current: 'Headless API', body, scripts: ['assets/api.js'] });
}

// ————————————————————————————————————————— computer strength

/** docs/strength.md: the level ladders with their intervals, and how to measure the kit against other programs. */
function strengthPage() {
  const { first, source } = takeTitle(read('docs/strength.md'));
  const body = `<article class="rules">
<h1>${inline(first ? first[1] : 'Computer strength')}</h1>
${markdown(source)}
</article>`;
  return page({ root: '', title: 'Computer strength — octarine', current: 'Computer strength', body, description: 'How each level of the computer opponent scores against the level below, in every game.' });
}

// ————————————————————————————————————————— blog

/** demo/blog.html with its `<!--#include -->` sections, loading the built library instead of the dev server's kit.ts. */
function blogPage() {
  let html = read('demo/blog.html').replace(/<!--#include ([\w./-]+) -->/g, (_, file) => read(join('demo', file)));
  const swaps = [
    [/<script type="module" src="\.\/kit\.ts"><\/script>/, '<script type="module" src="./lib/octarine.js"></script>'],
    [/<link rel="stylesheet" href="\.\/demo\.css" \/>/, '<link rel="stylesheet" href="./assets/demo.css" />\n    <link rel="stylesheet" href="./assets/site.css" />'],
    [/<header class="site">[\s\S]*?<\/header>/, header('', 'Blog page')],
  ];
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(html)) throw new Error(`demo/blog.html changed: ${pattern} no longer matches; update scripts/docs/site.mjs.`);
    html = html.replace(pattern, replacement);
  }
  return html.replace('</body>', `${footer('', JSON.parse(read('package.json')).version)}\n  </body>`);
}

// ————————————————————————————————————————— the site

/** Every page and asset of the site (path → text), lib/ excepted. `engines` is the built octarine/engines module. */
export function renderSite({ engines }) {
  const manifest = JSON.parse(read('custom-elements.json'));
  const files = new Map();
  files.set('index.html', indexPage(manifest));
  for (const decl of manifestElements(manifest)) files.set(`elements/${decl.tagName}.html`, elementPage(decl, manifest));
  for (const lang of LANGS) for (const game of GAMES) files.set(`rules/${lang}/${game}.html`, rulesPage(lang, game));
  files.set('api.html', apiPage(engines));
  files.set('strength.html', strengthPage());
  files.set('blog.html', blogPage());
  files.set('custom-elements.json', read('custom-elements.json'));
  files.set('assets/site.css', readFileSync(join(here, 'site.css'), 'utf8'));
  files.set('assets/api.js', readFileSync(join(here, 'api.js'), 'utf8'));
  files.set('assets/runner.js', readFileSync(join(here, 'runner.js'), 'utf8'));
  files.set('assets/demo.css', read('demo/demo.css'));
  return files;
}
