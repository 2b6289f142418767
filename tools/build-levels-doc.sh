#!/usr/bin/env bash
# Assembles docs/levels.md from docs/levels/_intro.md and one section per game.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
{
  cat docs/levels/_intro.md
  # The games in menu order: the one list, TESSERA_ALL_GAMES in CMakeLists.txt.
  games=$(sed -n 's/^set(TESSERA_ALL_GAMES \(.*\))$/\1/p' CMakeLists.txt)
  for g in $games; do
    [ -f "docs/levels/$g.md" ] || continue
    echo
    # Each game's page already starts at "##", nesting under this page's title.
    cat "docs/levels/$g.md"
  done
} > docs/levels.md
echo "wrote docs/levels.md"
