/**
 * Issue 17's proof, element by element: every two-player board gives a writer the same tools — an
 * annotated replay with a side line and a slotted note, marks by the author and by the reader, the
 * computer's hint as an arrow, a puzzle from the demo's verified set, an image, a shared link and a
 * cheap diagram. The feature tests (tests/ui/*) go deep on one board; this file runs the same recipe
 * on each of the four.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/kamisado-board/index.js';
import '../../src/elements/spock-board/index.js';
import '../../src/elements/thud-board/index.js';
import { PUZZLES } from '../../demo/puzzles.js';
import { createGame } from '../../src/engines/index.js';
import { kamisado } from '../../src/games/kamisado/index.js';
import { spock } from '../../src/games/spock/index.js';
import type { GameElement } from '../../src/ui/game-element.js';
import { PUZZLE_TUNING } from '../../src/ui/puzzle.js';
import { flushShares } from '../../src/ui/share.js';
import { isWinningMove } from '../games/kamisado/win-in-3.js';
import { forcesWinIn2, winsAtOnce } from '../games/spock/win-in-2.js';
import { ScriptedAi } from './fixtures/scripted-ai.js';

type Board = GameElement<unknown, unknown, string>;
type Tag = 'draughts-board' | 'thud-board' | 'kamisado-board' | 'spock-board';
type GameName = 'draughts' | 'thud' | 'kamisado' | 'spock';

/** A puzzle's first moves: one that does not solve it, one that does (by the engine's own count where the puzzle has a goal). */
interface PuzzleTries {
  readonly wrong: string;
  readonly right: string;
}

const GAMES: readonly { tag: Tag; game: GameName; tries: (attrs: Readonly<Record<string, string>>) => PuzzleTries }[] = [
  { tag: 'draughts-board', game: 'draughts', tries: () => ({ wrong: 'e5-f6', right: 'e5-d6' }) },
  { tag: 'thud-board', game: 'thud', tries: () => ({ wrong: 'T k10-k9xj9,l9', right: 'T f5-f3xe2,f2,g2' }) },
  {
    tag: 'kamisado-board',
    game: 'kamisado',
    tries: (a) => {
      const s = kamisado.setup({ variant: a.variant, position: a.position });
      const moves = kamisado.moves(s);
      const name = (m: (typeof moves)[number]): string => kamisado.formatMove(s, m);
      return { wrong: name(moves.find((m) => !isWinningMove(s, m, Number(a.depth)))!), right: name(moves.find((m) => isWinningMove(s, m, Number(a.depth)))!) };
    },
  },
  {
    tag: 'spock-board',
    game: 'spock',
    tries: (a) => {
      const s = spock.setup({ position: a.position });
      const moves = spock.moves(s);
      const name = (m: (typeof moves)[number]): string => spock.formatMove(s, m);
      return { wrong: name(moves.find((m) => !forcesWinIn2(s, m))!), right: name(moves.find((m) => forcesWinIn2(s, m))!) };
    },
  },
];

/** Three plies of a game from its start, and another second ply for a side line, as the engine writes them. */
function threePlies(game: GameName): { main: string[]; side: string } {
  const g = createGame(game);
  const main = [g.play(g.legalMoves()[0])];
  const replies = g.legalMoves();
  main.push(g.play(replies[0]), g.play(g.legalMoves()[0]));
  return { main, side: replies[replies.length - 1] };
}

/** The two squares of a game's first legal move ("32-28", "f15-g14"). */
function firstMoveSquares(game: GameName): [string, string] {
  const [from, to] = createGame(game).legalMoves()[0].split('-');
  return [from, to];
}

const cells = (el: Board): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
function square(el: Board, name: string): HTMLElement {
  const found = cells(el).find((c) => (c.getAttribute('aria-label') ?? '').split(',')[0] === name);
  if (!found) throw new Error(`no square ${name}`);
  return found;
}
const cellOf = (el: Board, name: string): number => Number(square(el, name).dataset.cell);
/** The marks as drawn: `kind from[-to] colour`, in cells. */
const drawnMarks = (el: Board): string[] =>
  [...el.shadowRoot!.querySelectorAll<SVGElement>('svg.marks [data-from]')].map((s) => {
    const color = [...s.classList].find((c) => c.startsWith('c-'))!.slice(2);
    return `${s.classList[0].replace('mark-', '')} ${s.dataset.from}${s.dataset.to ? `-${s.dataset.to}` : ''} ${color}`;
  });
const comment = (el: Board): string => {
  const part = el.shadowRoot!.querySelector<HTMLElement>('[part=comment]')!;
  return part.hidden ? '' : part.textContent!.trim();
};
const announced = (el: Board): string => el.shadowRoot!.querySelector('.sr-only[role=status]')!.textContent!.trim();
const sideMoves = (el: Board): HTMLButtonElement[] => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.moves > li.side-line button.move')];
const puzzlePhase = (el: Board): string | undefined => el.shadowRoot!.querySelector<HTMLElement>('[part=puzzle]')?.dataset.phase;
const puzzleNote = (el: Board): string => el.shadowRoot!.querySelector('[part=puzzle] .puzzle-note')?.textContent?.trim() ?? '';

async function make(tag: Tag, attrs: Record<string, string>, inner = ''): Promise<Board> {
  const markup = `<${tag} animation="0" ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join(' ')}>${inner}</${tag}>`;
  const el = await fixture<Board>(markup);
  await el.updateComplete;
  return el;
}

async function rightDrag(el: Board, from: string, to: string): Promise<void> {
  const centre = (name: string): [number, number] => {
    const r = square(el, name).getBoundingClientRect();
    return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
  };
  await sendMouse({ type: 'move', position: centre(from) });
  await sendMouse({ type: 'down', button: 'right' });
  await sendMouse({ type: 'move', position: centre(to) });
  await sendMouse({ type: 'up', button: 'right' });
  await el.updateComplete;
}

/** The demo's puzzle for `tag`: the one with a defence to answer where there are several. */
const puzzleFor = (tag: Tag): Readonly<Record<string, string>> => PUZZLES.find((p) => p.tag === tag)!.attrs;

describe("writers' tools on every two-player element (issue 17)", function () {
  this.timeout(30_000);
  let showStep: number;
  before(() => {
    showStep = PUZZLE_TUNING.showStepMs;
    (PUZZLE_TUNING as { showStepMs: number }).showStepMs = 20;
  });
  after(async () => {
    (PUZZLE_TUNING as { showStepMs: number }).showStepMs = showStep;
    flushShares();
    history.replaceState(history.state, '', location.pathname + location.search);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  for (const { tag, game, tries } of GAMES) {
    describe(`<${tag}>`, () => {
      it('replays moves with comments, a side line and a slotted note; stepping shows and announces each', async () => {
        const { main, side } = threePlies(game);
        const el = await make(tag, { side: 'both', moves: `${main[0]} {the first move} ${main[1]} (${side} {the other way}) ${main[2]}` }, '<p slot="ply-2">A <a href="#more">slotted</a> note.</p>');
        expect(el.history).to.deep.equal(main);
        el.goTo(1);
        await el.updateComplete;
        expect(comment(el)).to.equal('the first move');
        expect(announced(el)).to.contain('the first move');
        el.goTo(2);
        await el.updateComplete;
        const note = el.querySelector('p[slot="ply-2"]')!;
        expect(note.assignedSlot, 'the slotted note shows at its ply').to.not.equal(null);
        // Into the side line, and the record written keeps it.
        expect(sideMoves(el).map((b) => b.textContent!.trim().replace(/^\d+…\s*/, ''))).to.deep.equal([side]);
        sideMoves(el)[0].click();
        await el.updateComplete;
        expect(el.history).to.deep.equal([main[0], side]);
        expect(comment(el)).to.equal('the other way');
        expect(el.exportGame()).to.contain('{the first move}').and.contain('{the other way}');
        await expect(el).to.be.accessible();
      });

      it("draws the author's marks, the reader's right-drag arrow (gone after the next move) and the computer's hint", async () => {
        const [from, to] = firstMoveSquares(game);
        const ai = new ScriptedAi([createGame(game).legalMoves()[0]], true);
        const el = await make(tag, { side: 'both', marks: `circle:${from}:blue` });
        el.aiClient = ai;
        expect(drawnMarks(el)).to.deep.equal([`circle ${cellOf(el, from)} blue`]);
        await rightDrag(el, from, to);
        expect(drawnMarks(el)).to.deep.equal([`circle ${cellOf(el, from)} blue`, `arrow ${cellOf(el, from)}-${cellOf(el, to)} green`]);
        expect(el.history, 'drawing plays nothing').to.deep.equal([]);
        const move = await el.hint();
        await el.updateComplete;
        expect(move).to.equal(createGame(game).legalMoves()[0]);
        expect(drawnMarks(el)).to.include(`arrow ${cellOf(el, from)}-${cellOf(el, to)} hint`);
        await expect(el).to.be.accessible();
        el.play(move!);
        await el.updateComplete;
        expect(drawnMarks(el), "the author's marks stay").to.deep.equal([`circle ${cellOf(el, from)} blue`]);
      });

      it('plays the demo puzzle: a wrong try is answered and taken back, right moves are answered by the defence, game-solved ends it', async () => {
        const attrs = puzzleFor(tag);
        const { wrong, right } = tries(attrs);
        const el = await make(tag, { ...attrs });
        const reader = el.turn;
        expect(puzzlePhase(el)).to.equal('solving');
        el.play(wrong);
        await waitUntil(() => puzzlePhase(el) === 'wrong', `${wrong} is judged wrong`, { timeout: 30_000 });
        expect(puzzleNote(el)).to.match(/^Not this one/);
        await waitUntil(() => el.history.length === 0, 'the wrong try is taken back', { timeout: 5000 });
        const solved = new Promise<CustomEvent>((resolve) => el.addEventListener('game-solved', (e) => resolve(e as CustomEvent), { once: true }));
        let move: string | null = right;
        for (let mine = 1; move; mine++) {
          await waitUntil(() => el.legalMoves().includes(move!), `${move} can be played`, { timeout: 5000 });
          const before = el.history.length;
          el.play(move);
          await el.updateComplete;
          // The defence answers (at once by its line, or by the engine in the worker), unless the puzzle is
          // solved or the defence had to pass (a blocked Kamisado tower): then the reader moves again.
          await waitUntil(() => puzzlePhase(el) === 'solved' || (puzzlePhase(el) === 'solving' && el.turn === reader && el.history.length > before), 'the defence answered', {
            timeout: 30_000,
          });
          if (puzzlePhase(el) === 'solved') break;
          expect([puzzlePhase(el), puzzleNote(el)], `after ${el.history.join(' ')}`).to.deep.equal(['solving', 'Right!']);
          move = nextRightMove(el, game, attrs, mine);
        }
        const { detail } = await solved;
        expect(detail.moves[0]).to.equal(right);
        await el.updateComplete;
        expect([puzzlePhase(el), puzzleNote(el)]).to.deep.equal(['solved', 'Solved!']);
        await expect(el).to.be.accessible();
      });

      it('exports the position as a standalone SVG with its marks, and as a PNG', async () => {
        const [from, to] = firstMoveSquares(game);
        const el = await make(tag, { side: 'both', moves: createGame(game).legalMoves()[0], marks: `arrow:${from}-${to}` });
        const text = await el.exportImage();
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        expect(doc.querySelector('parsererror')).to.equal(null);
        expect(doc.documentElement.localName).to.equal('svg');
        expect(doc.querySelectorAll('.marks polygon'), 'the arrow').to.have.length(1);
        expect(doc.querySelectorAll('.last-move-marks rect').length, 'the last move').to.be.at.least(2);
        const png = await el.exportImage({ type: 'png', size: 200 });
        expect(png.type).to.equal('image/png');
        const bitmap = await createImageBitmap(png);
        expect(Math.max(bitmap.width, bitmap.height)).to.equal(200);
      });

      it('shares the game in the address: a new element with the same id restores it', async () => {
        const id = `shared-${game}`;
        const first = await make(tag, { id, share: '', side: 'both' });
        const g = createGame(game);
        const moves = [g.play(g.legalMoves()[0]), g.play(g.legalMoves()[0])];
        for (const m of moves) first.play(m);
        expect((first as Board & { shareLink(): string }).shareLink()).to.match(new RegExp(`[#&]${id}=`));
        flushShares();
        first.remove();
        const again = await make(tag, { id, share: '', side: 'both' });
        expect(again.history).to.deep.equal(moves);
      });

      it('as a diagram (readonly, controls="none") starts no worker and loads no toolbar, and draws its marks', async () => {
        const RealWorker = window.Worker;
        let workers = 0;
        window.Worker = class extends RealWorker {
          constructor(...args: ConstructorParameters<typeof Worker>) {
            super(...args);
            workers++;
          }
        };
        try {
          const [from, to] = firstMoveSquares(game);
          const el = await make(tag, { readonly: '', controls: 'none', marks: `arrow:${from}-${to}:red` });
          await waitUntil(() => drawnMarks(el).length === 1, 'the marks layer is drawn', { timeout: 5000 });
          expect(drawnMarks(el)).to.deep.equal([`arrow ${cellOf(el, from)}-${cellOf(el, to)} red`]);
          expect(el.shadowRoot!.querySelector('[part~=toolbar]') === null, 'no game controls').to.equal(true);
          expect(workers).to.equal(0);
          await expect(el).to.be.accessible();
        } finally {
          window.Worker = RealWorker;
        }
      });
    });
  }
});

/**
 * The reader's next right move in a puzzle under way, after `mine` right moves: the next move of a
 * solution line the game so far follows, or a move that keeps the engine's forced win within the
 * moves left (Kamisado's exact solver; Spock's win in 2, whose second move wins at once).
 */
function nextRightMove(el: Board, game: GameName, attrs: Readonly<Record<string, string>>, mine: number): string {
  if (attrs.solution) {
    const line = attrs.solution
      .split('|')
      .map((l) => l.trim().split(/\s+/))
      .find((l) => el.history.every((m, i) => l[i] === m));
    if (!line) throw new Error(`no solution line follows ${el.history.join(' ')}`);
    return line[el.history.length];
  }
  const left = Number(attrs.depth) - mine;
  if (game === 'kamisado') {
    const s = kamisado.setup({ variant: attrs.variant, position: el.position });
    return kamisado.formatMove(s, kamisado.moves(s).find((m) => isWinningMove(s, m, left))!);
  }
  const s = spock.setup({ position: el.position });
  return spock.formatMove(s, spock.moves(s).find((m) => (left === 1 ? winsAtOnce(s, m) : forcesWinIn2(s, m)))!);
}
