// Tile Stack saves (the replay of tessera/levels/common/saves.hpp with tilestack::Game and its
// params codec, tessera/levels/tilestack/save.hpp): every shipped level dealt from a few seeds and
// played with random picks and power-ups round-trips through a save (the id carries the seed), an
// id of the old form ("tilestack seed 7") still resumes, and broken saves are refused with a
// message naming the bad part.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "support/save_round_trip.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/tilestack/contract.hpp"
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

std::string save_id(const std::string& key, std::uint64_t seed) {
    return GameId{"tilestack", levels::tilestack_save_params(key), seed}.to_string();
}

// The codec as the scene binds it: the level's params and key, and the old ids.
levels::SaveRestore<tt::State, tt::Move> restore(const tt::Params& params, const std::string& key,
                                                 const nlohmann::json& save, GameId* read = nullptr) {
    const levels::SaveCodec<tt::State> codec{
        [&](const GameId& id) { return levels::tilestack_save_start(params, key, id); },
        [&](std::string_view id) {
            return levels::tilestack_legacy_save_id(id, levels::tilestack_save_params(key));
        }};
    return levels::restore_game_save<tt::Game>(save, codec, read);
}

} // namespace

TEST_CASE("tilestack saves of random games on every shipped level round-trip", "[tilestack][save]") {
    int games = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack")) {
        if (entry.path().extension() != ".json") continue;
        const auto level = levels::parse_tilestack_level(levels::load_document(entry.path().string()));
        const std::string key = "tilestack/" + entry.path().stem().string();
        for (std::uint64_t seed : {std::uint64_t{1}, std::uint64_t{77}, std::uint64_t{999'999'999}}) {
            Rng rng(seed);
            const tt::State start = tt::start(level.params, rng);
            const Played played = play(start, seed + 5);
            INFO(entry.path().filename().string()
                 << " seed " << seed << ": " << played.position() << " moves");
            const std::string id = save_id(key, seed);
            save_test::check_round_trip(played, id, [&](const nlohmann::json& save) {
                GameId read;
                auto r = restore(level.params, key, save, &read);
                CHECK((!r || read.seed == seed));
                return r;
            });
            // The old form of the same deal's id restores the same game.
            save_test::check_round_trip(
                played, "tilestack seed " + std::to_string(seed),
                [&](const nlohmann::json& save) { return restore(level.params, key, save); });
            games += played.position() > 0;
        }
    }
    CHECK(games >= 30);
}

TEST_CASE("tilestack save errors name the move and the reason", "[tilestack][save]") {
    const auto level = levels::parse_tilestack_level(
        levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack/05-letter-t.json"));
    const std::string key = "tilestack/05-letter-t";
    auto error = [&](const nlohmann::json& s) { return restore(level.params, key, s).error; };
    Rng rng(3);
    const auto free = tt::free_tiles(tt::start(level.params, rng));
    REQUIRE_FALSE(free.empty());
    const std::string pick = "pick " + std::to_string(free.front());
    CHECK(save_id(key, 3) == "tilestack:level=tilestack/05-letter-t#3");
    CHECK(error({{"id", save_id(key, 3)}, {"moves", {pick, "pick 9999"}}}) ==
          "save move 2 (\"pick 9999\"): not a legal move");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", {pick, "pick 9999"}}}) ==
          "save move 2 (\"pick 9999\"): not a legal move");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", {pick, "pick -1"}}}) ==
          "save move 2 (\"pick -1\"): not a move (expected \"pick N\", \"undo\", \"pop\" or \"shuffle N\")");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", {pick, 2.5}}}) == "save move 2 is 2.5, not a string");
    CHECK(error({{"id", "tilestack seed 3"}, {"moves", nullptr}}) == "save \"moves\" is null, not a list");
    // The seed must be written as the game writes it: decimal, no sign, no padding; and the id
    // must be this level's.
    for (const char* id :
         {"tilestack seed -1", "tilestack seed 03", "tilestack seed ", "tilestack seed 3 ",
          "tilestack seed 18446744073709551616", "match3:level=x#3", "match3:level=tilestack/05-letter-t#3"})
        CHECK(error({{"id", id}, {"moves", nlohmann::json::array()}}) ==
              "save is for \"" + std::string(id) + "\", not this level");
    for (const char* id :
         {"tilestack:level=tilestack/05-letter-t#03", "tilestack:level=tilestack/01-first-stack#3"})
        CHECK(error({{"id", id}, {"moves", nlohmann::json::array()}}).ends_with(", not this level"));
    CHECK(levels::tilestack_legacy_save_id("tilestack seed 18446744073709551615", "level=a") ==
          "tilestack:level=a#18446744073709551615");
    CHECK_FALSE(levels::tilestack_legacy_save_id("tilestack:level=a#3", "level=a"));
}
