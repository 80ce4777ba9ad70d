/**
 * The games file of a match (`npm run match -- --pgn FILE`), which the draughts tuner reads
 * (bench/tune-draughts.ts): per game the tags `Game`, `A` (player A's text and side) and `Result`
 * (A's score), then the moves in the game's notation.
 */

/** What a game of the file says: the side player A played, A's score, and the moves. */
export interface FiledGame {
  readonly aSide: string;
  readonly score: number;
  readonly moves: readonly string[];
}

// A tag's value escapes its quotes and backslashes (as PGN and PDN do): a command line may hold both.
const escape = (text: string): string => text.replace(/[\\"]/g, '\\$&');

export function gamesText(games: readonly (FiledGame & { readonly index: number })[], playerA: string): string {
  return games
    .map((g) => `[Game "${g.index + 1}"]\n[A "${escape(`${playerA} as ${g.aSide}`)}"]\n[Result "${g.score}"]\n\n${g.moves.join(' ')}\n`)
    .join('\n');
}

/** The games of a file as `gamesText` writes it; a game without its side, result or moves is skipped. */
export function readGames(text: string): FiledGame[] {
  const games: FiledGame[] = [];
  for (const block of text.split(/\n(?=\[Game )/)) {
    const aSide = /^\[A "(?:[^"\\]|\\.)* as (\w+)"\]$/m.exec(block)?.[1];
    const score = Number(/^\[Result "([^"]*)"\]$/m.exec(block)?.[1]);
    const body = block.replace(/^\[.*\]$/gm, '').trim();
    if (!aSide || Number.isNaN(score) || body === '') continue;
    games.push({ aSide, score, moves: body.split(/\s+/) });
  }
  return games;
}
