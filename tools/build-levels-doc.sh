#!/usr/bin/env bash
# Assembles docs/levels.md from docs/levels/_intro.md and one section per game.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
{
  cat docs/levels/_intro.md
  for g in match3 samegame sudoku tilestack onestroke; do
    [ -f "docs/levels/$g.md" ] || continue
    echo
    # Demote the game's headings one level so they nest under this page.
    sed 's/^\(#\{1,5\}\) /\1# /' "docs/levels/$g.md"
  done
} > docs/levels.md
echo "wrote docs/levels.md"
