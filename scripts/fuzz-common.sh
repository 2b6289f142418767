# Sourced by scripts/fuzz-smoke and scripts/fuzz-long (from the source folder): what each
# libFuzzer target may read and use, and its extra seeds.
# The JSON targets read files up to the loaders' 4 MiB limit, so the blowups of issue 20 are
# reachable; the others keep libFuzzer's usual small inputs.
max_len_for() { case "$1" in fuzz_level|fuzz_profile|fuzz_profile_damage) echo 4194304 ;; *) echo 65536 ;; esac; }
# Memory: the documented bound of what a program may use for one input (docs/reliability.md,
# "Bounded memory and time on any input": 10 x 4 MiB + 30 MiB = 70 MiB for a JSON file of the
# loaders' 4 MiB; the picture targets read pictures of at most 64x64, far below it), plus what the
# sanitizers and libFuzzer themselves hold (ASan's shadow and allocator with the quarantine kept at
# 16 MiB, the corpus in memory), measured as a target's RSS after its seed corpus
# (docs/reliability.md, "Fuzzing"). An input that makes a target use more than that fails.
sanitizer_base_mb=96
# The Match-3 resolver target plays up to 4 swaps on generated params (1 on a board above 8x8),
# refused ones too, so an input may run a move to its step bound (1,024 clear steps, docs/games/match3.md "Cascades end"):
# its events, not a file, are what it holds; 358 MB was its peak in its first run (default
# quarantine), so it gets 384 MiB.
rss_limit_for() { case "$1" in fuzz_match3_resolver) echo 384 ;; *) echo $((70 + sanitizer_base_mb)) ;; esac; }
# How the long run (scripts/fuzz-long) runs a target: one process, or libFuzzer's fork mode. The
# level target reads files of up to 4 MiB whose parts each hold a solver's memory: ASan's
# allocator keeps the high-water mark of every size class it has served, so one process's resident
# size only climbs with the inputs it has run (187 MB after the 2,888 inputs of its corpus, none
# above 68 MB alone) and stopped every long run short of 10^6. In fork mode each child is a fresh
# process that fuzzes for a while under the same limits and then exits, and the parent keeps the
# corpus and counts. A crash or timeout in any child ends the run, as in one process; a child over
# the memory limit has its last input replayed alone, and that input is a finding only if it passes
# the limit by itself (scripts/fuzz-long).
long_run_mode_for() { case "$1" in fuzz_level) echo fork ;; *) echo single ;; esac; }
asan_options_for() { echo "detect_leaks=1:allocator_may_return_null=1:quarantine_size_mb=16"; }
# Extra seeds: shipped levels and tests' level data for the level target, docs' JSON examples too.
seed_corpus() {
  local t="$1" work="$2"
  case "$t" in
    fuzz_level)
      find levels tests/data -name '*.json' -type f 2>/dev/null | while read -r f; do
        cp -n "$f" "$work/$(echo "$f" | tr '/' '_')" 2>/dev/null || true
      done
      local i=0
      for md in docs/*.md docs/games/*.md docs/levels/*.md; do
        [ -f "$md" ] || continue
        awk -v out="$work/doc-$(basename "$md" .md)-" '/^```json/{n++; f=out n ".json"; on=1; next} /^```/{on=0} on{print > f}' "$md"
      done ;;
    # fuzz_onestroke_recognize: its committed corpus holds small figures in every encoding and
    # the level pictures scaled down (the target reads pictures up to 64x64; see its source).
  esac
}
# The targets: the shared ones (tests/fuzz/fuzz_*.cpp) and each shipped game's own
# (src/games/<g>/fuzz/fuzz_*.cpp, with its corpora beside them in src/games/<g>/fuzz/corpus/).
fuzz_games() { sed -n 's/^set(TESSERA_ALL_GAMES \([a-z0-9_ ]*\))$/\1/p' CMakeLists.txt; }
fuzz_targets() {
  local g
  (cd tests/fuzz && ls fuzz_*.cpp)
  for g in $(fuzz_games); do (cd "src/games/$g" && ls fuzz/fuzz_*.cpp 2>/dev/null | sed 's|^fuzz/||'); done
}
# The committed corpus of a target (its name without fuzz_), in the folder of the game it belongs to.
fuzz_corpus_dir() {
  local name="$1" g
  for g in $(fuzz_games); do
    if [ -f "src/games/$g/fuzz/fuzz_$name.cpp" ]; then echo "$root/src/games/$g/fuzz/corpus/$name"; return; fi
  done
  echo "$root/tests/fuzz/corpus/$name"
}
