/** The search's line masks (src/games/thud/line-masks.ts) against walks square by square on the board. */
import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { DWARF, EMPTY, NB, PLAY_CELLS, TROLL, parseCell, type ThudBoard } from '../../../src/games/thud/geometry.js';
import { LineMasks } from '../../../src/games/thud/line-masks.js';
import { MoveList, PieceLists } from '../../../src/games/thud/movegen.js';
import { thud, type ThudState } from '../../../src/games/thud/index.js';
import { load } from './helpers.js';

/**
 * A hurl onto `cell` from direction d, walked (rules/thud.md §3): the first piece out that way is a dwarf, and
 * the dwarfs in an unbroken line behind it, itself included, are at least as many as the squares it travels.
 */
function walkedHurl(b: ThudBoard, cell: number, d: number): number {
  let t = NB[cell * 8 + d];
  let k = 1;
  while (t >= 0 && b[t] === EMPTY) {
    t = NB[t * 8 + d];
    k++;
  }
  if (t < 0 || b[t] !== DWARF) return 0;
  let line = 0;
  for (let u = t; u >= 0 && b[u] === DWARF; u = NB[u * 8 + d]) line++;
  return line >= k ? k : 0;
}

/** Positions along seeded random classic games. */
function positions(games: number, seed: number): ThudState[] {
  const rnd = mulberry32(seed);
  const out: ThudState[] = [];
  for (let g = 0; g < games; g++) {
    let s = thud.setup({ variant: 'classic' });
    for (let ply = 0; ply < 120 && !thud.outcome(s); ply++) {
      if (ply % 7 === 0) out.push(s);
      const ms = thud.moves(s);
      s = thud.play(s, ms[rnd() % ms.length]);
    }
  }
  return out;
}

describe('thud line masks', () => {
  it('find every hurl that a walk finds, at its distance, onto every square and from every direction', () => {
    const lines = new LineMasks();
    let hurls = 0;
    for (const s of positions(12, 0x11)) {
      lines.read(s.board);
      for (const c of PLAY_CELLS) {
        if (s.board[c] !== EMPTY && s.board[c] !== TROLL) continue;
        let any = false;
        for (let d = 0; d < 8; d++) {
          const want = walkedHurl(s.board, c, d);
          expect(lines.hurlFrom(c, d), `${thud.formatPosition(s)}: onto ${c} from direction ${d}`).to.equal(want);
          if (want > 0) any = true;
        }
        expect(lines.hurlable(c), `${thud.formatPosition(s)}: onto ${c}`).to.equal(any);
        if (any) hurls++;
      }
    }
    expect(hurls, 'squares a hurl reaches').to.be.above(1000);
  });

  it('a hurl needs the whole line behind it: one dwarf short, none', () => {
    // Three dwarfs on the g file below a troll four squares up: the front dwarf would travel 4 squares.
    const s = load('classic', { d: 'g3 g4 g5', t: 'g9' });
    const lines = new LineMasks();
    lines.read(s.board);
    const troll = parseCell('g9');
    const down = [...Array(8).keys()].find((d) => NB[troll * 8 + d] === parseCell('g8'))!;
    expect(lines.hurlFrom(troll, down)).to.equal(0);
    expect(lines.hurlable(troll)).to.equal(false);
    const four = load('classic', { d: 'g2 g3 g4 g5', t: 'g9' });
    lines.read(four.board);
    expect(lines.hurlFrom(troll, down)).to.equal(4);
    expect(lines.hurlable(troll)).to.equal(true);
  });

  it('kept move by move on the piece lists, equal to masks read afresh, and listing the hurls a walk finds', () => {
    const masks = new LineMasks();
    const kept = new PieceLists();
    kept.lines = masks;
    const fresh = new LineMasks();
    const list = new MoveList();
    const rnd = mulberry32(0x12);
    for (let g = 0; g < 6; g++) {
      let s = thud.setup({ variant: 'classic' });
      kept.read(s.board);
      for (let ply = 0; ply < 150 && !thud.outcome(s); ply++) {
        const ms = thud.moves(s);
        const m = ms[rnd() % ms.length];
        const piece = s.board[m.from];
        const victim = piece === DWARF ? TROLL : DWARF;
        for (const x of m.captured) kept.remove(victim, x);
        kept.move(piece, m.from, m.to);
        s = thud.play(s, m);
        fresh.read(s.board);
        const where = thud.formatPosition(s);
        expect([...masks.occupied], `${where}: occupied`).to.deep.equal([...fresh.occupied]);
        expect([...masks.dwarfs], `${where}: dwarfs`).to.deep.equal([...fresh.dwarfs]);
        expect([...masks.trolls], `${where}: trolls`).to.deep.equal([...fresh.trolls]);
        // The Dwarfs' hurls as the capture search lists them: one per (troll, direction) a walk finds.
        list.truncate(0, 0, 0);
        masks.listHurls(kept, list);
        let walked = 0;
        for (let i = 0; i < kept.trollCount; i++) for (let d = 0; d < 8; d++) if (walkedHurl(s.board, kept.trolls[i], d) > 0) walked++;
        expect(list.top, `${where}: hurls listed`).to.equal(walked);
      }
    }
  });
});
