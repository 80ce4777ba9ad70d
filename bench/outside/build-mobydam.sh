#!/usr/bin/env bash
# Builds Moby Dam (Harm Jetten's international draughts engine, GPL 3), untouched, for matches over DamExchange
# (bench/dxp.ts), into node_modules/.cache/mobydam/main/mobydam. Needs git, make and gcc:
#   apt-get install -y git make gcc
#   bash bench/outside/build-mobydam.sh
#   npm run match -- --game draughts --variant international --a level=7,ms=1600 --games 40 --seed 1 \
#     --b "dxp:(echo time 1600; cat) | node_modules/.cache/mobydam/main/mobydam -c 127.0.0.1 -p {port} -t 22 -b /dev/null -e '' -m /dev/null -l /dev/null -f /dev/null,ms=1600"
# The source is the repository's commit below; MOBYDAM_SRC=<a directory with its core/ and main/> builds a copy
# already at hand instead. Moby Dam's stdin takes console commands (`time 1600`: at most 1.6 s a move); `-t 22`:
# a 64 MiB table; `-b /dev/null -e ''`: no opening book and no endgame databases (neither is in its repository as
# text: the book is a binary file, the databases are built by a program of their own).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../node_modules/.cache/mobydam"
commit=13eaeff24bc29e12de7b946a12471bb048680dfd
mkdir -p "$out"
if [ -n "${MOBYDAM_SRC:-}" ]; then
  rm -rf "$out/core" "$out/main" && cp -r "$MOBYDAM_SRC/core" "$MOBYDAM_SRC/main" "$out/"
else
  [ -d "$out/.git" ] || git clone -q https://github.com/rhalbersma/mobydam "$out"
  git -C "$out" checkout -q "$commit"
fi
make -C "$out/main" -s clean lin
echo "built $out/main/mobydam"
