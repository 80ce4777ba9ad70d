#!/usr/bin/env bash
# Builds KCheckers' computer player for bench/outside/kcheckers.ts: KCheckers 0.8.1's source (GPL) from
# Debian's archive, its engine (checkers.cc, rcheckers.cc) compiled with bench/outside/kcheckers-move.cc into
# node_modules/.cache/kcheckers/kcheckers-move. Needs g++ and Qt 5's headers (its engine uses QString):
#   apt-get install -y g++ qtbase5-dev
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../node_modules/.cache/kcheckers"
tarball=kcheckers_0.8.1.orig.tar.gz
sha256=444080f0554a1d65db32231ee18f9a662bfa6148a15cb006eba838c2463e7a2f  # of Debian's kcheckers_0.8.1.orig.tar.gz
mkdir -p "$out"
cd "$out"
if [ ! -f "$tarball" ]; then
  curl -fsSL -o "$tarball.part" "http://deb.debian.org/debian/pool/main/k/kcheckers/$tarball"
  mv "$tarball.part" "$tarball"
fi
echo "$sha256  $tarball" | sha256sum -c --quiet
rm -rf kcheckers-0.8.1 && tar xzf "$tarball"
g++ -O2 -std=c++17 -fPIC -w $(pkg-config --cflags Qt5Core Qt5Widgets) -Ikcheckers-0.8.1 \
  "$here/kcheckers-move.cc" kcheckers-0.8.1/checkers.cc kcheckers-0.8.1/rcheckers.cc \
  $(pkg-config --libs Qt5Core) -o kcheckers-move
echo "built $out/kcheckers-move"
