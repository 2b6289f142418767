// A level ranked by score (Swap's): its ranking shows the best scores with their dates.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"

#include <SDL.h>
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <filesystem>

#include "tessera/app/framework/format.hpp"
#include "tessera/app/framework/layout_check.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/profile.hpp"

using namespace tessera;

namespace {

void score_key(app::App& a, SDL_Keycode k) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    a.scenes().handle(e);
    a.simulate(1);
}

// The texts the overlay draws in one frame (those from its title on), top to bottom, left to right.
std::vector<std::string> drawn_texts(app::App& a, const std::string& heading = "Best times") {
    a.gfx().layout_log().enabled = true;
    a.simulate(1);
    a.gfx().layout_log().enabled = false;
    auto texts = a.gfx().layout_log().texts;
    auto title = std::find_if(texts.rbegin(), texts.rend(), [&](const auto& t) { return t.text == heading; });
    REQUIRE(title != texts.rend());
    texts.erase(texts.begin(), std::prev(title.base()));
    std::stable_sort(texts.begin(), texts.end(), [](const auto& l, const auto& r) {
        return l.box.y + 4 < r.box.y || (std::abs(l.box.y - r.box.y) <= 4 && l.box.x < r.box.x);
    });
    std::vector<std::string> out;
    for (const auto& t : texts) out.push_back(t.text);
    return out;
}

bool has(const std::vector<std::string>& texts, const std::string& s) {
    return std::find(texts.begin(), texts.end(), s) != texts.end();
}

} // namespace

TEST_CASE("a level ranked by score shows its best scores with their dates", "[app][ranking]") {
    setenv("TZ", "UTC", 1);
    tzset();
    auto a = testing::headless_app(std::filesystem::temp_directory_path() / "tessera-ranking-scores", true);
    const auto levels = levels::scan_levels(a->data_dir(), "match3", false);
    REQUIRE(levels.size() >= 2);
    const std::string level_key = levels.front().key();
    // Twelve wins on twelve days, lowest score first: the two lowest drop out of the top ten.
    for (int i = 0; i < 12; ++i)
        a->profile().record_result(level_key, true, 1'000 + i * 100, std::nullopt, 3,
                                   1'795'000'000 + static_cast<std::int64_t>(i) * 86'400);
    // The ranking is kept in the profile file and read back.
    const levels::Profile back =
        levels::profile_from_text(levels::profile_to_text(a->profile()), "profile.json");
    REQUIRE(back.levels.at(level_key).top_scores.size() == 10);
    CHECK(back.levels.at(level_key).top_scores.front() ==
          levels::RankedScore{2'100, 1'795'000'000 + 11 * 86'400});
    CHECK(back.levels.at(level_key).top_scores.back().score == 1'200);

    a->scenes().push(app::make_level_select_scene(*a, "match3"));
    a->simulate(30);
    score_key(*a, SDLK_t);
    REQUIRE(a->scenes().top()->name() == "ranking");
    const auto texts = drawn_texts(*a, "Best scores");
    CHECK_FALSE(has(texts, "No times yet: finish this level to set one."));
    const std::vector<std::string> first_rows{"1", app::group_digits(2'100), "latest",    "2026-11-29",
                                              "2", app::group_digits(2'000), "2026-11-28"};
    auto it = std::find(texts.begin(), texts.end(), "1");
    REQUIRE(it != texts.end());
    CHECK(std::vector<std::string>(it, it + 7) == first_rows);
    CHECK(has(texts, "Score"));
    CHECK(has(texts, app::group_digits(1'200)));       // the tenth best
    CHECK_FALSE(has(texts, app::group_digits(1'100))); // the eleventh is not kept
    CHECK(app::layout_problems(a->gfx().layout_log(), app::kLogicalWidth, app::kLogicalHeight).empty());
    // A level not won yet says so in the words of scores.
    score_key(*a, SDLK_ESCAPE);
    score_key(*a, SDLK_RIGHT);
    score_key(*a, SDLK_t);
    REQUIRE(a->scenes().top()->name() == "ranking");
    CHECK(has(drawn_texts(*a, "Best scores"), "No scores yet: win this level to set one."));
}
