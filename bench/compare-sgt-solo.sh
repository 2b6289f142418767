#!/usr/bin/env bash
# Sudoku generation: tessera against Solo from Debian's sgt-puzzles (sgt-solo --generate N
# 3x3d<level>), per comparable level, in one go. Rates are puzzles per CPU second.
# Usage: bench/compare-sgt-solo.sh   (env: TESSERA_BIN, N_GEN)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

source "$ROOT/bench/lib.sh"
SOLO=$(command -v sgt-solo || echo /usr/games/sgt-solo)
if [ ! -x "$SOLO" ]; then
    ensure_package /usr/games/sgt-solo sgt-puzzles
    SOLO=$(dpkg -L sgt-puzzles | grep -E '/sgt-solo$' | head -1)
fi
find_tessera
N_GEN=${N_GEN:-40}
# tessera generates more puzzles than Solo so that its CPU time is well above the timer's
# 10 ms resolution; rates are per puzzle either way.
T_GEN=${T_GEN:-$((N_GEN * 5))}

# Solo's levels: basic (singles), intermediate (sets, pointing), advanced (fish, forcing chains
# of length 2), extreme (longer chains), unreasonable (needs guessing).
echo "== generate: $N_GEN puzzles per level (Solo: $SOLO)"
printf "%-34s %12s %12s %8s\n" "Solo level -> tessera level" "solo/s" "tessera/s" "ratio"
for pair in b:easy i:medium a:hard e:expert u:diabolical; do
    s=${pair%%:*}
    t=${pair##*:}
    ss=$(cpu_seconds /dev/null /dev/null "$SOLO" --generate "$N_GEN" "3x3d$s")
    ts=$(cpu_seconds /dev/null /dev/null "$TESSERA" sudoku generate --count "$T_GEN" --difficulty "$t" --seed 1)
    printf "%-34s %12s %12s %8s\n" "3x3d$s -> $t" "$(rate "$N_GEN" "$ss")" "$(rate "$T_GEN" "$ts")" "$(ratio_rates "$N_GEN" "$ss" "$T_GEN" "$ts")"
done
