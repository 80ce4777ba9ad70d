// The lessons (demo/tutorials/<game>.html) and the blog's puzzle of the day without a browser: each puzzle board on them carries exactly the
// attributes of a verified puzzle of demo/puzzles.ts, and each verified puzzle of its game is there; every
// lesson is an input of vite.demo.config.ts, in the tour, in the layout check and linked from the site header (demo/partials/site-header.html).
// (Whether the moves are legal is checked in a browser: scripts/demo-tour.mjs fails on a game-error there.)
// Usage: node scripts/check-tutorials.mjs
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transformWithOxc } from 'vite';

const here = resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(resolve(here, file), 'utf8');
const LESSONS = { draughts: 'draughts-board', thud: 'thud-board', kamisado: 'kamisado-board', spock: 'spock-board' };
const PUZZLE_ATTRS = ['solution', 'goal'];

const { code } = await transformWithOxc(read('demo/puzzles.ts'), 'puzzles.ts');
const { PUZZLES } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
const problems = [];

/** The opening tags of `tag` in an HTML text, with their attributes (whitespace in values folded, as a reader sees them). */
function boards(html, tag) {
  const found = [];
  for (const [, attrs] of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))) {
    const map = {};
    for (const [, name, value] of attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) map[name] = (value ?? '').replace(/\s+/g, ' ').trim();
    found.push(map);
  }
  return found;
}

for (const [game, tag] of Object.entries(LESSONS)) {
  const html = read(`demo/tutorials/${game}.html`);
  const puzzles = boards(html, tag).filter((b) => PUZZLE_ATTRS.some((a) => a in b));
  const verified = PUZZLES.filter((p) => p.tag === tag);
  for (const board of puzzles) {
    const match = verified.find((p) => Object.entries(p.attrs).every(([k, v]) => board[k] === v.replace(/\s+/g, ' ').trim()));
    if (!match) problems.push(`${game}: a puzzle board not in demo/puzzles.ts: ${JSON.stringify(board)}`);
  }
  if (puzzles.length !== verified.length) problems.push(`${game}: ${puzzles.length} puzzle boards, demo/puzzles.ts has ${verified.length}`);
  if (!/<a [^>]*slot="ply-\d+"|slot="ply-\d+"[^]*?<a href=/.test(html)) problems.push(`${game}: no slotted ply comment with a link`);
  if (!boards(html, tag).some((b) => 'readonly' in b && b.marks)) problems.push(`${game}: no readonly diagram with marks`);
  for (const [file, needle] of [
    ['vite.demo.config.ts', "'draughts', 'thud', 'kamisado', 'spock'"],
    ['scripts/demo-tour.mjs', "'draughts', 'thud', 'kamisado', 'spock'"],
    ['scripts/check-layout.mjs', "'draughts', 'thud', 'kamisado', 'spock'"],
    ['demo/partials/site-header.html', `{root}tutorials/${game}.html`],
  ]) {
    if (!read(file).includes(needle)) problems.push(`${file} does not list the ${game} lesson`);
  }
}

// The blog's puzzle of the day: every verified puzzle, and nothing else, inside its <puzzle-of-the-day>.
const daily = /<puzzle-of-the-day\b[^>]*>([^]*?)<\/puzzle-of-the-day>/.exec(read('demo/blog.html'))?.[1];
if (!daily) problems.push('demo/blog.html has no <puzzle-of-the-day>');
else {
  const inside = [...new Set(PUZZLES.map((p) => p.tag))].flatMap((tag) => boards(daily, tag).map((b) => ({ tag, b })));
  for (const { tag, b } of inside) {
    if (!PUZZLES.some((p) => p.tag === tag && Object.entries(p.attrs).every(([k, v]) => b[k] === v.replace(/\s+/g, ' ').trim())))
      problems.push(`blog: a puzzle of the day not in demo/puzzles.ts: <${tag}> ${JSON.stringify(b)}`);
  }
  if (inside.length !== PUZZLES.length) problems.push(`blog: ${inside.length} puzzles of the day, demo/puzzles.ts has ${PUZZLES.length}`);
}

if (problems.length) {
  console.error(problems.map((p) => `✖ ${p}`).join('\n'));
  process.exit(1);
}
console.log(`✓ ${Object.keys(LESSONS).length} lessons and the blog's puzzle of the day: their puzzles are demo/puzzles.ts's, and every lesson is built, toured and checked`);
