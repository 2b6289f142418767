#!/usr/bin/env bash
# Side-by-side with Simon Tatham's puzzles (Debian's sgt-puzzles, installed if missing):
#   Sudoku generation per level against sgt-solo, and SameGame clearable boards against
#   sgt-samegame. Both print rates and ratios measured in one run on this machine.
#   bench/compare-sgt.sh        (TESSERA_BIN / TESSERA may point at a tessera binary)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
echo "=== Sudoku: tessera vs sgt-solo"
"$here/compare-sgt-solo.sh" "$@"
echo
echo "=== SameGame: tessera vs sgt-samegame"
"$here/compare-sgt-samegame.sh"
