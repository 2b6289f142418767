// Tile Stack's free play: Small, Medium and Large deals, each proven winnable before it is dealt.
//
// HOOK (issue 38): the certified winnable deal is being written separately (src/core/tilestack).
// When it lands, set `info.certify` to a function that deals (difficulty, seed) with it and proves
// the deal with the solver (as the other games' <g>_free_play.cpp do), and add the
// `tilestack.new.<size>` bench rows beside the other games'. Until then the ids and the daily
// challenge exist and `tessera play` accepts them, and nothing is dealt.
#include "tessera/cli/game_commands.hpp"

namespace tessera::cli {

FreePlayInfo tilestack_free_play() {
    FreePlayInfo info;
    info.difficulties = {"small", "medium", "large"};
    info.daily = "medium";
    info.certify = nullptr;
    return info;
}

} // namespace tessera::cli
