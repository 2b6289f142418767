// Tile Stack's free play: Small, Medium and Large deals, each proven winnable before it is dealt
// (tilestack::deal_winnable, docs/games/tilestack.md "Certified deals and free play"). The
// certificate is the deal's winning pick order; it is checked here by playing it through the
// rules' apply() one pick at a time, which is not the code that built the deal. The bench rows
// `tilestack.new.<size>` are the game's own workloads (tilestack_bench.cpp).
#include <memory>
#include <string>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/tilestack/certified.hpp"

namespace tessera::cli {

namespace {

using namespace tessera::tilestack;

std::string certify(std::string_view name, std::uint64_t seed) {
    for (DealSize size : kDealSizes) {
        if (to_string(size) != name) continue;
        Params params = free_play_params(size);
        const auto deal = deal_winnable(params, seed);
        if (!deal) return "no winnable deal for seed " + std::to_string(seed);
        params.seed = seed;
        State s = start(params, deal->faces);
        for (int tile : deal->picks) {
            auto out = apply(s, Move::pick(tile));
            if (!out) return "the certificate's pick of tile " + std::to_string(tile) + " is illegal";
            s = std::move(out->state);
        }
        if (status(s).phase != Phase::Won) return "the certificate does not win the deal";
        return "";
    }
    return "no tilestack size \"" + std::string(name) + "\"";
}

} // namespace

FreePlayInfo tilestack_free_play() {
    FreePlayInfo info;
    info.difficulties = {"small", "medium", "large"};
    info.daily = "medium";
    info.certify = certify;
    return info;
}

} // namespace tessera::cli
