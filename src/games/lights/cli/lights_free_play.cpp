// Lights Out's free play: one choice, "random" (a 5x5 board dealt from the seed), which the daily
// challenge plays too. The deal presses random cells from dark, so it is solvable by construction;
// the certificate checks it with other code: the solver's presses, played through apply().
#include "tessera/cli/game_commands.hpp"
#include "tessera/core/lights/solver.hpp"

namespace tessera::cli {

namespace {

std::string certify(std::string_view difficulty, std::uint64_t seed) {
    if (difficulty != "random") return "no lights choice \"" + std::string(difficulty) + "\"";
    auto s = lights::start(lights::deal(lights::kDefaultSize, seed));
    if (!s) return "the deal is no board";
    const auto presses = lights::solve(*s);
    if (!presses) return "the deal of seed " + std::to_string(seed) + " is unsolvable";
    for (const auto& m : *presses) {
        auto out = lights::apply(*s, m);
        if (!out) return "the solver's press " + lights::to_string(m) + " is illegal";
        *s = out->state;
    }
    return lights::status(*s).phase == lights::Phase::Won ? "" : "the solver's presses leave lights on";
}

} // namespace

FreePlayInfo lights_free_play() {
    FreePlayInfo info;
    info.difficulties = {"random"};
    info.daily = "random";
    info.certify = certify;
    return info;
}

} // namespace tessera::cli
