// SameGame saves (the replay of tessera/levels/common/saves.hpp with samegame::Game and its params
// codec, tessera/levels/samegame/save.hpp): every shipped level played with
// random groups round-trips through a save, PopStar keeps the score it started from, and broken
// saves are refused with a message naming the bad part.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "support/save_round_trip.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/samegame/contract.hpp"
#include "tessera/core/samegame/free_play.hpp"
#include "tessera/levels/samegame/level.hpp"
#include "tessera/levels/samegame/save.hpp"

using namespace tessera;

namespace {

using Played = Session<samegame::State, samegame::Move>;

levels::SamegameLevel load(const std::string& file) {
    return levels::parse_samegame_level(
        levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/samegame/" + file));
}

Played play(const samegame::State& start, std::uint64_t seed) {
    Played session(start);
    Rng rng(seed);
    while (!session.current().over) {
        if (session.can_undo() && rng.chance(1, 8)) {
            session.undo();
            continue;
        }
        if (rng.chance(1, 12)) break; // some saves are of games in progress
        const auto& b = session.current().board;
        std::vector<samegame::Move> legal;
        for (int y = 0; y < b.height(); ++y)
            for (int x = 0; x < b.width(); ++x)
                if (b.group_size({x, y}) >= 2) legal.push_back({{x, y}});
        REQUIRE_FALSE(legal.empty());
        const auto m = legal[static_cast<std::size_t>(rng.below(legal.size()))];
        session.push(samegame::apply(session.current(), m)->state, m);
    }
    return session;
}

std::string save_id(const std::string& key, int start_score, std::uint64_t seed) {
    return GameId{"samegame", levels::samegame_save_params(key, start_score), seed}.to_string();
}

levels::SaveRestore<samegame::State, samegame::Move>
restore_level(const levels::SamegameLevel& level, const std::string& key, const nlohmann::json& save) {
    const levels::SaveCodec<samegame::State> codec{[&](const GameId& id) {
        return levels::samegame_level_save_start(level.board(), level.params, key, id);
    }};
    return levels::restore_game_save<samegame::Game>(save, codec);
}

levels::SaveRestore<samegame::State, samegame::Move> restore_run(const samegame::Board& board,
                                                                 const samegame::Config& config,
                                                                 std::uint64_t seed, const std::string& key,
                                                                 const nlohmann::json& save) {
    const levels::SaveCodec<samegame::State> codec{
        [&](const GameId& id) { return levels::samegame_run_save_start(board, config, seed, key, id); }};
    return levels::restore_game_save<samegame::Game>(save, codec);
}

} // namespace

TEST_CASE("samegame saves of random games on every shipped level round-trip", "[samegame][save]") {
    int levels_played = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/samegame")) {
        if (entry.path().extension() != ".json") continue;
        const auto level = load(entry.path().filename().string());
        const std::string key = "samegame/" + entry.path().stem().string();
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            const bool popstar = level.params.mode == samegame::Mode::popstar;
            const int start_score = popstar ? static_cast<int>(seed) * 1234 : 0;
            samegame::Params p = level.params;
            p.start_score = start_score;
            const Played played = play(samegame::start(level.board(), p), seed * 97 + 3);
            INFO(key << " seed " << seed << ": " << played.position() << " moves");
            const std::string id = save_id(key, start_score, level.params.seed);
            save_test::check_round_trip(
                played, id, [&](const nlohmann::json& save) { return restore_level(level, key, save); });
            CHECK(levels::samegame_save_start(key, level.params.seed, *parse_game_id(id)) == start_score);
        }
        ++levels_played;
    }
    CHECK(levels_played >= 20);
}

TEST_CASE("samegame save errors name the move and the reason", "[samegame][save]") {
    const auto level = load("01-popstar-1.json");
    const std::string key = "samegame/01-popstar-1";
    const std::uint64_t seed = level.params.seed;
    auto error = [&](const nlohmann::json& s) { return restore_level(level, key, s).error; };
    const std::string id = save_id(key, 0, seed);
    CHECK(id == "samegame:level=samegame/01-popstar-1;start=0#" + std::to_string(seed));
    CHECK(error({{"id", id}, {"moves", {"3,5", "99,99"}}}) == "save move 2 (\"99,99\"): not a legal move");
    CHECK(error({{"id", id}, {"moves", {"3,5", "3;5"}}}) ==
          "save move 2 (\"3;5\"): not a move (expected \"x,y\")");
    CHECK(error({{"id", id}, {"moves", {{"x", 3}}}}) == "save \"moves\" is an object, not a list");
    CHECK(error({{"id", id}, {"moves", {"3,5", true}}}) == "save move 2 is true, not a string");
    // The id must be exactly what the game writes: this level, this deal, a plain start score.
    const std::string other = save_id("samegame/02-popstar-2", 0, seed);
    CHECK(error({{"id", other}, {"moves", nlohmann::json::array()}}) ==
          "save is for \"" + other.substr(0, 40) + "...\", not this level");
    const std::string padded = "samegame:level=samegame/01-popstar-1;start=07#" + std::to_string(seed);
    CHECK_FALSE(restore_level(level, key, {{"id", padded}, {"moves", {}}}));
    CHECK(error({{"id", save_id(key, -5, seed)}, {"moves", nlohmann::json::array()}}) ==
          "save starts from score -5, outside 0..1000000000");
    CHECK(error({{"id", save_id(key, 2'000'000'000, seed)}, {"moves", nlohmann::json::array()}}) ==
          "save starts from score 2000000000, outside 0..1000000000");

    // PopStar: the save's start score is the one replayed, whatever the carry is today.
    const auto r = restore_level(level, key, {{"id", save_id(key, 4321, seed)}, {"moves", {"3,5"}}});
    REQUIRE(r);
    CHECK(r.session->initial().score == 4321);
    CHECK(r.session->current().score > 4321);

    // Only PopStar carries a score.
    const auto classic = load("12-classic-meadow.json");
    const std::string ckey = "samegame/12-classic-meadow";
    CHECK(restore_level(classic, ckey,
                        {{"id", save_id(ckey, 10, classic.params.seed)}, {"moves", nlohmann::json::array()}})
              .error == "save starts from score 10, but only PopStar carries a score");
}

TEST_CASE("samegame saves of free play's run replay from the run's Config and carried score, in both kinds",
          "[samegame][save][free_play]") {
    for (const auto kind : {samegame::RunKind::popstar, samegame::RunKind::discovery}) {
        for (int level = 1; level <= 3; ++level) {
            const samegame::RunLevel dealt = samegame::deal_run_level(kind, 99, level);
            const samegame::Config config = samegame::run_config(level);
            const int carried = samegame::run_lowest_carry(level) + 250 * level;
            const std::string key =
                "samegame/new=" + std::string(samegame::run_name(kind)) + "@" + std::to_string(level);
            const Played played =
                play(samegame::run_level_start(dealt, carried), 17 * static_cast<std::uint64_t>(level));
            INFO(key << ": " << played.position() << " moves");
            const std::string id = save_id(key, carried, 99);
            save_test::check_round_trip(played, id, [&](const nlohmann::json& save) {
                return restore_run(dealt.board, config, 99, key, save);
            });
            const auto r = restore_run(dealt.board, config, 99, key, save_test::save_of(id, played.moves()));
            REQUIRE(r);
            CHECK(r.session->initial().config == config);
            CHECK(r.session->initial().score == carried);
            // Another level of the run, or another run, is not this save's.
            const std::string next =
                "samegame/new=" + std::string(samegame::run_name(kind)) + "@" + std::to_string(level + 1);
            CHECK_FALSE(restore_run(dealt.board, config, 99, next, save_test::save_of(id, played.moves())));
            CHECK_FALSE(restore_run(dealt.board, config, 98, key, save_test::save_of(id, played.moves())));
        }
    }
}
