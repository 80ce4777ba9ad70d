#!/usr/bin/env bash
# Builds Moby Dam's search with the kit's evaluation (bench/outside/kit-eval.c), a measurement: played against
# Moby Dam itself at equal time it tells how much of the gap between the two programs is the evaluation. Needs
# Moby Dam's source (build-mobydam.sh fetches it; MOBYDAM_SRC=<dir> as there), make and gcc. Writes
# node_modules/.cache/mobydam-kit-eval/main/mobydam; environment variables choose the evaluation (kit-eval.c):
#   bash bench/outside/build-mobydam-kit-eval.sh
#   npm run match -- --game draughts --variant international --games 80 --seed 11 \
#     --a "dxp:(echo time 100; cat) | env FEAT=1 node_modules/.cache/mobydam-kit-eval/main/mobydam -c 127.0.0.1 -p {port} -t 22 -b /dev/null -e '' -m /dev/null -l /dev/null -f /dev/null,ms=100" \
#     --b "dxp:(echo time 100; cat) | node_modules/.cache/mobydam/main/mobydam -c 127.0.0.1 -p {port} -t 22 -b /dev/null -e '' -m /dev/null -l /dev/null -f /dev/null,ms=100"
# KIT_EVAL_OUT=<dir> builds there instead (a match running on the last build keeps it); both scripts read it.
# KIT_WEIGHTS=<file.json> changes the kit's weights as `weights=FILE` does in a match (both scripts read it too).
# `bash bench/outside/check-kit-eval.sh` checks the build against the kit's `evaluate` (run it after that changes).
# Moby Dam's eval.c is changed only so: its `eval_board` is renamed `eval_board_md`, its material, breakthroughs,
# kings and each positional term are added only when kit-eval.c asks for them, and kit-eval.c is included at its end.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root="$here/../.."
src=${MOBYDAM_SRC:-$root/node_modules/.cache/mobydam}
out=${KIT_EVAL_OUT:-$root/node_modules/.cache/mobydam-kit-eval}
[ -f "$src/core/eval.c" ] || { echo "no Moby Dam source in $src: run bench/outside/build-mobydam.sh first" >&2; exit 1; }
rm -rf "$out" && mkdir -p "$out" && cp -r "$src/core" "$src/main" "$out/"
eval_c="$out/core/eval.c"
sed -i -E \
  -e 's/^s32 eval_board\(bitboard \*bb\)$/static int md_mat = 1, md_brk = 1, md_kng = 1, md_fmask = 0x1fff;\ns32 eval_board_md(bitboard *bb)/' \
  -e 's/^( *)score = VAL_MAN\*\(popcount\(bb->white\) - popcount\(bb->black\)\);/\1score = md_mat ? VAL_MAN*(popcount(bb->white) - popcount(bb->black)) : 0;/' \
  -e 's/^( *)score \+= eval_break\(bb\);/\1if (md_brk) score += eval_break(bb);/' \
  -e 's/^( *)score \+= king_val\[phase\]/\1if (md_kng) score += king_val[phase]/' \
  -e 's/^( *)score = score\/2;/\1if (md_kng) score = score\/2;/' \
  -e 's/^( *)score \+= ftval << feat\[([A-Z0-9]+)\]\.weight\[phase\];/\1if (md_fmask >> \2 \& 1) score += ftval << feat[\2].weight[phase];/' \
  "$eval_c"
for want in 'eval_board_md' 'md_mat ?' 'if (md_brk)' 'if (md_kng) score += king_val' 'if (md_kng) score = score/2'; do
  grep -qF "$want" "$eval_c" || { echo "Moby Dam's eval.c is not the one this script knows ($want)" >&2; exit 1; }
done
[ "$(grep -c 'md_fmask >> ' "$eval_c")" = 13 ] || { echo "Moby Dam's eval.c: not its 13 positional terms" >&2; exit 1; }
(cd "$root" && npx tsx -e "
import { EVAL } from './src/games/draughts/evaluate.ts';
import { readWeights } from './bench/draughts-weights.ts';
const w = { ...EVAL.international, ...(process.env.KIT_WEIGHTS ? readWeights(process.env.KIT_WEIGHTS) : {}) };
const names = { man: 'MAN', king: 'KING', kingUnopposed: 'KING_UNOPPOSED', advance: 'ADVANCE', advanceEndgame: 'ADVANCE_ENDGAME',
  endgamePieces: 'ENDGAME_PIECES', backRow: 'BACK_ROW', mobility: 'MOBILITY', balance: 'BALANCE', positional: 'POSITIONAL',
  runaway1: 'RUNAWAY1', runaway2: 'RUNAWAY2', runaway3: 'RUNAWAY3' };
if (w.centre !== 0 || w.tempo !== 0) throw new Error('kit-eval.c has no centre and no tempo for the side to move');
console.log('/* written by build-mobydam-kit-eval.sh from EVAL.international */');
for (const [k, n] of Object.entries(names)) console.log('#define KIT_' + n + ' (' + w[k] + ')');
console.log('static const int kit_squares[50] = {' + (w.squares ?? []).join(', ') + '};');
console.log('#define KIT_SQUARE(n) (kit_squares[(n) - 1])');
") > "$out/core/kit-weights.h"
cp "$here/kit-eval.c" "$out/core/"
echo '#include "kit-eval.c"' >> "$eval_c"
make -C "$out/main" -s clean lin
echo "built $out/main/mobydam"
