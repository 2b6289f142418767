#!/usr/bin/env bash
# Sudoku generation: tessera against Solo from Debian's sgt-puzzles, like with like, in one run.
#   - Same symmetry: Solo's default 180-degree rotational layouts (`3x3d<level>`) against
#     `tessera sudoku generate --symmetry rotational`.
#   - Levels paired through Solo's own levels: Solo's puzzles of each level are rated by tessera
#     (the table printed first), and each tessera level is paired with the Solo level whose
#     puzzles tessera most often gives that level: basic -> easy, intermediate -> medium, extreme ->
#     hard and expert (Solo's extreme spreads over the two: its ladder ends with forcing chains,
#     which are expert here), unreasonable (Solo has to guess) -> diabolical. Solo's advanced
#     (subsets) rates medium here, so it pairs with nothing.
#   - "matched" divides Solo's rate by the share of its puzzles at that level that tessera rates
#     the paired level: Solo's rate of making puzzles of exactly that level.
# Timing: CPU seconds (user + sys) of each process; REPEATS rounds, each running Solo and tessera
# one after the other; printed: puzzles per CPU second (medians) and the median ratio with its
# range. Usage: bench/compare-sgt-solo.sh   (env: TESSERA_BIN, REPEATS=3, SCALE=1)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

source "$ROOT/bench/lib.sh"
bench_context "$0" "$@"
SOLO=$(command -v sgt-solo || echo /usr/games/sgt-solo)
if [ ! -x "$SOLO" ]; then
    ensure_package /usr/games/sgt-solo sgt-puzzles
    SOLO=$(dpkg -L sgt-puzzles | grep -E '/sgt-solo$' | head -1)
fi
find_tessera
REPEATS=${REPEATS:-3}
SCALE=${SCALE:-1}
# level pairs: solo-level:tessera-level:solo-count:tessera-count (counts for about 0.5 s each).
PAIRS="b:easy:400:3000 i:medium:60:400 e:hard:30:200 e:expert:30:200 u:diabolical:8:500"
declare -A solo_name=([b]=basic [i]=intermediate [a]=advanced [e]=extreme [u]=unreasonable)
echo "Solo: $SOLO; tessera: $TESSERA; $REPEATS interleaved rounds, CPU time (user+sys)"

echo
echo "== Solo's levels rated by tessera (40 puzzles each; 180-degree symmetry)"
printf "%-14s %6s %6s %6s %7s %11s\n" Solo easy medium hard expert diabolical
declare -A share
for s in b i a e u; do
    "$SOLO" --generate 40 "3x3d$s" 2>/dev/null | awk -f "$ROOT/bench/solo2grid.awk" > "$TMPD/solo.$s.txt"
    "$TESSERA" sudoku rate < "$TMPD/solo.$s.txt" | awk '{ print $1 }' > "$TMPD/rated.$s.txt"
    line=$s
    for t in easy medium hard expert diabolical; do
        c=$(grep -c "^$t\$" "$TMPD/rated.$s.txt" || true)
        share[$s.$t]=$(awk -v c="$c" 'BEGIN { printf "%.3f", c / 40 }')
        line="$line $c"
    done
    read -r _ a b c d e <<< "$line"
    printf "%-14s %6s %6s %6s %7s %11s\n" "${solo_name[$s]}" "$a" "$b" "$c" "$d" "$e"
done

echo
echo "== generate: puzzles per CPU second, both 180-degree symmetric; ratio median [range] of $REPEATS rounds"
printf "%-28s %9s %10s %18s %9s %18s\n" "Solo level -> tessera level" solo/s tessera/s ratio "share" "ratio (matched)"
for pair in $PAIRS; do
    IFS=: read -r s t ns nt <<< "$pair"
    ns=$((ns * SCALE))
    nt=$((nt * SCALE))
    ratios=()
    matched=()
    srates=()
    trates=()
    for ((r = 1; r <= REPEATS; r++)); do
        ss=$(cpu_seconds /dev/null /dev/null "$SOLO" --generate "$ns" "3x3d$s")
        ts=$(cpu_seconds /dev/null "$TMPD/gen.txt" "$TESSERA" sudoku generate --count "$nt" --difficulty "$t" \
            --symmetry rotational --seed "$r")
        ratios+=("$(ratio_value "$ns" "$ss" "$nt" "$ts")")
        matched+=("$(awk -v v="$(ratio_value "$ns" "$ss" "$nt" "$ts")" -v f="${share[$s.$t]}" \
            'BEGIN { printf "%.3f", (f > 0 ? v / f : 0) }')")
        srates+=("$(rate "$ns" "$ss")")
        trates+=("$(rate "$nt" "$ts")")
    done
    got=$(grep -c " $t\$" "$TMPD/gen.txt" || true)
    [ "$got" = "$nt" ] || echo "WARNING: tessera produced $got/$nt $t puzzles" >&2
    printf "%-28s %9s %10s %18s %8.0f%% %18s\n" "${solo_name[$s]} -> $t" "$(median "${srates[@]}")" \
        "$(median "${trates[@]}")" "$(median_range "${ratios[@]}")" \
        "$(awk -v f="${share[$s.$t]}" 'BEGIN { print 100 * f }')" "$(median_range "${matched[@]}")"
done
bench_load_end
