#!/usr/bin/env bash
# Rebuild the asset generators and regenerate every generated file under assets/.
# Usage: tools/gen-assets.sh [assets-dir]   (default: <repo>/assets)
# Needs: g++ (C++20), libsdl2-dev, libsdl2-image-dev. Builds single-threaded into a temp dir.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/assets}"
bin="${TMPDIR:-/tmp}/tessera-gen"
mkdir -p "$bin" "$out"

echo "building gen_assets ..."
# shellcheck disable=SC2046
g++ -std=c++20 -O2 "$root/tools/gen_assets.cpp" $(sdl2-config --cflags --libs) -lSDL2_image -o "$bin/gen_assets"
echo "building gen_sounds ..."
g++ -std=c++20 -O2 "$root/tools/gen_sounds.cpp" -o "$bin/gen_sounds"

"$bin/gen_assets" "$out"
"$bin/gen_sounds" "$out"
echo "done: $(du -sh "$out" | cut -f1) in $out"
