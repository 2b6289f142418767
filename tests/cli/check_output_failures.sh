#!/usr/bin/env bash
# Every output that does not reach its destination is an error (issue 36, item 4):
#   * standard output that cannot be written (/dev/full) exits 1 with the reason;
#   * a file written with -o on a disk that fills up (RLIMIT_FSIZE: the write fails with EFBIG)
#     exits 1 with the reason and leaves the file that was there byte for byte as it was;
#   * a file in a place that cannot be written exits 1 with the reason.
#   check_output_failures.sh TESSERA SOURCE_DIR WORK_DIR "GAME;GAME..."   (the build's games)
set -u
tessera="$1" src="$2" work="$3" games="${4//;/ }"
first_game="${games%% *}"
first_level="$(ls "$src/levels/$first_game"/*.json | sort | head -n 1)"
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TESSERA_HOME="$work/home"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect_stdout_failure ARGS...: the command's stdout is /dev/full.
expect_stdout_failure() {
  "$tessera" "$@" >/dev/full 2>err.txt
  local code=$?
  [ "$code" = 1 ] || fail "tessera $* > /dev/full: exit $code, expected 1"
  grep -q "cannot write to standard output: No space left on device" err.txt ||
    fail "tessera $* > /dev/full: stderr does not give the reason: $(cat err.txt)"
}
# Every game of this build (its levels folder): validate --json, the daily challenge's id, and
# its generator where it needs no argument.
for g in $games; do
  expect_stdout_failure levels validate --json "$src/levels/$g"
  expect_stdout_failure daily --game "$g" --date 2026-11-28
  if "$tessera" "$g" generate >/dev/null 2>&1; then expect_stdout_failure "$g" generate; fi
done

# expect_file_kept FILE ARGS...: FILE exists with known bytes; the command writes it with a
# file size limit of 0 (the disk is full for it) and must fail, say why, and leave FILE whole.
expect_file_kept() {
  local file="$1"
  shift
  head -c 3000 /dev/urandom >"$file" && cp "$file" before.bin
  # stderr through a pipe: a file would be over the limit too.
  (trap '' XFSZ; ulimit -f 0; exec "$tessera" "$@") 2>&1 >/dev/null | cat >err.txt
  local code=${PIPESTATUS[0]}
  [ "$code" = 1 ] || fail "tessera $* (disk full): exit $code, expected 1"
  grep -q "File too large" err.txt || fail "tessera $* (disk full): stderr does not give the reason: $(cat err.txt)"
  cmp -s "$file" before.bin || fail "tessera $* (disk full): $file was changed"
  ls "$file".tmp-* >/dev/null 2>&1 && fail "tessera $* (disk full): a temp file was left"
}
expect_file_kept shot.png screenshot --scene menu -o shot.png
expect_file_kept preview.png levels preview "$first_level" -o preview.png
expect_file_kept strip.png levels preview "$first_level" --solution -o strip.png
# Each game's commands that write a file with -o (its generator; One Stroke's recognition too).
for g in $games; do
  if "$tessera" "$g" generate -h 2>/dev/null | grep -q -- "-o,"; then
    expect_file_kept gen.json "$g" generate -o gen.json
    # A place that cannot be written: the reason, exit 1.
    "$tessera" "$g" generate -o /proc/no-such-folder/x.json >out.txt 2>err.txt
    code=$?
    [ "$code" = 1 ] || fail "$g generate -o /proc/...: exit $code, expected 1"
    grep -q "cannot write /proc/no-such-folder/x.json.tmp-[0-9]*: No such file or directory" err.txt ||
      fail "$g generate -o /proc/...: $(cat err.txt)"
  fi
  picture="$(ls "$src/levels/$g"/pictures/*.png 2>/dev/null | sort | head -n 1)"
  if [ -n "$picture" ] && "$tessera" "$g" recognize -h >/dev/null 2>&1; then
    expect_file_kept level.json "$g" recognize "$picture" -o level.json
  fi
done

[ "$failures" = 0 ] && echo "all output failures reported" && exit 0
exit 1
