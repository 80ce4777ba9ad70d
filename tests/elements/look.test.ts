// Every element's look: the dark theme reaches its board, the last move is ringed on every board
// (Kamisado's coloured squares included), pieces are drawn with classes only and Thud's fill their
// squares, Kamisado's square letters need no image, and an error is the one shared banner.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/index.js';
import { expectWarned, reported } from '../ui/fixtures/report.js';

type Board = HTMLElement & { updateComplete: Promise<unknown>; legalMoves(): string[]; play(m: string): unknown };

const BOARDS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board'];
const ALL = [...BOARDS, 'robots-hall', 'formula-road'];

async function make(tag: string, attrs = ''): Promise<Board> {
  const two = BOARDS.includes(tag) ? 'side="both"' : '';
  const el = await fixture<Board>(`<${tag} ${two} animation="0" ${attrs}></${tag}>`);
  await waitUntil(() => el.shadowRoot!.querySelector('.status'), 'the status line is drawn');
  return el;
}
async function twoMoves(el: Board): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const moves = el.legalMoves();
    el.play(moves[Math.floor(moves.length / 2)]);
    await el.updateComplete;
  }
}
const css = (el: HTMLElement): string =>
  el.shadowRoot!.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');

describe('every element looks after its themes and marks', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  for (const tag of BOARDS) {
    it(`<${tag}>: the dark theme recolours the board`, async () => {
      await emulateMedia({ colorScheme: 'light' });
      const el = await make(tag);
      // Kamisado's squares are its eight colours in every theme: its frame and towers change.
      const probe = tag === 'kamisado-board' ? '.frame' : '.square.playable';
      const target = el.shadowRoot!.querySelector(probe)!;
      const light = getComputedStyle(target).backgroundColor;
      await emulateMedia({ colorScheme: 'dark' });
      expect(getComputedStyle(target).backgroundColor).to.not.equal(light);
      el.setAttribute('theme', 'light');
      expect(getComputedStyle(target).backgroundColor).to.equal(light);
    });

    it(`<${tag}>: rings both squares of the last move`, async () => {
      const el = await make(tag);
      await twoMoves(el);
      const marked = [...el.shadowRoot!.querySelectorAll('.square.last-move')];
      expect(marked.length).to.be.at.least(2);
      for (const sq of marked) {
        const ring = getComputedStyle(sq.querySelector('.hl')!, '::after');
        expect(ring.boxShadow, sq.getAttribute('aria-label')!).to.contain('inset');
        if (tag === 'kamisado-board') {
          // A tint would change the square's colour, which is the game: a ring only.
          expect(getComputedStyle(sq.querySelector('.hl')!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
        }
      }
    });
  }

  for (const tag of ALL) {
    it(`<${tag}>: pieces and styles work under a strict CSP (no inline style, no data URL)`, async () => {
      const el = await make(tag);
      await twoMoves(el);
      expect(el.shadowRoot!.querySelectorAll('.piece').length).to.be.greaterThan(0);
      expect(el.shadowRoot!.querySelectorAll('.piece[style], .piece [style]').length).to.equal(0);
      expect(css(el)).to.not.contain('data:');
    });

    it(`<${tag}>: shows an error as the shared banner, moving nothing`, async () => {
      const el = await make(tag);
      const toolbar = el.shadowRoot!.querySelector('.toolbar')!;
      const top = toolbar.getBoundingClientRect().top;
      const r = await reported(async () => {
        try {
          await el.play('zz-zz');
        } catch {
          // reported
        }
        await el.updateComplete;
      }, el);
      expect(r.details).to.have.length(1);
      expectWarned(r, tag);
      const banner = el.shadowRoot!.querySelector<HTMLElement>('.status .error')!;
      expect(banner, 'the banner').to.exist;
      expect(getComputedStyle(banner).position).to.equal('absolute');
      expect(toolbar.getBoundingClientRect().top).to.equal(top);
    });
  }

  it('<thud-board>: pieces fill most of their square (a phone square is about 25 px)', async () => {
    const el = await make('thud-board');
    for (const kind of ['dwarf', 'troll']) {
      const piece = el.shadowRoot!.querySelector<SVGSVGElement>(`.square > .piece.kind-${kind}`)!;
      const square = piece.parentElement!.getBoundingClientRect();
      const box = piece.getBoundingClientRect();
      expect(box.width / square.width, kind).to.be.at.least(0.9);
      const drawn = [...piece.children].reduce(
        (a, c) => {
          const b = (c as SVGGraphicsElement).getBBox();
          return { x0: Math.min(a.x0, b.x), x1: Math.max(a.x1, b.x + b.width), y0: Math.min(a.y0, b.y), y1: Math.max(a.y1, b.y + b.height) };
        },
        { x0: 100, x1: 0, y0: 100, y1: 0 },
      );
      expect(drawn.x1 - drawn.x0, `${kind}: drawing width in the 100-unit box`).to.be.at.least(80);
      expect(drawn.y1 - drawn.y0, `${kind}: drawing height`).to.be.at.least(85);
    }
  });

  it("<kamisado-board>: every square carries its colour's letter, drawn in CSS", async () => {
    const el = await make('kamisado-board');
    const squares = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.square')];
    expect(squares.length).to.equal(64);
    for (const sq of squares) {
      const name = [...sq.classList].find((c) => c.startsWith('sq-'))!;
      const letter = getComputedStyle(sq).getPropertyValue('--_letter').trim();
      expect(letter, name).to.match(/^['"][A-Z]['"]$/);
      const shown = [getComputedStyle(sq, '::before').content, getComputedStyle(sq, '::after').content].join(' ');
      expect(shown, name).to.contain(letter.slice(1, 2));
    }
  });
});
