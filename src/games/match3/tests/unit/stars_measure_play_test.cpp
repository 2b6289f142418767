// Stars measure how well a level was played (issue 38, "Rewards that mean something"): the bonus
// round pays a fixed amount per move to spare, the bonus alone cannot make 3 stars, and on every
// shipped level a weak player earns fewer stars than a medium one, and a medium one fewer than a
// strong one, over pinned deals.
#include <catch2/catch.hpp>

#include <array>
#include <filesystem>
#include <map>
#include <set>

#include "support/sanitized.hpp"
#include "tessera/core/match3/autoplay_level.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/player.hpp"
#include "tessera/core/match3/star_marks.hpp"
#include "tessera/core/match3/status.hpp"
#include "tessera/levels/match3/level.hpp"

using namespace tessera;
namespace m3 = tessera::match3;

namespace {

std::map<std::string, m3::Params> shipped_levels() {
    namespace fs = std::filesystem;
    std::map<std::string, m3::Params> out;
    for (const auto& entry : fs::directory_iterator(fs::path(TESSERA_SOURCE_DIR) / "levels" / "match3"))
        if (entry.path().extension() == ".json")
            out[entry.path().filename().string()] =
                levels::parse_match3_level(levels::load_document(entry.path().string())).params;
    return out;
}

m3::Params level_one() {
    return levels::parse_match3_level(
               levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/match3/01-first-swaps.json"))
        .params;
}

} // namespace

TEST_CASE("the issue's level 1 run: 14 moves to spare pay 50 each, not a 4,330-point cascade",
          "[match3][stars][bonus]") {
    // Issue 38: hints reached level 1's target of 1,000 in 6 moves, and the 14 leftover moves then
    // scored +4,330: 5,680 in all, 3 stars from the bonus alone. Now each leftover move pays the
    // target's pace, 1000 / 20 = 50: 1,350 + 14 x 50 = 2,050, 2 stars (the 3-star mark is 2,100).
    const m3::Params p = level_one();
    REQUIRE(p.seed == 101);
    CHECK(m3::bonus_per_move(p.rules.goal) == 50);
    const auto start = m3::start(p);
    REQUIRE(start);
    const m3::AutoplayResult played = m3::autoplay(*start, p.rules.goal.moves);
    const m3::State& s = played.state;
    CHECK(s.moves_used == 6);
    CHECK(s.bonus_moves == 14);
    CHECK(s.score - s.bonus_score == 1350);
    CHECK(s.bonus_score == 700);
    CHECK(s.score == 2050);
    const m3::Status st = m3::status(s);
    CHECK(st.phase == Phase::Won);
    CHECK(st.stars == 2);
    CHECK(st.reason == "reached 1000 points in 6 moves, then 14 leftover moves scored 700 bonus points");
}

TEST_CASE("players of each strength are deterministic and play legal moves", "[match3][stars]") {
    CHECK(m3::parse_strength("weak") == m3::Strength::Weak);
    CHECK(m3::parse_strength("medium") == m3::Strength::Medium);
    CHECK(m3::parse_strength("strong") == m3::Strength::Strong);
    CHECK_FALSE(m3::parse_strength("Strong"));
    for (m3::Strength s : m3::kStrengths) CHECK(m3::parse_strength(m3::to_string(s)) == s);
    const auto start = m3::start(level_one());
    REQUIRE(start);
    for (m3::Strength s : m3::kStrengths) {
        INFO(m3::to_string(s));
        const m3::LevelRun a = m3::autoplay_level(*start, s, 7);
        CHECK(m3::autoplay_level(*start, s, 7).state == a.state);
        CHECK(a.moves == a.state.moves_used);
        Rng rng(7);
        const auto m = m3::choose_move(*start, s, rng);
        REQUIRE(m);
        CHECK(m3::apply(*start, *m));
    }
    // Over a few seeds the weak player's first swaps differ: it picks at random.
    std::set<std::string> firsts;
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
        Rng rng(seed);
        firsts.insert(m3::to_string(*m3::choose_move(*start, m3::Strength::Weak, rng)));
    }
    CHECK(firsts.size() > 1);
    // A finished level takes no move from anyone.
    const m3::State done = m3::autoplay_level(*start, m3::Strength::Strong, 1).state;
    Rng rng(1);
    for (m3::Strength s : m3::kStrengths) CHECK_FALSE(m3::choose_move(done, s, rng));
}

TEST_CASE("on every shipped level the weak player earns fewer stars than the medium, the medium fewer than "
          "the strong, and the bonus round alone never makes 3 stars",
          "[match3][stars][levels]") {
    // 40 pinned deals per level: the level's seed and the 39 after it, each player seeded by
    // player_seed(deal). The marks were tuned on other deals (seed + 10000 on). Under the
    // sanitizers, which check memory safety at ten times the cost, the first 8 deals and the rules
    // of each run; the comparison of the means over 40 deals is the normal build's to check.
    const bool sampled = tessera::testing::sanitized();
    const int kDeals = sampled ? 8 : 40;
    const auto levels = shipped_levels();
    REQUIRE(levels.size() >= 12);
    for (const auto& [name, params] : levels) {
        const m3::Rules& rules = params.rules;
        const m3::Goal& goal = rules.goal;
        const bool moves_goal = goal.kind == m3::GoalKind::Moves;
        CHECK_FALSE(m3::star_marks_problem(rules));
        std::array<double, 3> mean{};
        std::array<int, 3> three{};
        for (m3::Strength strength : m3::kStrengths) {
            const auto k = static_cast<std::size_t>(strength);
            int stars = 0;
            for (int i = 0; i < kDeals; ++i) {
                const std::uint64_t deal = params.seed + static_cast<std::uint64_t>(i);
                m3::Params p = params;
                p.seed = deal;
                const auto start = m3::start(p);
                REQUIRE(start);
                const m3::LevelRun run = m3::autoplay_level(*start, strength, m3::player_seed(deal));
                const m3::State& s = run.state;
                INFO(name << " " << m3::to_string(strength) << " deal " << deal << ": " << s.score << " in "
                          << s.moves_used << " moves, bonus " << s.bonus_score);
                stars += run.status.stars;
                three[k] += run.status.stars == 3;
                // One star is the target: every star is a step past winning.
                if (goal.kind != m3::GoalKind::Endless)
                    CHECK((run.status.stars >= 1) == (run.status.phase == Phase::Won));
                if (!moves_goal) {
                    CHECK(s.bonus_score == 0);
                    continue;
                }
                // The bonus round pays a fixed amount per move to spare, less than the moves played.
                CHECK(s.bonus_score == m3::bonus_per_move(goal) * s.bonus_moves);
                if (run.status.phase == Phase::Won) CHECK(s.bonus_score < s.score - s.bonus_score);
                // Its cap: a run that needed half its moves or more, had its moves scored just the
                // target, would not reach 3 stars on the bonus.
                if (s.bonus_score > 0 && 2 * s.moves_used >= goal.moves)
                    CHECK(m3::stars_for(rules, goal.target_score + s.bonus_score) < 3);
            }
            mean[k] = static_cast<double>(stars) / kDeals;
        }
        INFO(name << ": mean stars weak " << mean[0] << ", medium " << mean[1] << ", strong " << mean[2]
                  << "; 3 stars on " << three[0] << " / " << three[1] << " / " << three[2] << " of "
                  << kDeals);
        if (sampled) continue;
        CHECK(mean[0] < mean[1]);
        CHECK(mean[1] < mean[2]);
        CHECK(three[0] < three[2]);
        // 3 stars are within a strong player's reach.
        CHECK(4 * three[2] >= kDeals);
    }
}
