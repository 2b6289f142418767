// One Stroke saves (the replay of tessera/levels/common/saves.hpp with onestroke::Game): every shipped figure
// drawn with random strokes (and undos) round-trips through a save; broken saves are refused with a message
// naming the bad part.
#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "support/save_round_trip.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/onestroke/contract.hpp"
#include "tessera/levels/common/saves.hpp"
#include "tessera/levels/onestroke/level.hpp"

using namespace tessera;

namespace {

using Played = Session<onestroke::State, onestroke::Move>;

std::shared_ptr<const onestroke::Figure> figure_of(const std::string& path) {
    return std::make_shared<const onestroke::Figure>(
        levels::load_onestroke_figure(levels::load_document(path)));
}

Played play(const onestroke::State& start, std::uint64_t seed) {
    Played session(start);
    Rng rng(seed);
    for (int i = 0; i < 60; ++i) {
        if (session.can_undo() && rng.chance(1, 7)) {
            session.undo();
            continue;
        }
        const auto next = onestroke::next_vertices(session.current());
        if (next.empty() || rng.chance(1, 30)) break;
        const onestroke::Move m{next[static_cast<std::size_t>(rng.below(next.size()))]};
        auto out = onestroke::apply(session.current(), m);
        REQUIRE(out);
        session.push(std::move(out->state), m);
    }
    return session;
}

} // namespace

TEST_CASE("onestroke saves of random strokes on every shipped figure round-trip", "[onestroke][save]") {
    int figures = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke")) {
        if (entry.path().extension() != ".json") continue;
        const auto figure = figure_of(entry.path().string());
        const onestroke::State start = onestroke::start(figure);
        const std::string id = "onestroke:level=" + entry.path().stem().string() + ";lines=0#0";
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            const Played played = play(start, seed * 13 + static_cast<std::uint64_t>(figures));
            INFO(entry.path().filename().string()
                 << " seed " << seed << ": " << played.position() << " moves");
            save_test::check_round_trip(played, id, [&](const nlohmann::json& save) {
                return levels::restore_game_save<onestroke::Game>(save, levels::exact_save_codec(start, id));
            });
        }
        ++figures;
    }
    CHECK(figures >= 25);
}

TEST_CASE("onestroke save errors name the move and the reason", "[onestroke][save]") {
    const auto figure = figure_of(std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/08-pentagram.json");
    const onestroke::State start = onestroke::start(figure);
    const std::string id = "onestroke:level=08-pentagram;lines=1#0";
    auto error = [&](const nlohmann::json& s) {
        return levels::restore_game_save<onestroke::Game>(s, levels::exact_save_codec(start, id)).error;
    };
    // Touching the same vertex twice draws nothing: no segment joins a vertex to itself.
    CHECK(error({{"id", id}, {"moves", {"0", "0"}}}) == "save move 2 (\"0\"): not a legal move");
    CHECK(error({{"id", id}, {"moves", {"0", "v1"}}}) ==
          "save move 2 (\"v1\"): not a move (expected a vertex number such as \"3\")");
    CHECK(error({{"id", id}, {"moves", {0}}}) == "save move 1 is 0, not a string");
    CHECK(error({{"id", id}}) == "save has no \"moves\" list");
    CHECK(error({{"id", "onestroke:level=08-pentagram;lines=0#0"}, {"moves", {"0"}}}) ==
          "save is for \"onestroke:level=08-pentagram;lines=0#0\", not this level");
}
