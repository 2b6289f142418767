#!/usr/bin/env bash
# Compares how fast we produce SameGame boards that come with a full-clear line against Simon
# Tatham's samegame generator (Debian's sgt-puzzles), which builds clearable boards backwards.
#
# Default: our constructive generator, which also builds boards backwards
# (`tessera samegame generate-clearable --quiet`, see docs/games/samegame.md), against
# `sgt-samegame --generate N SIZExSIZEcCOLOURSs2`, both in boards per CPU second (user + sys of
# the process, so a loaded machine does not skew the ratio).
#
# --solver: the older comparison, where ours deals wave-average boards and keeps one only when
# the solver finds a line that clears it (`tessera samegame generate --mode classic --max-left 0`);
# about 20 s of CPU per 15x15x5 board, so OUR_BOARDS defaults to 3 there.
#
# usage: bench/compare-sgt-samegame.sh [--solver] [SIZE] [COLOURS] [OUR_BOARDS] [SGT_BOARDS]
#   defaults: 15 5 20000 2000 (--solver: 15 5 3 200).
#   TESSERA=path/to/tessera overrides the binary (default: build/tessera).
set -euo pipefail

mode=constructive
if [[ "${1:-}" == "--solver" ]]; then
    mode=solver
    shift
fi
size=${1:-15}
colours=${2:-5}
if [[ $mode == solver ]]; then
    ours_n=${3:-3}
    sgt_n=${4:-200}
else
    ours_n=${3:-20000}
    sgt_n=${4:-2000}
fi
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

# cpu_seconds CMD...: runs CMD (stdout discarded) and prints its user + sys CPU time.
cpu_seconds() {
    local TIMEFORMAT='%U %S' t
    t=$( { time "$@" >/dev/null; } 2>&1 | tail -n1)
    echo "$t" | awk '{ s = $1 + $2; if (s < 0.001) s = 0.001; print s }'
}

sgt_cpu=$(cpu_seconds "$sgt" --generate "$sgt_n" "${size}x${size}c${colours}s2")
sgt_rate=$(echo "$sgt_n / $sgt_cpu" | bc -l)
printf 'sgt-samegame: %d boards %dx%dc%d in %.3f CPU s  (%.1f boards/CPU s)\n' "$sgt_n" "$size" "$size" \
    "$colours" "$sgt_cpu" "$sgt_rate"

if [[ $mode == constructive ]]; then
    made=$("$tessera" samegame generate-clearable --width "$size" --height "$size" --colours "$colours" \
        --count "$ours_n" --seed 1 --quiet)
    [[ "$made" == "$ours_n" ]] || echo "warning: made $made of $ours_n boards" >&2
    ours_cpu=$(cpu_seconds "$tessera" samegame generate-clearable --width "$size" --height "$size" \
        --colours "$colours" --count "$ours_n" --seed 1 --quiet)
    ours_rate=$(echo "$made / $ours_cpu" | bc -l)
    verified_cpu=$(cpu_seconds "$tessera" samegame generate-clearable --width "$size" --height "$size" \
        --colours "$colours" --count "$ours_n" --seed 1 --quiet --verify)
    verified_rate=$(echo "$made / $verified_cpu" | bc -l)
    printf 'tessera:      %d boards by construction in %.3f CPU s  (%.1f boards/CPU s)\n' "$made" "$ours_cpu" \
        "$ours_rate"
    printf '              with --verify (every line replayed through apply): %.1f boards/CPU s\n' "$verified_rate"
    printf 'ratio (tessera / sgt): %.2f  (verified: %.2f)\n' "$(echo "$ours_rate / $sgt_rate" | bc -l)" \
        "$(echo "$verified_rate / $sgt_rate" | bc -l)"
    exit 0
fi

count_file=$(mktemp)
trap 'rm -f "$count_file"' EXIT
solver_boards() {
    local made=0
    for ((i = 0; i < ours_n; i++)); do
        # Seeds are spaced so every board searches its own run of deals.
        if "$tessera" samegame generate --mode classic --width "$size" --height "$size" --colours "$colours" \
            --max-left 0 --nodes 100000 --attempts 2000 --seed $((1000000 * (i + 1))) >/dev/null; then
            made=$((made + 1))
        fi
    done
    echo "$made" >"$count_file"
}
ours_cpu=$(cpu_seconds solver_boards)
made=$(cat "$count_file")
ours_rate=$(echo "$made / $ours_cpu" | bc -l)
printf 'tessera:      %d/%d boards with a proven clear (solver), %.4f boards/CPU s\n' "$made" "$ours_n" "$ours_rate"
printf 'ratio (tessera / sgt): %.6f\n' "$(echo "$ours_rate / $sgt_rate" | bc -l)"
