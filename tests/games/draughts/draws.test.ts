import { expect } from 'chai';
import { at, d, playAll, quietWalk } from './helpers.js';
import type { DraughtsState } from '../../../src/games/draughts/index.js';

/** Asserts that the draw `reason` comes exactly after `plies` quiet plies, not one ply earlier. */
function drawsAfter(states: DraughtsState[], plies: number, reason: string): void {
  for (let i = 0; i < plies; i++) expect(d.outcome(states[i]), `ply ${i}`).to.equal(null);
  expect(d.outcome(states[plies])).to.deep.equal({ winner: null, reason });
  expect(d.moves(states[plies])).to.have.length(0);
}

describe('draughts draws (rules/draughts.md "Draws")', () => {
  describe('international / Brazilian (FMJD)', () => {
    it('threefold repetition with the same side to move', () => {
      let s = at('international', 'W:WK46,36:BK4,15');
      const cycle = ['46-41', '4-9', '41-46', '9-4'];
      s = playAll(s, cycle);
      expect(s.reps).to.equal(2);
      s = playAll(s, cycle.slice(0, 3));
      expect(d.outcome(s)).to.equal(null);
      s = playAll(s, cycle.slice(3));
      expect(s.reps).to.equal(3);
      expect(d.outcome(s)).to.deep.equal({ winner: null, reason: 'repetition' });
    });
    it('the same placement with the other side to move is a different position', () => {
      // White goes round a triangle, Black shuffles between two squares.
      const s0 = at('international', 'W:WK46,36:BK4,15');
      const s = playAll(s0, ['46-41', '4-9', '41-37', '9-4', '37-46']);
      expect(d.pieces(s)).to.deep.equal(d.pieces(s0));
      expect(s.reps).to.equal(1); // the start's placement, but Black to move
      expect(d.hash(s)).to.not.equal(d.hash(s0));
    });
    it('25 moves each with only king moves (50 plies)', () => {
      const states = quietWalk(at('international', 'W:WK46,36:BK4,15'), 50, { kingsOnly: true });
      drawsAfter(states, 50, 'king-moves');
    });
    it('a man move or a capture resets the king-move count', () => {
      const states = quietWalk(at('international', 'W:WK46,36:BK4,15'), 20, { kingsOnly: true });
      const s = states[20];
      expect(s.kingPlies).to.equal(20);
      const man = d.moves(s).find((m) => d.pieces(s)[d.moveShape(s, m).from]?.kind === 'man')!;
      expect(d.play(s, man).kingPlies).to.equal(0);
    });
    it('lone king against three pieces incl. a king: 16 moves each', () => {
      const states = quietWalk(at('international', 'W:WK46,K50,36:BK4'), 32, { kingsOnly: true });
      drawsAfter(states, 32, 'endgame-16');
    });
    it('the endgame count starts when the balance first arises', () => {
      const s0 = at('international', 'W:WK46,K50,36:BK4,28');
      expect(s0.eg).to.equal(0);
      const capture = d.moves(s0).find((m) => !d.moves(d.play(s0, m)).some((x) => x.captured.length > 0))!;
      const s1 = d.play(s0, capture);
      expect(s1.eg).to.not.equal(0);
      expect(s1.egPlies).to.equal(0);
      drawsAfter(quietWalk(s1, 32, { kingsOnly: true }), 32, 'endgame-16');
    });
    it('lone king against two kings or king and man: 5 moves each', () => {
      drawsAfter(quietWalk(at('international', 'W:WK46,K50:BK4'), 10, { kingsOnly: true }), 10, 'endgame-5');
      drawsAfter(quietWalk(at('brazilian', 'B:WKc1,g1:BKb8'), 10, { kingsOnly: true }), 10, 'endgame-5');
      drawsAfter(quietWalk(at('international', 'W:WK46:BK4'), 10), 10, 'endgame-5');
    });
    it('a lone king against four pieces is not adjudicated by the endgame rules', () => {
      const states = quietWalk(at('international', 'W:WK46,K50,36,37:BK4'), 40, { kingsOnly: true });
      expect(d.outcome(states[40])).to.equal(null);
    });
  });

  describe('Russian (FMJD-64)', () => {
    it('threefold repetition', () => {
      let s = at('russian', 'W:WKe1,a1:BKd8,h8');
      const cycle = ['e1-f2', 'd8-c7', 'f2-e1', 'c7-d8'];
      s = playAll(s, [...cycle, ...cycle]);
      expect(d.outcome(s)).to.deep.equal({ winner: null, reason: 'repetition' });
    });
    it('15 moves each with only king moves (30 plies)', () => {
      drawsAfter(quietWalk(at('russian', 'W:WKe1,a1:BKd8,h8'), 30, { kingsOnly: true }), 30, 'king-moves');
    });
    it('three kings against a lone king: the stronger side has 15 moves', () => {
      // White moves first, so White's 15th move is ply 29.
      drawsAfter(quietWalk(at('russian', 'W:WKc1,Ke1,Kg1:BKd8'), 29, { kingsOnly: true }), 29, 'endgame-15');
      // Black stronger, White (weak) to move: Black's 15th move is ply 30, but 15 king moves each come first.
      const states = quietWalk(at('russian', 'W:WKc1:BKb8,Kd8,Kf8'), 30, { kingsOnly: true });
      expect(states[29].egStrongMoves).to.equal(14);
      expect(d.outcome(states[29])).to.equal(null);
    });
    it('three pieces against a lone king on the long diagonal: won by the 5th move or drawn', () => {
      drawsAfter(quietWalk(at('russian', 'W:WKc1,a1,e1:BKd4'), 9, { kingsOnly: true }), 9, 'long-diagonal');
      drawsAfter(quietWalk(at('russian', 'W:WKc1,Ke1,Kg1:BKe5'), 9, { kingsOnly: true }), 9, 'long-diagonal');
      // Off the long diagonal, K+2 men against a king is played out.
      const off = quietWalk(at('russian', 'W:WKc1,a1,e1:BKd6'), 20, { kingsOnly: true });
      expect(d.outcome(off[20])).to.equal(null);
    });
    it('two kings, king and man, or king against a lone king: 5 moves', () => {
      drawsAfter(quietWalk(at('russian', 'W:WKc1,Ke1:BKd8'), 9, { kingsOnly: true }), 9, 'endgame-5');
      drawsAfter(quietWalk(at('russian', 'W:WKc1,a1:BKd8'), 9, { kingsOnly: true }), 9, 'endgame-5');
    });
    it('kings on both sides, 4-5 pieces, no capture nor promotion: 30 moves', () => {
      drawsAfter(quietWalk(at('russian', 'W:WKc1,a1:BKd8,h8'), 60, { manEvery: 20 }), 60, 'endgame-30');
    });
    it('kings on both sides, 6-7 pieces, no capture nor promotion: 60 moves', () => {
      drawsAfter(quietWalk(at('russian', 'W:WKc1,a1,e1:BKd8,h8,f8'), 120, { manEvery: 20 }), 120, 'endgame-60');
    });
  });
});
