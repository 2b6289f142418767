#!/usr/bin/env bash
# Sudoku generation: tessera against Solo from Debian's sgt-puzzles (sgt-solo --generate N
# 3x3d<level>), per comparable level, in one go. Rates are puzzles per CPU second.
# Usage: bench/compare-sgt-solo.sh   (env: TESSERA_BIN, N_GEN)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

# Installs a Debian package when a command is missing (as root, else through sudo).
ensure_package() { # command package
    command -v "$1" >/dev/null 2>&1 && return 0
    [ -x "$1" ] && return 0
    echo "installing $2 ..." >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y "$2" >&2; else sudo apt-get install -y "$2" >&2; fi
}

# The tessera binary: $TESSERA_BIN, else build/tessera (built with cmake when missing).
find_tessera() {
    TESSERA=${TESSERA_BIN:-$ROOT/build/tessera}
    if [ ! -x "$TESSERA" ]; then
        echo "building $TESSERA ..." >&2
        cmake -S "$ROOT" -B "$ROOT/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >&2
        ninja -C "$ROOT/build" -j"${JOBS:-1}" tessera >&2
        TESSERA=$ROOT/build/tessera
    fi
}

# CPU seconds (user + sys) a command takes. CPU time rather than wall time because the machine
# may be shared: wall time would charge one program for another's load.
TMPD=$(mktemp -d)
trap 'rm -rf "$TMPD"' EXIT
cpu_seconds() { # input-file output-file command...
    local in=$1 out=$2
    shift 2
    /usr/bin/time -f "%U %S" -o "$TMPD/time" "$@" < "$in" > "$out"
    awk '{ s = $1 + $2; if (s < 0.005) s = 0.005; print s }' "$TMPD/time"
}

rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.1f", n / s }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1fx", a / b }'; }
# tessera's rate over the peer's: n1 puzzles in s1 seconds (peer) against n2 in s2 (tessera).
ratio_rates() { awk -v n1="$1" -v s1="$2" -v n2="$3" -v s2="$4" 'BEGIN { printf "%.1fx", (n2 / s2) / (n1 / s1) }'; }
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
