// Match-3 saves (the replay of tessera/levels/common/saves.hpp with match3::Game): games played with random
// legal swaps round-trip through a save; broken saves are refused with a message naming the bad part.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "support/save_round_trip.hpp"
#include "tessera/core/common/game_id.hpp"
#include "tessera/core/common/rng.hpp"
#include "tessera/core/match3/contract.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/rules.hpp"
#include "tessera/levels/common/saves.hpp"
#include "tessera/levels/match3/level.hpp"

using namespace tessera;

namespace {

using Played = Session<match3::State, match3::Move>;

match3::Params level_params(const std::string& id) {
    const auto doc =
        levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/match3/" + id + ".json");
    return levels::parse_match3_level(doc).params;
}

// Random swaps of neighbours until one is legal (or none is found).
std::optional<match3::Move> random_legal(const match3::State& s, Rng& rng) {
    const auto& b = s.board;
    for (int tries = 0; tries < 400; ++tries) {
        const Point a{rng.range(0, b.width() - 1), rng.range(0, b.height() - 1)};
        const Point to = rng.chance(1, 2) ? Point{a.x + 1, a.y} : Point{a.x, a.y + 1};
        if (!b.contains(to)) continue;
        const match3::Move m{a, to};
        if (match3::apply(s, m)) return m;
    }
    return std::nullopt;
}

Played play(const match3::State& start, std::uint64_t seed, int moves) {
    Played session(start);
    Rng rng(seed);
    for (int i = 0; i < moves; ++i) {
        if (session.can_undo() && rng.chance(1, 6)) {
            session.undo();
            continue;
        }
        const auto m = random_legal(session.current(), rng);
        if (!m) break;
        session.push(match3::apply(session.current(), *m)->state, *m);
    }
    return session;
}

std::string id_for(const std::string& level, const match3::Params& p) {
    return GameId{"match3", "level=match3/" + level, p.seed}.to_string();
}

} // namespace

TEST_CASE("match3 saves of random games round-trip", "[match3][save]") {
    int games = 0;
    for (const std::string level : {"01-first-swaps", "05-the-ring", "14-swiss-cheese"}) {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            match3::Params params = level_params(level);
            params.seed = seed;
            const auto start = match3::start(params);
            REQUIRE(start);
            const Played played = play(*start, seed * 31, 14);
            INFO(level << " seed " << seed << ": " << played.position() << " moves");
            const std::string id = id_for(level, params);
            save_test::check_round_trip(played, id, [&](const nlohmann::json& save) {
                return levels::restore_game_save<match3::Game>(save, levels::exact_save_codec(*start, id));
            });
            games += played.position() > 0;
        }
    }
    CHECK(games >= 25); // the random play really moves
}

TEST_CASE("match3 save errors name the move and the reason", "[match3][save]") {
    const auto params = level_params("01-first-swaps");
    const auto start = match3::start(params);
    REQUIRE(start);
    const std::string id = id_for("01-first-swaps", params);
    const Played played = play(*start, 7, 3);
    REQUIRE(played.position() >= 1);
    nlohmann::json save = save_test::save_of(id, played.moves());
    const std::string n = std::to_string(played.position() + 1);
    auto error = [&](const nlohmann::json& s) {
        return levels::restore_game_save<match3::Game>(s, levels::exact_save_codec(*start, id)).error;
    };

    save["moves"].push_back("0,0-5,5");
    CHECK(error(save) == "save move " + n + " (\"0,0-5,5\"): not a legal move");
    save["moves"].back() = "swap 3,4 3,5";
    CHECK(error(save) == "save move " + n + " (\"swap 3,4 3,5\"): not a move (expected \"x,y-x,y\")");
    save["moves"].back() = 12;
    CHECK(error(save) == "save move " + n + " is 12, not a string");
    save["moves"] = "0,0-0,1";
    CHECK(error(save) == "save \"moves\" is \"0,0-0,1\", not a list");
    save["moves"] = nlohmann::json::array();
    save["id"] = "match3:level=match3/02-warm-up#102";
    CHECK(error(save) == "save is for \"match3:level=match3/02-warm-up#102\", not this level");
}
