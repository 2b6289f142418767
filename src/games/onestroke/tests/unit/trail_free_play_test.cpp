// One Stroke's free play (issue 38): every generated figure is drawable, checked by code other than
// the generator (onestroke_free_play().certify: Euler's theorem by check_figure and the solver's
// stroke replayed through the rules); the three levels differ in dots, segments, crossings and
// dead ends; the daily id is pinned.
#include <catch2/catch.hpp>

#include <string>

#include "tessera/cli/game_commands.hpp"
#include "tessera/core/common/free_play.hpp"
#include "tessera/core/onestroke/free_play.hpp"

using namespace tessera;

namespace {

constexpr int kFreePlaySeeds = 1000;

std::string onestroke_daily(const Date& date) {
    return FreePlayId{"onestroke", std::string(onestroke::free_level_name(onestroke::kDailyLevel)),
                      daily_seed("onestroke", date)}
        .to_string();
}

struct Measure {
    double dots = 0, segments = 0, crossings = 0, dead = 0;
};

Measure measure(onestroke::FreeLevel level, int figures) {
    using namespace tessera::onestroke;
    Measure m;
    Rng rng(1);
    for (int seed = 1; seed <= figures; ++seed) {
        const Params p = deal_free(level, static_cast<std::uint64_t>(seed));
        const Figure f = *build_figure(p).figure;
        m.dots += f.vertex_count();
        m.segments += f.edge_count();
        m.crossings += count_crossings(p);
        m.dead += dead_end_rate(f, rng, 50);
    }
    m.dots /= figures;
    m.segments /= figures;
    m.crossings /= figures;
    m.dead /= figures;
    return m;
}

} // namespace

TEST_CASE("every free-play One Stroke figure of every level is drawable", "[onestroke][free_play]") {
    using namespace tessera::onestroke;
    const cli::FreePlayInfo info = cli::onestroke_free_play();
    REQUIRE(info.certify);
    REQUIRE(info.difficulties == std::vector<std::string>{"easy", "medium", "hard"});
    for (const auto& level : info.difficulties) {
        int failed = 0;
        std::string first;
        for (int seed = 1; seed <= kFreePlaySeeds; ++seed) {
            const std::string bad = info.certify(level, static_cast<std::uint64_t>(seed));
            if (!bad.empty() && failed++ == 0) first = level + " seed " + std::to_string(seed) + ": " + bad;
        }
        INFO(first);
        CHECK(failed == 0);
    }
}

TEST_CASE("the three One Stroke levels grow in dots, segments, crossings and dead ends",
          "[onestroke][free_play]") {
    using namespace tessera::onestroke;
    const Measure easy = measure(FreeLevel::Easy, 200);
    const Measure medium = measure(FreeLevel::Medium, 200);
    const Measure hard = measure(FreeLevel::Hard, 200);
    CHECK(easy.dots < medium.dots);
    CHECK(medium.dots < hard.dots);
    CHECK(easy.segments < medium.segments);
    CHECK(medium.segments < hard.segments);
    CHECK(easy.crossings == 0);
    CHECK(medium.crossings >= 1);
    CHECK(hard.crossings > medium.crossings);
    CHECK(easy.dead < medium.dead);
    CHECK(medium.dead < hard.dead);
}

TEST_CASE("crossings are counted inside segments, never at a shared dot", "[onestroke][free_play]") {
    using namespace tessera::onestroke;
    Params x;
    x.lines = {{0, 0, 100, 100}, {100, 0, 0, 100}, {0, 0, 100, 0}};
    CHECK(count_crossings(x) == 1);
    Params star;
    star.lines = {{0, 0, 100, 0}, {100, 0, 100, 100}, {0, 0, 100, 100}};
    CHECK(count_crossings(star) == 0);
}

TEST_CASE("a random stroke gets stuck where a start strands a segment, never on a closed loop",
          "[onestroke][free_play]") {
    using namespace tessera::onestroke;
    Params line;
    line.lines = {{0, 0, 100, 0}, {100, 0, 200, 0}};
    Rng rng(3);
    CHECK(dead_end_rate(*build_figure(line).figure, rng, 100) > 0); // starting in the middle gets stuck
    Params triangle;
    triangle.lines = {{0, 0, 100, 0}, {100, 0, 50, 80}, {50, 80, 0, 0}};
    CHECK(dead_end_rate(*build_figure(triangle).figure, rng, 100) == 0);
}

TEST_CASE("a free-play figure is the same for the same seed", "[onestroke][free_play]") {
    using namespace tessera::onestroke;
    CHECK(deal_free(FreeLevel::Hard, 12) == deal_free(FreeLevel::Hard, 12));
    CHECK(deal_free(FreeLevel::Hard, 12) != deal_free(FreeLevel::Hard, 13));
    CHECK(parse_free_level("medium") == FreeLevel::Medium);
    CHECK_FALSE(parse_free_level("extreme"));
}

TEST_CASE("One Stroke's daily challenge id is pinned for three dates", "[onestroke][free_play][daily]") {
    using namespace tessera::onestroke;
    CHECK(cli::onestroke_free_play().daily == "medium");
    CHECK(onestroke_daily({2026, 11, 28}) == "onestroke:new=medium#6655575654963806702");
    CHECK(onestroke_daily({2027, 2, 28}) == "onestroke:new=medium#1879955979617577393");
    CHECK(onestroke_daily({2030, 1, 1}) == "onestroke:new=medium#113158097139016499");
}
