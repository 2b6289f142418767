#!/usr/bin/env bash
# scripts/package --prebuilt on a build tree that was copied elsewhere (issue 37): a small CMake
# project is configured and built, its build tree copied to another folder (and its source moved
# away), and scripts/relocate-build-tree makes `cmake DIR` and a build work there again.
#   tests/package/check_relocate.sh SOURCE_DIR WORK_DIR
set -euo pipefail
source_dir="$1"
work="$2"
rm -rf "$work"
mkdir -p "$work/src"
cat > "$work/src/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(relocated CXX)
file(WRITE ${CMAKE_BINARY_DIR}/main.cpp "int main() { return 0; }\n")
add_executable(hello ${CMAKE_BINARY_DIR}/main.cpp)
CMAKE
cmake -S "$work/src" -B "$work/built" -G Ninja > /dev/null
cmake --build "$work/built" > /dev/null
cp -a "$work/built" "$work/copied"
mv "$work/src" "$work/src-moved"
if cmake "$work/copied" > /dev/null 2>&1; then
  echo "check_relocate: cmake accepted a copied tree as it was; this check tests nothing" >&2
  exit 1
fi
"$source_dir/scripts/relocate-build-tree" "$work/copied" "$work/src-moved"
cmake "$work/copied" > /dev/null
cmake --build "$work/copied" > /dev/null
[ -x "$work/copied/hello" ] || { echo "check_relocate: no hello in the relocated tree" >&2; exit 1; }
grep -q "CMAKE_CACHEFILE_DIR:INTERNAL=$work/copied$" "$work/copied/CMakeCache.txt"
echo "ok: a copied build tree configures and builds where it is"
rm -rf "$work"
