/** The search's engine keeps each side's pieces as bits (`TrackedEngine`): they must say what the board says, whatever is played. */
import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { BLACK, Engine, KING, WHITE, emptyBoard, geometry } from '../../../src/games/draughts/rules.js';
import { TrackedEngine } from '../../../src/games/draughts/tracked-engine.js';
import { at } from './helpers.js';

/** The pieces of `side` on the engine's board as the two words `TrackedEngine.pieces` keeps. */
function bitsOnBoard(e: TrackedEngine, side: number): [number, number] {
  const bits: [number, number] = [0, 0];
  for (let sq = 0; sq < e.g.squares; sq++) if (e.board[e.g.sqCell[sq]] & side) bits[sq >> 5] |= 1 << (sq & 31);
  return bits;
}

const plain = new Map<string, Engine>();

/** `Engine.firstCapturer` of the same board: the mailbox walk the tracked engine's bit test must agree with. */
function firstCapturerOnBoard(e: TrackedEngine, side: number): number {
  let p = plain.get(e.g.variant);
  if (!p) plain.set(e.g.variant, (p = new Engine(e.g)));
  p.load(e.board);
  return p.firstCapturer(side);
}

function expectInStep(e: TrackedEngine, where: string): void {
  for (const side of [WHITE, BLACK]) {
    expect([e.pieces[side * 2], e.pieces[side * 2 + 1]], `${where}, side ${side}`).to.deep.equal(bitsOnBoard(e, side));
    expect(e.firstCapturer(side), `${where}, first capturer of side ${side}`).to.equal(firstCapturerOnBoard(e, side));
  }
}

describe('draughts tracked engine: the pieces it keeps', () => {
  for (const variant of ['international', 'russian'] as const) {
    it(`${variant}: stay in step with the board over random lines, captures and crownings included, and back`, () => {
      const e = new TrackedEngine(geometry(variant));
      const rnd = mulberry32(11);
      let captures = 0;
      let crownings = 0;
      for (let game = 0; game < 40; game++) {
        e.load(at(variant).board);
        e.release(0, 0, 0);
        expectInStep(e, `game ${game}, loaded`);
        const made: [move: number, piece: number, top: number, capTop: number, pathTop: number][] = [];
        let side = WHITE;
        for (let ply = 0; ply < 150; ply++) {
          const marks: [number, number, number] = [e.top, e.capTop, e.pathTop];
          const n = e.generate(side, false);
          if (n === 0) break;
          const i = marks[0] + (rnd() % n);
          if (e.mNcap[i] > 0) captures++;
          if (e.mPromo[i]) crownings++;
          made.push([i, e.make(i), ...marks]);
          expectInStep(e, `game ${game}, ply ${ply}`);
          side = 3 - side;
        }
        while (made.length > 0) {
          const [i, piece, top, capTop, pathTop] = made.pop()!;
          e.unmake(i, piece);
          e.release(top, capTop, pathTop);
          expectInStep(e, `game ${game}, back to ply ${made.length}`);
        }
      }
      expect(captures, 'captures played').to.be.above(100);
      expect(crownings, 'crownings played').to.be.above(5);
    });
  }
});

describe('draughts tracked engine: its capture test', () => {
  for (const variant of ['international', 'russian', 'brazilian'] as const) {
    it(`${variant}: finds the first piece that can capture as the mailbox walk does, on crowded random boards with kings`, () => {
      const g = geometry(variant);
      const e = new TrackedEngine(g);
      const rnd = mulberry32(5);
      const found = { none: 0, man: 0, king: 0 };
      for (let trial = 0; trial < 3000; trial++) {
        const board = emptyBoard(g);
        for (let sq = 0; sq < g.squares; sq++) {
          const r = rnd() % 100;
          // About a third of the squares taken, one piece in five a king.
          if (r < 33) board[g.sqCell[sq]] = (r % 2 === 0 ? WHITE : BLACK) | (r < 7 ? KING : 0);
        }
        e.load(board);
        for (const side of [WHITE, BLACK]) {
          const first = e.firstCapturer(side);
          expect(first, `trial ${trial}, side ${side}`).to.equal(firstCapturerOnBoard(e, side));
          if (first < 0) found.none++;
          else if (board[g.sqCell[first]] & KING) found.king++;
          else found.man++;
        }
      }
      // The test must meet every case: no capture, a man's and a king's.
      expect(found.none, 'no capture').to.be.above(100);
      expect(found.man, 'a man first').to.be.above(100);
      expect(found.king, 'a king first').to.be.above(100);
    });
  }
});
