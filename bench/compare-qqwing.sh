#!/usr/bin/env bash
# Sudoku: tessera against Debian's qqwing on this machine, in one go.
#   1. solve rate on the same puzzle file (qqwing-generated), first solution only and with a
#      uniqueness proof (qqwing --count-solutions vs tessera's default, which prints "multiple");
#   2. generation rate of rated unique puzzles per difficulty.
# Rates are puzzles per CPU second. Usage: bench/compare-qqwing.sh   (env: TESSERA_BIN, N_SOLVE,
# REPEAT, N_GEN)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

source "$ROOT/bench/lib.sh"
ensure_package qqwing qqwing
find_tessera
N_SOLVE=${N_SOLVE:-500}
REPEAT=${REPEAT:-40}
N_GEN=${N_GEN:-40}
# tessera generates more puzzles than the peer so that its CPU time is well above the timer's
# 10 ms resolution; rates are per puzzle either way.
T_GEN=${T_GEN:-$((N_GEN * 10))}

echo "== solve: $N_SOLVE qqwing puzzles (any difficulty), file repeated $REPEAT times"
qqwing --generate "$N_SOLVE" --difficulty any --one-line | grep -E '^[0-9.]{81}$' > "$TMPD/one.txt"
for _ in $(seq "$REPEAT"); do cat "$TMPD/one.txt"; done > "$TMPD/puzzles.txt"
n=$(wc -l < "$TMPD/puzzles.txt")
q1=$(cpu_seconds "$TMPD/puzzles.txt" "$TMPD/q.out" qqwing --solve --one-line)
t1=$(cpu_seconds "$TMPD/puzzles.txt" "$TMPD/t.out" "$TESSERA" sudoku solve --first)
# Same answers: qqwing prints the solution line; tessera too.
if ! diff <(grep -E '^[0-9]{81}$' "$TMPD/q.out") "$TMPD/t.out" > /dev/null; then
    echo "WARNING: solutions differ" >&2
fi
q2=$(cpu_seconds "$TMPD/puzzles.txt" /dev/null qqwing --solve --count-solutions --one-line)
t2=$(cpu_seconds "$TMPD/puzzles.txt" /dev/null "$TESSERA" sudoku solve)
printf "%-34s %12s %12s %8s\n" "" "qqwing/s" "tessera/s" "ratio"
printf "%-34s %12s %12s %8s\n" "first solution" "$(rate "$n" "$q1")" "$(rate "$n" "$t1")" "$(ratio "$q1" "$t1")"
printf "%-34s %12s %12s %8s\n" "solution + uniqueness proof" "$(rate "$n" "$q2")" "$(rate "$n" "$t2")" "$(ratio "$q2" "$t2")"

echo "== generate: $N_GEN rated unique puzzles per difficulty"
# qqwing's levels: easy = singles (and pairs), intermediate = pointing / box-line, expert = needs
# guessing. They map onto tessera's easy, medium and diabolical; tessera's hard and expert
# (fish, XY-wing, colouring) have no qqwing level.
printf "%-34s %12s %12s %8s\n" "qqwing level -> tessera level" "qqwing/s" "tessera/s" "ratio"
for pair in easy:easy intermediate:medium expert:diabolical -:hard -:expert; do
    q=${pair%%:*}
    t=${pair##*:}
    ts=$(cpu_seconds /dev/null "$TMPD/gen.txt" "$TESSERA" sudoku generate --count "$T_GEN" --difficulty "$t" --seed 1)
    got=$(grep -c " $t\$" "$TMPD/gen.txt" || true)
    [ "$got" = "$T_GEN" ] || echo "WARNING: tessera produced $got/$T_GEN $t puzzles" >&2
    if [ "$q" = - ]; then
        printf "%-34s %12s %12s %8s\n" "(none) -> $t" "-" "$(rate "$T_GEN" "$ts")" "-"
    else
        qs=$(cpu_seconds /dev/null /dev/null qqwing --generate "$N_GEN" --difficulty "$q" --one-line)
        printf "%-34s %12s %12s %8s\n" "$q -> $t" "$(rate "$N_GEN" "$qs")" "$(rate "$T_GEN" "$ts")" "$(ratio_rates "$N_GEN" "$qs" "$T_GEN" "$ts")"
    fi
done
