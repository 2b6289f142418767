#!/usr/bin/env bash
# Compares how fast we produce SameGame boards that come with a proven full-clear line against
# Simon Tatham's samegame generator (Debian's sgt-puzzles), which builds clearable boards
# backwards. Ours deals wave-average boards and keeps one only when the solver finds a line that
# clears it (`tessera samegame generate --mode classic --max-left 0`).
#
# usage: bench/compare-sgt-samegame.sh [SIZE] [COLOURS] [OUR_BOARDS] [SGT_BOARDS]
#   defaults: 15 5 3 200 (ours takes about 20 s of CPU per 15x15x5 board: most deals have no
#   clear the solver can find at 100,000 nodes, so ~150 deals are searched per kept board).
#   TESSERA=path/to/tessera overrides the binary (default: build/tessera).
set -euo pipefail

size=${1:-15}
colours=${2:-5}
ours_n=${3:-3}
sgt_n=${4:-200}
here=$(cd "$(dirname "$0")/.." && pwd)
tessera=${TESSERA:-$here/build/tessera}

if ! dpkg -s sgt-puzzles >/dev/null 2>&1; then
    echo "installing sgt-puzzles..." >&2
    sudo apt-get install -y sgt-puzzles >/dev/null
fi
# The puzzle binaries live outside PATH (in /usr/games).
sgt=$(dpkg -L sgt-puzzles | grep -E '/sgt-samegame$' | head -n1)
[[ -x "$sgt" ]] || { echo "sgt-samegame not found in sgt-puzzles" >&2; exit 1; }
[[ -x "$tessera" ]] || { echo "tessera binary not found at $tessera (set TESSERA=...)" >&2; exit 1; }

now() { date +%s.%N; }

t0=$(now)
"$sgt" --generate "$sgt_n" "${size}x${size}c${colours}s2" >/dev/null
t1=$(now)
sgt_rate=$(echo "$sgt_n / ($t1 - $t0)" | bc -l)

t0=$(now)
made=0
for ((i = 0; i < ours_n; i++)); do
    # Seeds are spaced so every board searches its own run of deals.
    if "$tessera" samegame generate --mode classic --width "$size" --height "$size" --colours "$colours" \
        --max-left 0 --nodes 100000 --attempts 2000 --seed $((1000000 * (i + 1))) >/dev/null; then
        made=$((made + 1))
    fi
done
t1=$(now)
ours_rate=$(echo "$made / ($t1 - $t0)" | bc -l)

printf 'sgt-samegame: %d boards %dx%dc%d in %.3f s/board  (%.1f boards/s)\n' "$sgt_n" "$size" "$size" "$colours" \
    "$(echo "1 / $sgt_rate" | bc -l)" "$sgt_rate"
printf 'tessera:      %d/%d boards with a proven clear, %.1f boards/s\n' "$made" "$ours_n" "$ours_rate"
printf 'ratio (tessera / sgt): %.6f\n' "$(echo "$ours_rate / $sgt_rate" | bc -l)"
