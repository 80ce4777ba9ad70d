// The live examples of each element's page: every variant of the game and the attributes people reach
// for first (side, level, a read-only diagram from position + moves, theme, lang, controls, seed…).
// Each example is shown running and as the markup that makes it, both from this one table.

/** What the elements are about, in the order of the kit's README; `game` names the rules page. */
export const ELEMENTS = [
  { tag: 'draughts-board', title: 'Draughts', game: 'draughts' },
  { tag: 'thud-board', title: 'Thud', game: 'thud' },
  { tag: 'kamisado-board', title: 'Kamisado', game: 'kamisado' },
  { tag: 'spock-board', title: 'Spock', game: 'spock' },
  { tag: 'robots-hall', title: "Arsac's Robots", game: 'arsac' },
  { tag: 'formula-road', title: "Arsac's Formula 1", game: 'arsac' },
  { tag: 'puzzle-of-the-day', title: 'A puzzle a day', game: null },
];

/** A small still board per element for the overview page. */
export const THUMBNAILS = {
  'draughts-board': { variant: 'russian', readonly: '', controls: 'none', position: 'W:WKa1:Bc3,f4,f2,b4', moves: 'a1:e1' },
  'thud-board': { readonly: '', controls: 'none' },
  'kamisado-board': { readonly: '', controls: 'none', variant: 'long', position: 'o1upy1gn/8/8/3r+4/3b4/3Y++4/8/NGR1PUBO black Y 3-1 4 6', moves: 'd3>d4' },
  'spock-board': { readonly: '', controls: 'none' },
  'robots-hall': { readonly: '', controls: 'none', seed: '1', level: '4' },
  'formula-road': { readonly: '', controls: 'none', seed: '1', level: '4' },
};

const CLUB_GAME =
  '34-30 19-24 30x19 13x24 40-34 14-19 31-27 20-25 33-29 24x33 38x29 18-22 27x18 12x23 29x18 8-13 39-33 13x22 37-31 7-12 31-27 22x31 36x27 12-18 44-40 10-14';

/** Two of the demo's verified puzzles (demo/puzzles.ts), as `<puzzle-of-the-day>` children. */
const DAILY_PUZZLES = [
  ['draughts-board', [['controls', 'minimal'], ['variant', 'russian'], ['position', 'W:Wc5,a3,f6:Bh6,c7'], ['goal', 'win'], ['depth', '3']]],
  ['spock-board', [['controls', 'minimal'], ['position', '1rs1K/1r3/ps1SS/RR1rk/1R1Pr b 0 0'], ['goal', 'win'], ['depth', '2']]],
];

/**
 * Per element: `{ title, note, attrs, style?, inner? }` (`inner`: child elements, `[tag, attrs]` each). `attrs` is a list of [name, value] pairs ('' for a
 * boolean attribute); `note` is one or two sentences of plain HTML.
 */
export const EXAMPLES = {
  'draughts-board': [
    {
      title: 'International draughts against the computer',
      note: 'The default variant on 10×10: you play White (the default <code>side</code>) against the computer at <code>level</code> 3.',
      attrs: [['variant', 'international'], ['side', 'white'], ['level', '3']],
    },
    {
      title: 'Russian draughts, you play Black',
      note: 'With <code>side="black"</code> the computer opens as White; <code>orientation</code> follows your side.',
      attrs: [['variant', 'russian'], ['side', 'black'], ['level', '2']],
    },
    {
      title: 'Brazilian draughts for two people',
      note: '<code>side="both"</code>: the element only referees. <code>controls="minimal"</code> keeps new game, take back and flip.',
      attrs: [['variant', 'brazilian'], ['side', 'both'], ['controls', 'minimal']],
    },
    {
      title: 'A diagram: the Turkish strike',
      note: '<code>readonly</code> with a <code>position</code> (FEN) and the <code>moves</code> played from it: no input, no computer, the last move marked.',
      attrs: [['variant', 'russian'], ['readonly', ''], ['controls', 'none'], ['position', 'W:WKa1:Bc3,f4,f2,b4'], ['moves', 'a1:e1']],
    },
    {
      title: 'Replaying a game, in Russian, on the dark theme',
      note: '<code>moves</code> replays a game you can step through; <code>lang="ru"</code> and <code>theme="dark"</code>.',
      attrs: [['variant', 'international'], ['side', 'both'], ['theme', 'dark'], ['lang', 'ru'], ['moves', CLUB_GAME]],
    },
    {
      title: 'Wood, in Polish, from Black’s side',
      note: '<code>theme="wood"</code>, <code>lang="pl"</code>, <code>orientation="black"</code> and the strongest <code>level</code>, 7.',
      attrs: [['variant', 'international'], ['side', 'white'], ['level', '7'], ['theme', 'wood'], ['lang', 'pl'], ['orientation', 'black']],
    },
    {
      title: 'Your own colours, in French',
      note: 'Every colour is a CSS custom property (see the table below); <code>animation="0"</code> turns the slides off.',
      attrs: [['variant', 'russian'], ['lang', 'fr'], ['animation', '0'], ['controls', 'minimal']],
      style: '--octarine-light-square: #eeeed2; --octarine-dark-square: #769656; --octarine-frame: #4b6a34',
    },
  ],
  'thud-board': [
    {
      title: 'Classic Thud: you are the Dwarfs',
      note: 'The default variant, with the Thudstone in the middle; the computer plays the Trolls at level 2.',
      attrs: [['variant', 'classic'], ['side', 'dwarfs'], ['level', '2']],
    },
    {
      title: 'A two-battle match as the Trolls, capturing one dwarf at a time',
      note: '<code>match="two-battle"</code> swaps sides for battle 2; <code>troll-capture="one"</code> is the other reading of the rules.',
      attrs: [['variant', 'classic'], ['side', 'trolls'], ['match', 'two-battle'], ['troll-capture', 'one'], ['level', '2']],
    },
    {
      title: 'A Koom Valley diagram: a trample chain',
      note: '<code>readonly</code>, a <code>position</code> and the chain in <code>moves</code>: one troll takes three dwarfs.',
      attrs: [['variant', 'koom-valley'], ['readonly', ''], ['controls', 'none'], ['position', '5/7/1T7/2d8/13/4dd9/15/7R7/15/15/13/11/9/7/5 t 0 0 8'], ['moves', 'T e13xe11xe9xg11']],
    },
    {
      title: 'Koom Valley football for two people',
      note: 'No captures: the Dwarfs walk the ball to the far edge, the Trolls try to surround it.',
      attrs: [['variant', 'koom-valley-football'], ['side', 'both'], ['controls', 'minimal']],
    },
    {
      title: 'Koom Valley, in French, on the dark theme',
      note: '<code>lang="fr"</code>, <code>theme="dark"</code>, the computer at level 3.',
      attrs: [['variant', 'koom-valley'], ['side', 'dwarfs'], ['level', '3'], ['lang', 'fr'], ['theme', 'dark']],
    },
    {
      title: 'Wood, in Polish',
      note: '<code>theme="wood"</code> and <code>lang="pl"</code>; you play the Trolls.',
      attrs: [['variant', 'classic'], ['side', 'trolls'], ['theme', 'wood'], ['lang', 'pl'], ['controls', 'minimal']],
    },
  ],
  'kamisado-board': [
    {
      title: 'A single round against the computer',
      note: 'The default variant: reach the far row first. You play Black and move first.',
      attrs: [['variant', 'single'], ['side', 'black'], ['level', '3']],
    },
    {
      title: 'A match to 3 points, you play Gold',
      note: '<code>variant="standard"</code>: sumo towers, pushes and regrouping between rounds; the computer opens as Black.',
      attrs: [['variant', 'standard'], ['side', 'gold'], ['level', '2']],
    },
    {
      title: 'A diagram: the double sumo push',
      note: 'A <code>long</code> match (7 points) seen <code>readonly</code> after <code>d3&gt;d4</code> pushed two towers.',
      attrs: [['variant', 'long'], ['readonly', ''], ['controls', 'none'], ['position', 'o1upy1gn/8/8/3r+4/3b4/3Y++4/8/NGR1PUBO black Y 3-1 4 6'], ['moves', 'd3>d4']],
    },
    {
      title: 'The computer against itself',
      note: '<code>side="none"</code>: both sides are the computer, here at level 1, Gold first (<code>first="gold"</code>).',
      attrs: [['variant', 'single'], ['side', 'none'], ['level', '1'], ['first', 'gold'], ['controls', 'minimal']],
    },
    {
      title: 'A marathon in Russian, on wood',
      note: '<code>variant="marathon"</code> (15 points), <code>lang="ru"</code>, <code>theme="wood"</code>.',
      attrs: [['variant', 'marathon'], ['side', 'black'], ['lang', 'ru'], ['theme', 'wood']],
    },
    {
      title: 'Non-stop for two people, in Polish, dark',
      note: 'The house variant with no rounds: <code>variant="non-stop"</code>, <code>side="both"</code>, <code>lang="pl"</code>, <code>theme="dark"</code>.',
      attrs: [['variant', 'non-stop'], ['side', 'both'], ['lang', 'pl'], ['theme', 'dark'], ['controls', 'minimal']],
    },
  ],
  'spock-board': [
    {
      title: 'Spock against the computer, with the legend',
      note: 'You play Blue and move first; <code>legend</code> shows what each piece beats and how it moves.',
      attrs: [['side', 'blue'], ['level', '3'], ['legend', '']],
    },
    {
      title: 'You play Red',
      note: 'The computer opens as Blue; the board turns so Red is at the bottom.',
      attrs: [['side', 'red'], ['level', '2'], ['controls', 'minimal']],
    },
    {
      title: 'A diagram: a Spock duel',
      note: '<code>readonly</code>, a <code>position</code> and three leaps in <code>moves</code>: Blue takes the last red Spock.',
      attrs: [['readonly', ''], ['controls', 'none'], ['position', '2k2/5/1p3/5/2K2 b 0 0'], ['moves', 'c1~b3 c5~b3 c1~b3']],
    },
    {
      title: 'In French, on the dark theme, with the legend',
      note: '<code>lang="fr"</code>, <code>theme="dark"</code>, <code>legend</code>.',
      attrs: [['side', 'blue'], ['lang', 'fr'], ['theme', 'dark'], ['legend', '']],
    },
    {
      title: 'Two people on wood, in Polish',
      note: '<code>side="both"</code>, <code>theme="wood"</code>, <code>lang="pl"</code>.',
      attrs: [['side', 'both'], ['theme', 'wood'], ['lang', 'pl'], ['controls', 'minimal']],
    },
    {
      title: 'In Russian, seen from Red',
      note: '<code>lang="ru"</code> and <code>orientation="red"</code> while you still play Blue.',
      attrs: [['side', 'blue'], ['lang', 'ru'], ['orientation', 'red'], ['level', '1']],
    },
  ],
  'robots-hall': [
    {
      title: "Arsac's level: 30 crevasses, 20 robots, 12 charges",
      note: 'The same <code>seed</code> gives the same hall, turn for turn, to everyone.',
      attrs: [['level', '4'], ['seed', '20261129'], ['controls', 'minimal']],
    },
    {
      title: 'An easy campaign, any move allowed',
      note: '<code>level="1"</code>; <code>campaign</code> opens the next hall after an escape; <code>safe-moves="off"</code> lets you walk into danger.',
      attrs: [['level', '1'], ['seed', '7'], ['campaign', ''], ['safe-moves', 'off']],
    },
    {
      title: 'The computer plays',
      note: '<code>side="none"</code>: the hint search plays hall 7 at level 2, one turn at a time.',
      attrs: [['level', '2'], ['seed', '7'], ['side', 'none'], ['controls', 'minimal']],
    },
    {
      title: 'A diagram: a hall after five turns',
      note: '<code>readonly</code> with <code>seed</code> and the turns in <code>moves</code> (<code>xN</code> disintegrates the robot to the north).',
      attrs: [['level', '4'], ['seed', '1'], ['readonly', ''], ['controls', 'none'], ['moves', 'W SW xN xW N xN NW']],
    },
    {
      title: 'In Russian, on the dark theme',
      note: '<code>lang="ru"</code>, <code>theme="dark"</code>, a harder hall (<code>level="5"</code>).',
      attrs: [['level', '5'], ['seed', '42'], ['lang', 'ru'], ['theme', 'dark'], ['controls', 'minimal']],
    },
    {
      title: 'In French on wood',
      note: '<code>lang="fr"</code>, <code>theme="wood"</code>.',
      attrs: [['level', '3'], ['seed', '3'], ['lang', 'fr'], ['theme', 'wood'], ['controls', 'minimal']],
    },
  ],
  'formula-road': [
    {
      title: 'Road 1 at level 3',
      note: 'The default <code>mode="variable"</code>: accelerate, brake and steer; the speed stays hidden, as in Arsac’s book.',
      attrs: [['seed', '1'], ['level', '3'], ['mode', 'variable'], ['controls', 'minimal']],
    },
    {
      title: "Arsac's fixed speed",
      note: '<code>mode="fixed"</code>: the speed is held for the whole race (<code>speed="5"</code>); you only steer.',
      attrs: [['seed', '2'], ['level', '2'], ['mode', 'fixed'], ['speed', '5'], ['controls', 'minimal']],
    },
    {
      title: 'A 100-row race with the speedometer shown',
      note: '<code>length="100"</code> ends the race at row 100; <code>show-speed</code>; <code>rows="9"</code> shows less road ahead.',
      attrs: [['seed', '5'], ['level', '4'], ['length', '100'], ['show-speed', ''], ['rows', '9'], ['controls', 'minimal']],
    },
    {
      title: 'A diagram: three turns on road 1',
      note: '<code>readonly</code> with <code>seed</code> and the commands in <code>moves</code>.',
      attrs: [['seed', '1'], ['level', '4'], ['readonly', ''], ['controls', 'none'], ['moves', '. . L']],
    },
    {
      title: 'The autopilot drives, in French, dark',
      note: '<code>side="none"</code>, <code>lang="fr"</code>, <code>theme="dark"</code>.',
      attrs: [['seed', '7'], ['level', '2'], ['side', 'none'], ['lang', 'fr'], ['theme', 'dark'], ['controls', 'minimal']],
    },
    {
      title: 'In Polish on wood',
      note: '<code>lang="pl"</code>, <code>theme="wood"</code>, a twisty road (<code>level="6"</code>).',
      attrs: [['seed', '11'], ['level', '6'], ['lang', 'pl'], ['theme', 'wood'], ['controls', 'minimal']],
    },
  ],
  'puzzle-of-the-day': [
    {
      title: "Today's puzzle",
      note: 'Two puzzles inside; every reader sees the same one today (UTC), and the other tomorrow.',
      attrs: [],
      inner: DAILY_PUZZLES,
    },
    {
      title: 'Another day: an archive',
      note: '<code>date</code> shows the puzzle of that day.',
      attrs: [['date', '2026-12-02']],
      inner: DAILY_PUZZLES,
    },
  ],
};
