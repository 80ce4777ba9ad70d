// "Look at what you built": serves the demo and, in headless Chromium,
//  - screenshots the gallery and the blog page whole (desktop 1280×900; the gallery on a phone too), and each
//    game's tutorial page whole on a desktop and a phone (tutorial-<game>-<size>.png);
//  - shows every game of the gallery on a desktop (1280×900) and a phone (390×844, touch): the first view
//    a visitor gets (gallery-<tag>-<size>.png), and the element at the end of a game, reached through its
//    public API — a short finished line set by attributes and play() (over-<tag>-<size>.png);
//  - plays a whole draughts game through the UI as a person would — clicking squares (never calling
//    play()) against the computer.
// Usage: node scripts/demo-tour.mjs [outdir]   (default: screenshots/, which git ignores)
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const outDir = process.argv[2] || 'screenshots';
mkdirSync(outDir, { recursive: true });
// No file watching: an edit under src/ meanwhile must not reload a page mid-tour.
const server = await createServer({ logLevel: 'error', server: { port: 0, hmr: false, watch: null } });
await server.listen();
const base = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
const problems = [];
const files = [];
const TAGS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board', 'robots-hall', 'formula-road'];
const SHOW_ALL = `${TAGS.join(', ')} { content-visibility: visible !important; }`;
const TUTORIALS = ['draughts', 'thud', 'kamisado', 'spock'];
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/** A Robots hall (rules/arsac.md §A7) with the exit at (0,5), the player beside it at (1,5), one robot far off. */
function robotsBesideExit() {
  const W = 18;
  const chars = Array.from({ length: 11 * W }, () => '.');
  chars[5 * W] = '+';
  chars[5 * W + 1] = 'X';
  chars[17] = 'R';
  const rows = Array.from({ length: 11 }, (_, y) => chars.slice(y * W, y * W + W).join(''));
  return `${rows.join('/')} 12 0 0 20 12345`;
}

/** Per game: attributes that set up a position one move from the end (or a replay that ends), and that move. */
const ENDINGS = {
  'draughts-board': { attrs: { variant: 'russian', side: 'both', position: 'W:Wc3:Bd4' }, play: 'c3:e5' },
  'thud-board': { attrs: { variant: 'classic', side: 'both', position: '5/7/9/11/13/15/15/4T2X7/15/15/3d9/2d8/1d7/7/5 d 0 0' }, play: 'e5xe8' },
  'kamisado-board': { attrs: { variant: 'single', side: 'both', position: 'ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2' }, play: 'c1-c8' },
  'spock-board': { attrs: { side: 'both', position: '2k2/5/1p3/5/2K2 b 0 0', moves: 'c1~b3 c5~b3 c1~b3' } },
  'robots-hall': { attrs: { side: 'player', position: robotsBesideExit() }, play: 'W' },
  'formula-road': { attrs: { seed: '1', side: 'player', moves: '. .' }, play: 'R' },
};

async function shot(page, name, options = {}) {
  const path = `${outDir}/${name}.png`;
  await page.screenshot({ path, ...options });
  files.push(path);
}

try {
  // Every element says when its first game is drawn, and a refused move or option (game-error) is kept.
  const watchReady = (context) =>
    context.addInitScript(() => {
      document.addEventListener('game-ready', (e) => (e.composedPath()[0].tourReady = true));
      document.addEventListener('game-error', (e) => (window.tourErrors ??= []).push(`${e.composedPath()[0].localName}: ${e.detail.message}`));
    });
  const ready = (page, selector, timeout = 20_000) =>
    page.waitForFunction(
      (s) => {
        const els = [...document.querySelectorAll(s)];
        return els.length > 0 && els.every((el) => el.tourReady);
      },
      selector,
      { timeout },
    );

  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size.viewport, isMobile: !!size.isMobile, hasTouch: !!size.hasTouch });
    await watchReady(context);
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`page error (${size.name}): ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('favicon') && problems.push(`console (${size.name}): ${m.text()}`));

    // Whole pages; boards off screen skip painting (content-visibility: auto), so a full-page picture forces them drawn.
    for (const name of size.name === 'desktop' ? ['index', 'blog'] : ['index']) {
      await page.goto(`${base}${name}.html`);
      await page.addStyleTag({ content: SHOW_ALL });
      await ready(page, TAGS.join(', '), 40_000);
      await page.waitForTimeout(300);
      await shot(page, `${name}-${size.name}`, { fullPage: true });
    }
    // The tutorials: a diagram with marks, an annotated replay (opened on its first position), puzzles.
    for (const game of TUTORIALS) {
      await page.goto(`${base}tutorials/${game}.html`);
      await page.addStyleTag({ content: SHOW_ALL });
      await ready(page, TAGS.join(', '), 40_000);
      await page.waitForTimeout(300);
      await shot(page, `tutorial-${game}-${size.name}`, { fullPage: true });
      // A lesson's moves, marks and puzzles are all accepted: no error banner on any of its boards.
      for (const e of await page.evaluate(() => window.tourErrors ?? [])) problems.push(`tutorials/${game}.html (${size.name}): ${e}`);
    }

    // Each game of the gallery: the first view, then the end of a game.
    await page.goto(`${base}index.html`);
    await ready(page, '#stage > *');
    const games = await page.$eval('#controls select', (s) => [...s.options].map((o) => o.value));
    for (const tag of games) {
      await page.selectOption('#controls select >> nth=0', tag);
      await ready(page, `#stage > ${tag}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await shot(page, `gallery-${tag}-${size.name}`);

      const ending = ENDINGS[tag];
      const over = await page.evaluate(async ({ attrs, play }) => {
        const el = document.querySelector('#stage > *');
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        await el.updateComplete;
        try {
          if (play) el.play(play);
        } catch (e) {
          console.error(`${el.localName}: ${play} refused (${e.message}); playing on with the first legal moves`);
        }
        // Whatever the line left undone, the first legal move until the end (a safety net, never needed so far).
        for (let i = 0; i < 400 && !el.result; i++) el.play(el.legalMoves()[0]);
        await el.updateComplete;
        return el.result;
      }, ending);
      if (!over) problems.push(`${tag} (${size.name}): the game did not end`);
      await page.waitForFunction(() => !document.querySelector('#stage > *')?.thinking, null, { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(800);
      const path = `${outDir}/over-${tag}-${size.name}.png`;
      await page.locator('#stage > *').screenshot({ path });
      files.push(path);
      console.log(`${tag} (${size.name}) game over: ${JSON.stringify(over)}`);
    }
    await context.close();
  }

  // A whole game on the gallery board: the person plays White by clicking, the computer Black at level 1.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${base}index.html`);
  await page.waitForTimeout(1000);
  const board = page.locator('draughts-board');
  await board.evaluate((el) => {
    el.setAttribute('variant', 'russian');
    el.setAttribute('level', '1');
    el.setAttribute('side', 'white');
    el.removeAttribute('persist');
    el.reset();
  });
  // The gallery's form follows the element's attributes, whoever changed them.
  const form = await page.evaluate(() => ['variant', 'level'].map((n) => document.querySelector(`#controls [name="${n}"]`).value));
  if (form.join() !== 'russian,1') problems.push(`gallery form shows ${form.join()} after the element became russian, 1`);
  let plies = 0;
  for (let turn = 0; turn < 200; turn++) {
    const state = await board.evaluate((el) => ({ result: el.result, turn: el.turn, moves: el.legalMoves(), thinking: el.thinking }));
    if (state.result) break;
    if (state.turn !== 'white' || state.thinking) {
      await page.waitForTimeout(100);
      continue;
    }
    // Prefer captures and advancing moves, like a beginner would; otherwise the first listed move.
    const move = state.moves.find((m) => m.includes(':') || m.includes('x')) ?? state.moves[turn % state.moves.length];
    for (const sq of move.split(/[-x:]/)) {
      await board.locator(`[role="gridcell"][aria-label^="${sq},"]`).click();
    }
    plies++;
    await page.waitForFunction(
      (m) => {
        const el = document.querySelector('draughts-board');
        return el.history.includes(m) || el.result;
      },
      move,
      { timeout: 10_000 },
    );
    if (plies === 10) await shot(page, 'game-move-10');
  }
  const end = await board.evaluate((el) => ({ result: el.result, history: el.history, pdn: el.exportGame() }));
  await shot(page, 'game-end');
  console.log(`draughts game played by clicks: over after ${end.history.length} plies: ${JSON.stringify(end.result)}`);
  console.log(end.pdn);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
console.log(`\n${files.length} screenshots:\n${files.map((f) => `  ${f}`).join('\n')}`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
