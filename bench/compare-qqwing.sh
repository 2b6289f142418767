#!/usr/bin/env bash
# Sudoku: tessera against Debian's qqwing on this machine, like with like, in one run.
#   1. Solving the hard sets of bench/data/ (README there): first solution (`qqwing --solve`,
#      `tessera sudoku solve --first`) and with the uniqueness proof (`qqwing --solve
#      --count-solutions`, `tessera sudoku solve`). Both get the same puzzles, each as many copies
#      of the set as make it run about TARGET CPU seconds, so the timer's 10 ms do not matter.
#   2. Generating puzzles, levels paired by qqwing's own rating (`qqwing --solve --stats` of
#      tessera's puzzles): easy -> qqwing easy, medium -> intermediate, and hard, expert and
#      diabolical -> expert (qqwing's solver has to guess on each; it has no finer level). Neither
#      side uses symmetry. Then the agreement table: how qqwing rates tessera's puzzles per level.
# Timing: CPU seconds (user + sys) of each process; REPEATS rounds, each running qqwing and
# tessera one after the other, give one ratio each; printed: the median ratio and its range.
# Usage: bench/compare-qqwing.sh [--solve-only|--generate-only]
#   (env: TESSERA_BIN, REPEATS=3, TARGET=0.5, SETS="sudoku17-sample top95 ...", N_QQ=100)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

source "$ROOT/bench/lib.sh"
ensure_package qqwing qqwing
find_tessera
REPEATS=${REPEATS:-3}
TARGET=${TARGET:-0.5}
SETS=${SETS:-"sudoku17-sample top95 tessera-minimal tessera-diabolical qqwing-expert"}
N_QQ=${N_QQ:-100}
what=${1:-all}
echo "tessera: $TESSERA${TESSERA_SUDOKU_SIMD:+ (TESSERA_SUDOKU_SIMD=$TESSERA_SUDOKU_SIMD)}"
echo "qqwing: $(qqwing --version 2>&1 | head -1); $REPEATS interleaved rounds, CPU time (user+sys)"

solve_sets() {
    echo
    echo "== solve: puzzles per CPU second; ratio = tessera / qqwing, median [range] of $REPEATS rounds"
    printf "%-20s %5s %-7s %11s %11s %20s %12s\n" set puzzles mode qqwing/s tessera/s ratio "nodes/puzzle"
    local set file n mode qflags tflags
    for set in $SETS; do
        file=$ROOT/bench/data/$set.txt
        n=$(grep -c . "$file")
        for mode in first proof; do
            if [ $mode = first ]; then qflags=(--solve --one-line); tflags=(--first); else
                qflags=(--solve --count-solutions --one-line); tflags=(); fi
            # Copies for about TARGET seconds each, from one probe run per program.
            local qs ts qc tc
            qs=$(cpu_seconds "$file" /dev/null qqwing "${qflags[@]}")
            qc=$(copies_for "$TARGET" "$qs" 1)
            repeat_file "$file" 20 "$TMPD/probe.txt"
            ts=$(cpu_seconds "$TMPD/probe.txt" /dev/null "$TESSERA" sudoku solve "${tflags[@]}")
            tc=$(copies_for "$TARGET" "$ts" 20)
            repeat_file "$file" "$qc" "$TMPD/q.txt"
            repeat_file "$file" "$tc" "$TMPD/t.txt"
            local ratios=() qrates=() trates=() r q t
            for ((r = 0; r < REPEATS; r++)); do
                q=$(cpu_seconds "$TMPD/q.txt" "$TMPD/q.out" qqwing "${qflags[@]}")
                t=$(cpu_seconds "$TMPD/t.txt" "$TMPD/t.out" "$TESSERA" sudoku solve "${tflags[@]}")
                ratios+=("$(ratio_value $((n * qc)) "$q" $((n * tc)) "$t")")
                qrates+=("$(rate $((n * qc)) "$q")")
                trates+=("$(rate $((n * tc)) "$t")")
            done
            # Same answers: qqwing prints the solution lines (and counts in proof mode).
            if [ $mode = first ] && ! diff -q <(grep -E '^[0-9]{81}$' "$TMPD/q.out" | head -n "$n") \
                <(head -n "$n" "$TMPD/t.out") > /dev/null; then
                echo "WARNING: $set: solutions differ" >&2
            fi
            local nodes
            nodes=$("$TESSERA" sudoku solve "${tflags[@]}" --stats < "$file" 2>&1 > /dev/null |
                awk '{ print $3 " (" $7 " no guess)" }')
            printf "%-20s %5s %-7s %11s %11s %20s %12s\n" "$set" "$n" "$mode" "$(median "${qrates[@]}")" \
                "$(median "${trates[@]}")" "$(median_range "${ratios[@]}")" "$nodes"
        done
    done
}

# qqwing's level of each puzzle of a file: Simple, Easy, Intermediate or Expert, one per line.
qqwing_levels() { qqwing --solve --stats --one-line < "$1" 2>/dev/null | awk '/^Difficulty:/ { print $2 }'; }

generate_levels() {
    echo
    echo "== generate: unique rated puzzles per CPU second, no symmetry; ratio median [range] of $REPEATS rounds"
    # tessera makes more puzzles than qqwing so that both run a similar time (1-2 CPU s a round), so
    # neither the timer's 10 ms nor one seed's luck moves a round's ratio much.
    local pairs="easy:easy:4000 medium:intermediate:2000 hard:expert:1500 expert:expert:1200 diabolical:expert:2000"
    # "matched": qqwing's rate of making puzzles of exactly the tessera level, i.e. its rate at the
    # paired level times the share of its puzzles (all rounds) that tessera rates that level; a
    # view by one rater (tessera's) applied to both, for the levels qqwing cannot tell apart.
    printf "%-30s %11s %11s %20s %7s %20s\n" "tessera level -> qqwing level" qqwing/s tessera/s ratio share \
        "ratio (matched)"
    local pair t q nt r qs ts
    declare -A qtime
    for pair in $pairs; do
        IFS=: read -r t q nt <<< "$pair"
        local ratios=() qrates=() trates=()
        for ((r = 1; r <= REPEATS; r++)); do
            # qqwing's expert run is shared by the three levels paired with it, one per round.
            if [ -z "${qtime[$q.$r]:-}" ]; then
                qtime[$q.$r]=$(cpu_seconds /dev/null "$TMPD/qq.$q.$r.txt" qqwing --generate "$N_QQ" --difficulty "$q" --one-line)
                grep -E '^[0-9.]{81}$' "$TMPD/qq.$q.$r.txt" >> "$TMPD/qq.$q.txt"
            fi
            qs=${qtime[$q.$r]}
            ts=$(cpu_seconds /dev/null "$TMPD/gen.$t.txt" "$TESSERA" sudoku generate --count "$nt" --difficulty "$t" --seed "$r")
            ratios+=("$(ratio_value "$N_QQ" "$qs" "$nt" "$ts")")
            qrates+=("$(rate "$N_QQ" "$qs")")
            trates+=("$(rate "$nt" "$ts")")
        done
        local got
        got=$(grep -c " $t\$" "$TMPD/gen.$t.txt" || true)
        [ "$got" = "$nt" ] || echo "WARNING: tessera produced $got/$nt $t puzzles" >&2
        local share matched=()
        share=$("$TESSERA" sudoku rate < "$TMPD/qq.$q.txt" | awk -v t="$t" '{ n++; if ($1 == t) k++ }
            END { printf "%.3f", k / n }')
        for r in "${ratios[@]}"; do matched+=("$(awk -v v="$r" -v f="$share" 'BEGIN { printf "%.3f", (f > 0 ? v / f : 0) }')"); done
        printf "%-30s %11s %11s %20s %6.0f%% %20s\n" "$t -> $q" "$(median "${qrates[@]}")" "$(median "${trates[@]}")" \
            "$(median_range "${ratios[@]}")" "$(awk -v f="$share" 'BEGIN { print 100 * f }')" \
            "$(median_range "${matched[@]}")"
    done

    echo
    echo "== agreement: qqwing's rating (--solve --stats) of tessera's puzzles from the last round"
    printf "%-12s %7s %7s %7s %13s %7s %14s %16s\n" "tessera" puzzles Simple Easy Intermediate Expert "in band" "qqwing guesses"
    local band
    for pair in $pairs; do
        IFS=: read -r t q nt <<< "$pair"
        case $t in easy) band="Simple Easy" ;; medium) band=Intermediate ;; *) band=Expert ;; esac
        awk '{ print $1 }' "$TMPD/gen.$t.txt" > "$TMPD/rate.txt"
        qqwing --solve --stats --one-line < "$TMPD/rate.txt" 2>/dev/null |
            awk -v t="$t" -v band="$band" '
                /^Number of Guesses:/ { g += $4 }
                /^Difficulty:/ { n++; c[$2]++; if (index(" " band " ", " " $2 " ")) inb++ }
                END { printf "%-12s %7d %7d %7d %13d %7d %13.1f%% %16.2f\n", t, n, c["Simple"], c["Easy"],
                      c["Intermediate"], c["Expert"], 100 * inb / n, g / n }'
    done
    echo
    echo "== the other way: tessera's rating of qqwing's puzzles (all rounds)"
    printf "%-14s %7s %7s %7s %7s %7s %11s\n" "qqwing" puzzles easy medium hard expert diabolical
    for q in easy intermediate expert; do
        "$TESSERA" sudoku rate < "$TMPD/qq.$q.txt" |
            awk -v q="$q" '{ n++; c[$1]++ } END { printf "%-14s %7d %7d %7d %7d %7d %11d\n", q, n,
                c["easy"], c["medium"], c["hard"], c["expert"], c["diabolical"] }'
    done
}

[ "$what" = --generate-only ] || solve_sets
[ "$what" = --solve-only ] || generate_levels
