// "Look at what you built": serves the demo, screenshots every page, and plays a whole game through
// the UI in headless Chromium as a person would — clicking squares (never calling play()) against
// the computer. Usage: node scripts/demo-tour.mjs [outdir]   (default: screenshots/)
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const outDir = process.argv[2] || 'screenshots';
mkdirSync(outDir, { recursive: true });
const server = await createServer({ logLevel: 'error', server: { port: 0 } });
await server.listen();
const base = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
const problems = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('favicon') && problems.push(`console: ${m.text()}`));

  for (const name of ['index', 'blog']) {
    await page.goto(`${base}${name}.html`);
    await page.waitForTimeout(2000);
    // Boards off screen skip painting (content-visibility: auto); a full-page picture wants them all drawn.
    await page.addStyleTag({ content: 'draughts-board, thud-board, kamisado-board, spock-board, robots-hall, formula-road { content-visibility: visible !important; }' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
    console.log(`screenshot ${outDir}/${name}.png`);
  }

  // A whole game on the gallery board: the person plays White by clicking, the computer Black at level 1.
  await page.goto(`${base}index.html`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
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
    const squares = move.split(/[-x:]/);
    const targets = squares.length === 2 ? squares : squares;
    for (const sq of targets) {
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
    if (plies === 10) await page.screenshot({ path: `${outDir}/game-move-10.png` });
  }
  const end = await board.evaluate((el) => ({ result: el.result, history: el.history, pdn: el.exportGame() }));
  await page.screenshot({ path: `${outDir}/game-end.png` });
  console.log(`game over after ${end.history.length} plies: ${JSON.stringify(end.result)}`);
  console.log(end.pdn);
} finally {
  await browser.close();
  await server.close();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
