// The Tile Stack save codec (tessera/levels/tilestack_save.hpp): every shipped level dealt from a
// few seeds and played with random picks and power-ups round-trips through a save (the id carries
// the seed); broken saves are refused with a message naming the bad part.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "support/save_round_trip.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/tilestack/deal.hpp"
#include "tessera/levels/tilestack/level.hpp"
#include "tessera/levels/tilestack/save.hpp"

using namespace tessera;
namespace tt = tessera::tilestack;

namespace {

using Played = Session<tt::State, tt::Move>;

// Random picks of free tiles, now and then a power-up; the scene's history has no undo of its
// own (undo is a power-up move), so neither does this.
Played play(const tt::State& start, std::uint64_t seed) {
    Played session(start);
    Rng rng(seed);
    while (tt::status(session.current()).phase == tt::Phase::Playing && !rng.chance(1, 25)) {
        const tt::State& s = session.current();
        std::vector<tt::Move> options;
        for (int t : tt::free_tiles(s)) options.push_back(tt::Move::pick(t));
        options.push_back(tt::Move::undo());
        options.push_back(tt::Move::pop());
        options.push_back(tt::Move::shuffle(rng.next_u64()));
        const tt::Move m = options[static_cast<std::size_t>(rng.below(options.size()))];
        if (auto out = tt::apply(s, m)) session.push(std::move(out->state), m);
    }
    return session;
}

} // namespace

TEST_CASE("tilestack saves of random games on every shipped level round-trip", "[tilestack][save]") {
    int games = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack")) {
        if (entry.path().extension() != ".json") continue;
        const auto level = levels::parse_tilestack_level(levels::load_document(entry.path().string()));
        for (std::uint64_t seed : {std::uint64_t{1}, std::uint64_t{77}, std::uint64_t{999'999'999}}) {
            Rng rng(seed);
            const tt::State start = tt::start(level.params, rng);
            const Played played = play(start, seed + 5);
            INFO(entry.path().filename().string()
                 << " seed " << seed << ": " << played.position() << " moves");
            const std::string id = levels::tilestack_save_id(seed);
            save_test::check_round_trip(played, id, [&](const nlohmann::json& save) {
                CHECK(levels::tilestack_save_seed(save) == seed);
                return levels::restore_tilestack_save(level.params, save);
            });
            games += played.position() > 0;
        }
    }
    CHECK(games >= 30);
}

TEST_CASE("tilestack save errors name the move and the reason", "[tilestack][save]") {
    const auto level = levels::parse_tilestack_level(
        levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack/05-letter-t.json"));
    auto error = [&](const nlohmann::json& s) {
        return levels::restore_tilestack_save(level.params, s).error;
    };
    Rng rng(3);
    const auto free = tt::free_tiles(tt::start(level.params, rng));
    REQUIRE_FALSE(free.empty());
    const std::string pick = "pick " + std::to_string(free.front());
    CHECK(levels::tilestack_save_id(3) == "tilestack seed 3");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", {pick, "pick 9999"}}}) ==
          "save move 2 (\"pick 9999\"): not a legal move");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", {pick, "pick -1"}}}) ==
          "save move 2 (\"pick -1\"): not a move (expected \"pick N\", \"undo\", \"pop\" or \"shuffle N\")");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", {pick, 2.5}}}) == "save move 2 is 2.5, not a string");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", nullptr}}) == "save \"moves\" is null, not a list");
    // The seed must be written as the game writes it: decimal, no sign, no padding.
    for (const char* id : {"tilestack seed -1", "tilestack seed 03", "tilestack seed ", "tilestack seed 3 ",
                           "tilestack seed 18446744073709551616", "match3:level=x#3"})
        CHECK(error({{"id", id}, {"moves", nlohmann::json::array()}}) ==
              "save is for \"" + std::string(id) + "\", not this level");
    CHECK(levels::tilestack_save_seed({{"id", "tilestack seed 18446744073709551615"}}) ==
          18446744073709551615ULL);
}
