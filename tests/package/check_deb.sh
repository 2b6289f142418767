#!/usr/bin/env bash
# Installs a Tessera .deb into a scratch root with `dpkg -x` and runs it from a folder outside the
# source tree, as a player would after installing it: --version, headless screenshots (the menu,
# a game's level select and a game: data, fonts and levels), a text command on the installed
# levels, the installed man page, desktop entry and metainfo. Then it takes the data away and
# checks that the game exits 1 naming where it looked, which also shows the screenshots used the
# extracted root's data and no other copy.
#   tests/package/check_deb.sh tessera_<version>_<arch>.deb
set -euo pipefail
deb="$(realpath "$1")"
root="$(mktemp -d "${TMPDIR:-/tmp}/tessera-deb-root.XXXXXX")"
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-deb-run.XXXXXX")"
trap 'rm -rf "$root" "$work"' EXIT
fail() { echo "check_deb: $*" >&2; exit 1; }

dpkg -x "$deb" "$root"
version="$(dpkg-deb -f "$deb" Version)"
# Debian's layout (debian/rules): the program in /usr/games, the data in /usr/share/games.
tessera="$root/usr/games/tessera"
data="$root/usr/share/games/tessera"
[ -x "$tessera" ] || fail "no usr/games/tessera in $deb"
[ -x "$root/usr/libexec/tessera/tessera-gui" ] || fail "no usr/libexec/tessera/tessera-gui in $deb"

# What ships names no source tree (this script's own checkout is the one CI built from).
source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if strings -a "$tessera" "$root/usr/libexec/tessera/tessera-gui" | grep -F "$source_dir"; then
  fail "the packaged programs name the source tree $source_dir"
fi

cd "$work" # outside the source tree; nothing here but what the test writes
run() { env -u TESSERA_DATA_DIR -u TESSERA_FONT -u TESSERA_FONT_BOLD TESSERA_HOME="$work/home" \
        SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software "$tessera" "$@"; }

got="$(run --version)"
[ "$got" = "tessera ${version%-*}" ] || fail "--version printed '$got', expected 'tessera ${version%-*}'"
echo "ok: $got"

png_ok() { # a PNG of the window's size: 1280x720
  [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "$1 is not a PNG"
  [ "$(od -An -tu1 -j16 -N8 "$1" | tr -s ' ' | sed 's/^ //')" = "0 0 5 0 0 0 2 208" ] || fail "$1 is not 1280x720"
}
for shot in "menu" "levels --game sudoku" "game --game tilestack"; do
  # shellcheck disable=SC2086 # the scene's words
  run screenshot --scene $shot -o shot.png > /dev/null || fail "tessera screenshot --scene $shot failed"
  png_ok shot.png
  rm shot.png
done
echo "ok: screenshots (menu, level select, a game) from $work"

# Only the shipped games: every installed level folder is a game of the binary, and the template
# game (src/games/lights/, the start of docs/adding-a-game.md) is neither in the binary nor in
# the data.
for dir in "$data"/levels/*/; do
  g="$(basename "$dir")"
  run "$g" --help > /dev/null 2>&1 || fail "$data/levels/$g: installed, but tessera has no game \"$g\""
done
[ ! -e "$data/levels/lights" ] && [ ! -e "$data/schema/lights.schema.json" ] ||
  fail "the template game's levels or schema are in the package"
# A game the binary lacks is an unknown command, a usage error (exit 2) even with --help after it.
rc=0; run lights --help > /dev/null 2>&1 || rc=$?
[ "$rc" -eq 2 ] || fail "the template game 'lights' is in the packaged binary (tessera lights --help exited $rc, not 2)"
echo "ok: only the shipped games are in the package"

run levels validate "$data/levels" > validate.txt || fail "the installed levels do not validate: $(cat validate.txt)"
echo "ok: $(grep -c '^OK ' validate.txt) installed level files validate"

# The schemas ship, and a level that a game's `generate` writes into the user levels folder
# names one that is there (games whose generate writes no level file are passed over).
written=0
for dir in "$data"/levels/*/; do # one folder per game
  g="$(basename "$dir")"
  [ -f "$data/schema/$g.schema.json" ] || fail "no $data/schema/$g.schema.json"
  mkdir -p "$work/home/levels/$g"
  level="$work/home/levels/$g/generated.json"
  run "$g" generate > "$level" 2> /dev/null || continue
  ref="$(sed -n 's/^  "\$schema": "file:\/\/\(.*\)",$/\1/p' "$level")"
  [ -n "$ref" ] || continue
  [ "$ref" = "$(realpath "$data")/schema/$g.schema.json" ] || fail "a generated $g level names \"$ref\" as its schema"
  written=$((written + 1))
done
[ "$written" -gt 0 ] || fail "no game's generate wrote a level naming its schema"
echo "ok: schemas installed; $written games' generated levels name theirs"

man="$root/usr/share/man/man6/tessera.6.gz"
[ -f "$man" ] || fail "no $man"
# Read whole first: `zcat | grep -q` stops reading at the first match, and zcat's SIGPIPE then
# fails the pipeline under pipefail once the page is longer than a pipe's buffer (the per-game
# options made it so).
page="$(zcat "$man")"
for section in NAME SYNOPSIS COMMANDS ENVIRONMENT FILES "EXIT STATUS"; do
  grep -Eq "^\.SH \"?$section\"?$" <<< "$page" || fail "the man page has no $section section"
done
echo "ok: man page"

desktop=("$root"/usr/share/applications/*.desktop)
metainfo=("$root"/usr/share/metainfo/*.metainfo.xml)
[ ${#desktop[@]} -eq 1 ] && [ ${#metainfo[@]} -eq 1 ] || fail "expected one .desktop and one metainfo file"
app_id="$(basename "${desktop[0]}" .desktop)"
[ "$(basename "${metainfo[0]}")" = "$app_id.metainfo.xml" ] || fail "metainfo ${metainfo[0]} is not named $app_id"
desktop-file-validate "${desktop[0]}"
appstreamcli validate --no-net "${metainfo[0]}" > /dev/null
for size in 16 24 32 48 64 128 256 512; do
  [ -f "$root/usr/share/icons/hicolor/${size}x$size/apps/$app_id.png" ] || fail "no ${size}px icon"
done
[ -f "$root/usr/share/icons/hicolor/scalable/apps/$app_id.svg" ] || fail "no scalable icon"
echo "ok: $app_id desktop entry, metainfo and icons"

mv "$data" "$data-away"
if run screenshot --scene menu -o none.png 2> missing.txt; then fail "ran with its data taken away"; fi
grep -qx "  $data" missing.txt || fail "the missing-data message does not name $data: $(cat missing.txt)"
echo "ok: without its data it exits 1, naming where it looked"
echo "check_deb: $deb passed"
