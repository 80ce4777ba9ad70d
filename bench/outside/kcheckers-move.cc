// One move of KCheckers' computer player (Russian draughts), for bench/outside/kcheckers.ts.
// Reads lines "<skill> <32 squares>" and answers each with the 32 squares after its move.
// Squares run as KCheckers numbers them (0 = b8 … 31 = g1, rank 8 first); '.' empty, 'm'/'k' the man or king
// of the side that moves up the board, 'M'/'K' of the side that moves down, which is the side to move:
// KCheckers' computer always plays the side at the top.
#include <iostream>
#include <string>
#include "rcheckers.h"

static const std::string CODES = "?mk.KM";  // indexed by KCheckers' codes MAN1 = 1 … MAN2 = 5

int main() {
  RCheckers game;
  int skill;
  std::string squares;
  while (std::cin >> skill >> squares) {
    if (squares.size() != 32) {
      std::cout << "error: 32 squares expected" << std::endl;
      continue;
    }
    for (int i = 0; i < 32; i++) {
      const auto code = CODES.find(squares[i]);
      game.setItem(i, code == std::string::npos || code == 0 ? FREE : int(code));
    }
    game.setSkill(skill);
    game.go2();
    std::string after(32, '.');
    for (int i = 0; i < 32; i++) after[i] = CODES[game.item(i)];
    std::cout << after << std::endl;
  }
  return 0;
}
