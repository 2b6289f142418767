#!/usr/bin/env bash
# Rebuild the asset generators and regenerate every generated file under assets/ and the desktop
# icons under desktop/icons/ (hicolor PNGs at every size and the SVG).
# Usage: tools/gen-assets.sh [assets-dir [icons-dir]]
#   default: <repo>/assets and <repo>/desktop/icons; with an assets-dir, icons go to <assets-dir>/desktop-icons
# Needs: g++ (C++20), libsdl2-dev, libsdl2-image-dev. Builds single-threaded into a temp dir.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/assets}"
if [ -n "${1:-}" ]; then icons="${2:-$out/desktop-icons}"; else icons="$root/desktop/icons"; fi
bin="${TMPDIR:-/tmp}/tessera-gen"
mkdir -p "$bin/include/tessera" "$out"

# The one list of games is TESSERA_ALL_GAMES in CMakeLists.txt: tessera/games.hpp is made from it
# with CMake's own template, so gen_assets expands the same TESSERA_GAMES(X) as the app.
games="$(sed -n 's/^set(TESSERA_ALL_GAMES \([a-z0-9_ ]*\))$/\1/p' "$root/CMakeLists.txt")"
if [ -z "$games" ]; then
    echo "$root/CMakeLists.txt: no line 'set(TESSERA_ALL_GAMES <game>...)' to read the games from" >&2
    exit 1
fi
list=""
art=""
for g in $games; do
    if [ ! -f "$root/src/games/$g/art/$g.cpp" ]; then
        echo "$root/src/games/$g/art/$g.cpp: missing; every game in TESSERA_ALL_GAMES draws its preview there" >&2
        exit 1
    fi
    list="$list X($g)"
    art="$art $root/src/games/$g/art/$g.cpp"
done
sed "s/@TESSERA_GAME_LIST@/$list/" "$root/cmake/games.hpp.in" > "$bin/include/tessera/games.hpp"

echo "building gen_assets ..."
# shellcheck disable=SC2046
# A game's art is its own (src/games/<g>/art/<g>.cpp); the shared drawing code is tools/gen_assets.
g++ -std=c++20 -O2 -Wall -Wextra -I"$bin/include" -I"$root/tools/gen_assets" \
    "$root"/tools/gen_assets/*.cpp "$root"/tools/gen_assets/art/*.cpp $art \
    $(sdl2-config --cflags --libs) -lSDL2_image -o "$bin/gen_assets"
echo "building gen_sounds ..."
g++ -std=c++20 -O2 -Wall -Wextra "$root/tools/gen_sounds.cpp" -o "$bin/gen_sounds"

"$bin/gen_assets" "$out" "$icons"
"$bin/gen_sounds" "$out"
echo "done: $(du -sh "$out" | cut -f1) in $out, icons in $icons"
