#!/usr/bin/env bash
# Rebuilds the generated Sudoku benchmark sets pinned in bench/data/ (see bench/data/README.md).
# The tessera sets are deterministic for a given generator (fixed seeds); qqwing seeds itself from
# the clock, so its set differs on every run: the pinned file is the one the docs measured.
#   bench/make-sudoku-sets.sh        (env: TESSERA_BIN)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/bench/lib.sh"
ensure_package qqwing qqwing
find_tessera
DATA=$ROOT/bench/data

# Every puzzle of a file must have exactly one solution.
check_unique() { # file
    local bad
    bad=$("$TESSERA" sudoku solve --count < "$1" | grep -vc '^1$' || true)
    [ "$bad" = 0 ] || { echo "$1: $bad puzzles without a unique solution" >&2; exit 1; }
}

# Minimal puzzles (no clue can be removed) with 17-22 clues. The generator's diabolical target puts
# no rating limit on the removals, so each puzzle it prints is minimal; the few with at most 22
# clues are kept.
"$TESSERA" sudoku generate --count 12000 --difficulty diabolical --seed 2026 |
    awk '{ p = $1; n = gsub(/[1-9]/, "&", p); if (n <= 22) print $1 }' > "$DATA/tessera-minimal.txt"
check_unique "$DATA/tessera-minimal.txt"
# Minimality: removing any one clue leaves more than one solution.
removable=$(awk '{ for (i = 1; i <= 81; i++) if (substr($1, i, 1) != ".") print substr($1, 1, i - 1) "." substr($1, i + 1) }' \
    "$DATA/tessera-minimal.txt" | "$TESSERA" sudoku solve --count | grep -c '^1$' || true)
[ "$removable" = 0 ] || { echo "tessera-minimal.txt: $removable clues could be removed" >&2; exit 1; }

# Puzzles the rater calls diabolical, any clue count. (The pinned file was made before forcing
# chains joined the ladder, when diabolical meant "simple colouring does not finish it".)
"$TESSERA" sudoku generate --count 500 --difficulty diabolical --seed 2027 | awk '{ print $1 }' \
    > "$DATA/tessera-diabolical.txt"
check_unique "$DATA/tessera-diabolical.txt"

# qqwing's own hardest level (it needs guessing in qqwing's solver).
qqwing --generate 500 --difficulty expert --one-line | grep -E '^[0-9.]{81}$' > "$DATA/qqwing-expert.txt"
check_unique "$DATA/qqwing-expert.txt"

wc -l "$DATA"/tessera-minimal.txt "$DATA"/tessera-diabolical.txt "$DATA"/qqwing-expert.txt
