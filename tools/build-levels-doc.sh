#!/usr/bin/env bash
# Assembles docs/levels.md from docs/levels/_intro.md (everything before the games: validate,
# Play, Preview, Your own levels, JSON Schemas, the common fields) and one section per game, in
# menu order. Edit those pages, never docs/levels.md itself; then run this.
#
# The limits the pages state come from the code: `{{kName}}` in a page becomes the value of
# `inline constexpr ... kName = N;` in include/ or src/games/ (`{{samegame/kName}}` looks only in the headers
# of a samegame/ folder, for a name two games share). A name that is missing, or that has two
# values, stops the script.
#
#   tools/build-levels-doc.sh            writes docs/levels.md
#   tools/build-levels-doc.sh --check    exits 1, with a diff, when docs/levels.md is not what the
#                                        pages and the code make (a ctest runs this)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The value of constant $1 ("kMaxTitleLength" or "samegame/kMaxColours").
constant() {
    local name=${1##*/} folder='' pattern values
    [[ $1 == */* ]] && folder=${1%%/*}
    pattern="constexpr [A-Za-z_:0-9 ]+ ${name} = [0-9']+;"
    values=$(grep -rlE --include='*.hpp' "$pattern" include src/games | grep -F "/${folder}" |
        xargs -r grep -hE "$pattern" | sed -E "s/.* = ([0-9']+);.*/\1/" | tr -d "'" | sort -u)
    if [ -z "$values" ]; then
        echo "build-levels-doc.sh: no constant $1 (inline constexpr ... = N;) under include/ or src/games/" >&2
        return 1
    fi
    if [ "$(wc -l <<<"$values")" -ne 1 ]; then
        echo "build-levels-doc.sh: $1 has several values ($(tr '\n' ' ' <<<"$values")); name its game" >&2
        return 1
    fi
    echo "$values"
}

# Page $1 with every {{...}} replaced by its constant.
expand() {
    local text name value
    text=$(cat "$1")
    for name in $(grep -oE '\{\{[A-Za-z0-9_/]+\}\}' "$1" | sort -u | tr -d '{}'); do
        value=$(constant "$name") || { echo "  (in $1)" >&2; return 1; }
        text=${text//"{{$name}}"/$value}
    done
    printf '%s\n' "$text"
}

assemble() {
    expand docs/levels/_intro.md
    # The games in menu order: the one list, TESSERA_ALL_GAMES in CMakeLists.txt.
    local games g
    games=$(sed -n 's/^set(TESSERA_ALL_GAMES \(.*\))$/\1/p' CMakeLists.txt)
    for g in $games; do
        [ -f "docs/levels/$g.md" ] || continue
        echo
        # Each game's page already starts at "##", nesting under this page's title.
        expand "docs/levels/$g.md"
    done
}

out=$(mktemp)
trap 'rm -f "$out"' EXIT
assemble >"$out"
if [ "${1:-}" = "--check" ]; then
    if ! diff -u docs/levels.md "$out"; then
        echo "docs/levels.md is out of date: edit docs/levels/*.md and run tools/build-levels-doc.sh" >&2
        exit 1
    fi
    echo "docs/levels.md is up to date"
else
    cp "$out" docs/levels.md
    echo "wrote docs/levels.md"
fi
