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
#   3. With --tdoku LIB (once per build, e.g. a gcc and a clang build): tdoku solves the same
#      sets in the same rounds (bench/tdoku-solve.cpp, linked to LIB, tdoku's static library
#      `libtdoku.a` or a folder holding it; tdoku itself is not part of tessera: build it from its
#      own source). First solution: tdoku's limit 1; with proof: limit 2 (it prints the count).
# Timing: CPU seconds (user + sys) of each process; REPEATS rounds, each running qqwing, tessera
# and every tdoku one after the other, give one ratio each; printed: the median ratio and its range.
# Usage: bench/compare-qqwing.sh [--solve-only|--generate-only] [--tdoku LIB]...
#   (env: TESSERA_BIN, REPEATS=3, TARGET=0.5, SETS="sudoku17-sample top95 ...", N_QQ=100,
#    LEVELS="easy medium hard expert diabolical" to generate, CXX for linking the tdoku driver)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

source "$ROOT/bench/lib.sh"
bench_context "$0" "$@"
what=all
TDOKU_LIBS=()
while [ $# -gt 0 ]; do
    case $1 in
        --solve-only | --generate-only) what=$1 ;;
        --tdoku)
            [ $# -ge 2 ] || { echo "$0: --tdoku needs a path (libtdoku.a or its folder)" >&2; exit 2; }
            TDOKU_LIBS+=("$2")
            shift
            ;;
        *) echo "$0: unknown argument '$1' (see the usage at the top of this script)" >&2; exit 2 ;;
    esac
    shift
done
ensure_package qqwing qqwing
find_tessera
REPEATS=${REPEATS:-3}
TARGET=${TARGET:-0.5}
SETS=${SETS:-"sudoku17-sample top95 norvig-hardest tessera-minimal tessera-diabolical qqwing-expert"}
N_QQ=${N_QQ:-100}
LEVELS=${LEVELS:-"easy medium hard expert diabolical"}
echo "tessera: $TESSERA${TESSERA_SUDOKU_SIMD:+ (TESSERA_SUDOKU_SIMD=$TESSERA_SUDOKU_SIMD)}"
echo "qqwing: $(qqwing --version 2>&1 | head -1); $REPEATS interleaved rounds, CPU time (user+sys)"

# Each --tdoku library linked to the driver: TDOKU_BINS[i], named TDOKU_NAMES[i] (its folder's name).
TDOKU_BINS=()
TDOKU_NAMES=()
for lib in "${TDOKU_LIBS[@]}"; do
    [ -d "$lib" ] && lib=$lib/libtdoku.a
    [ -f "$lib" ] || { echo "$0: --tdoku: no file $lib" >&2; exit 2; }
    bin=$TMPD/tdoku-solve.${#TDOKU_BINS[@]}
    "${CXX:-c++}" -std=c++17 -O2 "$ROOT/bench/tdoku-solve.cpp" "$lib" -o "$bin"
    TDOKU_BINS+=("$bin")
    TDOKU_NAMES+=("$(basename "$(dirname "$(realpath "$lib")")")")
    echo "tdoku (${TDOKU_NAMES[-1]}): $(realpath "$lib")"
done

solve_sets() {
    echo
    echo "== solve: puzzles per CPU second; ratio = tessera / qqwing, median [range] of $REPEATS rounds"
    printf "%-20s %5s %-7s %11s %11s %20s %12s\n" set puzzles mode qqwing/s tessera/s ratio "nodes/puzzle"
    local set file n mode qflags tflags tdoku_table=""
    for set in $SETS; do
        file=$ROOT/bench/data/$set.txt
        n=$(grep -c . "$file")
        for mode in first proof; do
            if [ $mode = first ]; then qflags=(--solve --one-line); tflags=(--first); else
                qflags=(--solve --count-solutions --one-line); tflags=(); fi
            local dflag=${mode/proof/count}
            # Copies for about TARGET seconds each, from one probe run per program.
            local qs ts qc tc k
            qs=$(cpu_seconds "$file" /dev/null qqwing "${qflags[@]}")
            qc=$(copies_for "$TARGET" "$qs" 1)
            repeat_file "$file" 20 "$TMPD/probe.txt"
            ts=$(cpu_seconds "$TMPD/probe.txt" /dev/null "$TESSERA" sudoku solve "${tflags[@]}")
            tc=$(copies_for "$TARGET" "$ts" 20)
            repeat_file "$file" "$qc" "$TMPD/q.txt"
            repeat_file "$file" "$tc" "$TMPD/t.txt"
            local dc=()
            for k in "${!TDOKU_BINS[@]}"; do
                dc[k]=$(copies_for "$TARGET" "$(cpu_seconds "$TMPD/probe.txt" /dev/null "${TDOKU_BINS[k]}" "$dflag")" 20)
                repeat_file "$file" "${dc[k]}" "$TMPD/d$k.txt"
            done
            local ratios=() qrates=() trates=() r q t d
            declare -A dratios=() drates=()
            for ((r = 0; r < REPEATS; r++)); do
                q=$(cpu_seconds "$TMPD/q.txt" "$TMPD/q.out" qqwing "${qflags[@]}")
                t=$(cpu_seconds "$TMPD/t.txt" "$TMPD/t.out" "$TESSERA" sudoku solve "${tflags[@]}")
                ratios+=("$(ratio_value $((n * qc)) "$q" $((n * tc)) "$t")")
                qrates+=("$(rate $((n * qc)) "$q")")
                trates+=("$(rate $((n * tc)) "$t")")
                for k in "${!TDOKU_BINS[@]}"; do
                    d=$(cpu_seconds "$TMPD/d$k.txt" "$TMPD/d$k.out" "${TDOKU_BINS[k]}" "$dflag")
                    dratios[$k]+=" $(ratio_value $((n * dc[k])) "$d" $((n * tc)) "$t")"
                    drates[$k]+=" $(rate $((n * dc[k])) "$d")"
                done
            done
            # Same answers: qqwing prints the solution lines (and counts in proof mode), tdoku the
            # solutions (first) or the counts (proof).
            if [ $mode = first ] && ! diff -q <(grep -E '^[0-9]{81}$' "$TMPD/q.out" | head -n "$n") \
                <(head -n "$n" "$TMPD/t.out") > /dev/null; then
                echo "WARNING: $set: solutions differ" >&2
            fi
            for k in "${!TDOKU_BINS[@]}"; do
                if [ $mode = first ] && ! diff -q <(head -n "$n" "$TMPD/d$k.out") <(head -n "$n" "$TMPD/t.out") > /dev/null; then
                    echo "WARNING: $set: tdoku (${TDOKU_NAMES[k]}) found other solutions" >&2
                elif [ $mode = proof ] && grep -qv '^1$' "$TMPD/d$k.out"; then
                    echo "WARNING: $set: tdoku (${TDOKU_NAMES[k]}) counted other than 1 solution" >&2
                fi
                # shellcheck disable=SC2086 # the lists are space-separated numbers
                tdoku_table+=$(printf "%-20s %5s %-7s %-10s %11s %11s %20s" "$set" "$n" "$mode" "${TDOKU_NAMES[k]}" \
                    "$(median ${drates[$k]})" "$(median "${trates[@]}")" "$(DIGITS=2 median_range ${dratios[$k]})")$'\n'
            done
            local nodes
            nodes=$("$TESSERA" sudoku solve "${tflags[@]}" --stats < "$file" 2>&1 > /dev/null |
                awk '{ print $3 " (" $7 " no guess)" }')
            printf "%-20s %5s %-7s %11s %11s %20s %12s\n" "$set" "$n" "$mode" "$(median "${qrates[@]}")" \
                "$(median "${trates[@]}")" "$(median_range "${ratios[@]}")" "$nodes"
        done
    done
    if [ ${#TDOKU_BINS[@]} -gt 0 ]; then
        echo
        echo "== solve against tdoku: puzzles per CPU second; ratio = tessera / tdoku, median [range] of $REPEATS rounds"
        printf "%-20s %5s %-7s %-10s %11s %11s %20s\n" set puzzles mode tdoku tdoku/s tessera/s ratio
        printf "%s" "$tdoku_table"
    fi
}

# qqwing's level of each puzzle of a file: Simple, Easy, Intermediate or Expert, one per line.
qqwing_levels() { qqwing --solve --stats --one-line < "$1" 2>/dev/null | awk '/^Difficulty:/ { print $2 }'; }

generate_levels() {
    echo
    echo "== generate: unique rated puzzles per CPU second, no symmetry; ratio median [range] of $REPEATS rounds"
    # tessera makes more puzzles than qqwing so that both run a similar time (1-2 CPU s a round), so
    # neither the timer's 10 ms nor one seed's luck moves a round's ratio much.
    local pairs="" pair
    for pair in easy:easy:4000 medium:intermediate:2000 hard:expert:1500 expert:expert:1200 diabolical:expert:2000; do
        [[ " $LEVELS " == *" ${pair%%:*} "* ]] && pairs+="$pair "
    done
    # "matched": qqwing's rate of making puzzles of exactly the tessera level, i.e. its rate at the
    # paired level times the share of its puzzles (all rounds) that tessera rates that level; a
    # view by one rater (tessera's) applied to both, for the levels qqwing cannot tell apart.
    printf "%-30s %11s %11s %20s %7s %20s\n" "tessera level -> qqwing level" qqwing/s tessera/s ratio share \
        "ratio (matched)"
    local t q nt r qs ts
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
        [ -f "$TMPD/qq.$q.txt" ] || continue # a level left out of LEVELS
        "$TESSERA" sudoku rate < "$TMPD/qq.$q.txt" |
            awk -v q="$q" '{ n++; c[$1]++ } END { printf "%-14s %7d %7d %7d %7d %7d %11d\n", q, n,
                c["easy"], c["medium"], c["hard"], c["expert"], c["diabolical"] }'
    done
}

[ "$what" = --generate-only ] || solve_sets
[ "$what" = --solve-only ] || generate_levels
bench_load_end
