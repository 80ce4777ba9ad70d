#!/usr/bin/env bash
# Checks that kit-eval.c, as build-mobydam-kit-eval.sh built it, gives the kit's `evaluate` exactly: on the positions
# of 40 random games (every third ply, draw counters at rest, which kit-eval.c leaves out). Run it after the kit's
# evaluation changes: bash bench/outside/check-kit-eval.sh (KIT_WEIGHTS=<file.json> as for the build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root="$here/../.."
out=${KIT_EVAL_OUT:-$root/node_modules/.cache/mobydam-kit-eval}
[ -f "$out/core/kit-eval.c" ] || { echo "run bench/outside/build-mobydam-kit-eval.sh first" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && npx tsx -e "
import { initialState, legalMoves, playMove } from './src/games/draughts/state.ts';
import { EVAL, evaluate } from './src/games/draughts/evaluate.ts';
import { readWeights } from './bench/draughts-weights.ts';
const w = { ...EVAL.international, ...(process.env.KIT_WEIGHTS ? readWeights(process.env.KIT_WEIGHTS) : {}) };
import { geometry, WHITE, KING } from './src/games/draughts/rules.ts';
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const g = geometry('international');
for (let game = 0; game < 40; game++) {
  let s = initialState('international');
  for (let ply = 0; ply < 200; ply++) {
    const moves = legalMoves(s);
    if (moves.length === 0) break;
    if (ply % 3 === 0 && s.eg === 0 && s.kingPlies === 0 && s.reps <= 1) {
      let board = '';
      for (let sq = 0; sq < 50; sq++) {
        const v = s.board[g.sqCell[sq]];
        board += v === 0 ? '.' : v & WHITE ? (v & KING ? 'W' : 'w') : v & KING ? 'B' : 'b';
      }
      console.log(board, s.side === WHITE ? 'W' : 'B', evaluate(s, w));
    }
    s = playMove(s, moves[Math.floor(random() * moves.length)]);
  }
}
") > "$tmp/positions.txt"
cat > "$tmp/check.c" <<'C'
#include <stdio.h>
#include <string.h>
#include "core.h"
/* Reads "<50 squares> <W|B> <the kit's evaluation>" lines; prints how many kit-eval.c scores otherwise. */
int main(void)
{
    char board[64], side[4];
    long want;
    int n, differ = 0, total = 0;
    while (scanf("%50s %3s %ld", board, side, &want) == 3)
    {
        bitboard bb;
        memset(&bb, 0, sizeof bb);
        for (n = 0; n < 50; n++)
        {
            u64 b = 1ULL << (n + n/10);
            if (board[n] == 'w' || board[n] == 'W') bb.white |= b;
            if (board[n] == 'b' || board[n] == 'B') bb.black |= b;
            if (board[n] == 'W' || board[n] == 'B') bb.kings |= b;
        }
        bb.side = side[0] == 'W' ? W : B;
        total++;
        if (eval_board(&bb)/(VAL_MAN/100) != want && differ++ < 5) printf("differs: %s %s (the kit: %ld)\n", board, side, want);
    }
    printf("%d of %d positions differ\n", differ, total);
    return differ != 0 || total == 0;
}
C
core="$out/core"
gcc -O2 -mpopcnt -DPF -DETC -DLMR -DKIL -DCUT -I"$core" -I"$out/main" -o "$tmp/check" "$tmp/check.c" \
  "$core/eval.c" "$core/break.c" "$core/util.c" "$core/move.c" "$core/tt.c" "$core/end.c" "$core/book.c"
KIT=1 "$tmp/check" < "$tmp/positions.txt" 2>/dev/null
