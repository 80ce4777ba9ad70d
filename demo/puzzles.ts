/**
 * The demo's puzzles: each a position, the side to move plays and wins. Found by an exact search
 * over the kit's rules and checked again by tests/core/puzzle.test.ts (every solution line is legal
 * and forced; where a puzzle lists lines, its first move is the only one that wins in time).
 */
export interface DemoPuzzle {
  readonly tag: 'draughts-board' | 'kamisado-board' | 'spock-board';
  readonly title: string;
  readonly attrs: Readonly<Record<string, string>>;
}

export const PUZZLES: readonly DemoPuzzle[] = [
  {
    tag: 'draughts-board',
    title: 'Russian draughts: give one man, take two',
    attrs: {
      variant: 'russian',
      position: 'W:Wc3,d2,e5:Ba3,c7',
      // Black's answers may come in either order; every order is a line.
      solution:
        'e5-d6 c7:e5 d2-e3 e5-d4 e3:c5 a3-b2 c3:a1 | e5-d6 c7:e5 d2-e3 e5-f4 e3:g5 a3-b2 c3:a1 | ' +
        'e5-d6 c7:e5 d2-e3 a3-b2 c3:a1 e5-d4 e3:c5 | e5-d6 c7:e5 d2-e3 a3-b2 c3:a1 e5-f4 e3:g5',
    },
  },
  {
    tag: 'draughts-board',
    title: 'Russian draughts: White to play and win in 3',
    attrs: { variant: 'russian', position: 'W:Wc5,a3,f6:Bh6,c7', goal: 'win', depth: '3' },
  },
  {
    tag: 'kamisado-board',
    title: 'Kamisado: Black to play and win in 3',
    attrs: { variant: 'single', position: 'obu1yr2/6gn/U7/4B3/8/8/3p4/NGRYP2O black N 0-0 1 6', goal: 'win', depth: '3', orientation: 'black' },
  },
  {
    tag: 'spock-board',
    title: 'Spock: Blue to play and win in 2',
    attrs: { position: '1rs1K/1r3/ps1SS/RR1rk/1R1Pr b 0 0', goal: 'win', depth: '2' },
  },
];
