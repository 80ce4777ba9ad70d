/**
 * The demo's puzzles: each a position, the side to move plays and wins (Thud's: takes the most it can).
 * Found by an exact search over the kit's rules and checked again by tests/core/puzzle.test.ts (every
 * solution line is legal and forced; where a puzzle lists lines, its first move is the only one that
 * wins in time; a Thud capture is the only move that takes that many).
 */
export interface DemoPuzzle {
  readonly tag: 'draughts-board' | 'kamisado-board' | 'spock-board' | 'thud-board';
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
  {
    tag: 'thud-board',
    title: 'Thud: Trolls to play and take three dwarfs',
    // Two trolls in line shove two squares; the lone troll's step takes two at most.
    attrs: { position: '5/7/9/11/13/10T4/9d1d3/7X7/15/2d2T9/4T8/5d5/9/ddd4/5 t 0 0', side: 'trolls', solution: 'T f5-f3xe2,f2,g2' },
  },
  {
    tag: 'thud-board',
    title: 'Thud: Dwarfs to play and take a troll',
    // Only the line of three on the e-file reaches a troll: a hurl of three squares.
    attrs: { position: '5/7/9/11/13/2T12/15/4T2X7/10T4/15/3d9/2d4d3/1d7/7/5 d 0 0', solution: 'e5xe8' },
  },
];
