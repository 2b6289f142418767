// A level's ranking from level select: the ten best times, each with the date it was set, by
// key (T), by the "Ranking" button with the mouse, and an empty ranking that says so; a level
// ranked by score shows its best scores instead.
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

void key(app::App& a, SDL_Keycode k) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    a.scenes().handle(e);
    a.simulate(1);
}

void click(app::App& a, int x, int y) {
    for (const Uint32 type : {SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP}) {
        SDL_Event e{};
        e.type = type;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
        a.scenes().handle(e);
    }
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

TEST_CASE("dates show as the player's calendar day, numbers only", "[app][ranking]") {
    setenv("TZ", "UTC", 1);
    tzset();
    CHECK(app::date_text(1'795'000'000) == "2026-11-18");
    CHECK(app::date_text(0) == "\xE2\x80\x94"); // not known: recorded before dates were kept
    CHECK(app::clock_text(83.45, true) == "1:23.4");
    CHECK(app::clock_text(3723.0, true) == "1:02:03.0");
    CHECK(app::clock_text(83.45) == "1:23");
}

TEST_CASE("level select shows a level's ten best times with their dates", "[app][ranking]") {
    setenv("TZ", "UTC", 1);
    tzset();
    auto a = testing::headless_app(std::filesystem::temp_directory_path() / "tessera-ranking-test", true);
    const auto levels = levels::scan_levels(a->data_dir(), "sudoku", false);
    REQUIRE(levels.size() >= 2);
    const std::string level_key = levels.front().key();
    // Twelve plays on twelve days, slowest first: the two slowest drop out of the top ten.
    for (int i = 0; i < 12; ++i)
        a->profile().record_result(level_key, true, std::nullopt, 200'000 - i * 10'000, 3,
                                   1'795'000'000 + static_cast<std::int64_t>(i) * 86'400);
    a->scenes().push(app::make_level_select_scene(*a, "sudoku"));
    a->simulate(30);
    REQUIRE(a->scenes().top()->name() == "levels");

    SECTION("T on the focused card") {
        key(*a, SDLK_t);
        REQUIRE(a->scenes().top()->name() == "ranking");
        const auto texts = drawn_texts(*a);
        CHECK(has(texts, "Best times"));
        CHECK(has(texts, levels.front().title));
        // Best first: 1:30.0 set on the last day (latest), then 1:40.0 the day before ...
        const std::vector<std::string> first_rows{"1", "1:30.0", "latest",    "2026-11-29",
                                                  "2", "1:40.0", "2026-11-28"};
        auto it = std::find(texts.begin(), texts.end(), "1");
        REQUIRE(it != texts.end());
        CHECK(std::vector<std::string>(it, it + 7) == first_rows);
        CHECK(has(texts, "10"));
        CHECK(has(texts, "3:00.0"));       // the tenth best
        CHECK_FALSE(has(texts, "3:10.0")); // the eleventh is not kept
        CHECK_FALSE(has(texts, "11"));
        CHECK(has(texts, "2026-11-20"));
        CHECK(app::layout_problems(a->gfx().layout_log(), app::kLogicalWidth, app::kLogicalHeight).empty());
        key(*a, SDLK_ESCAPE);
        CHECK(a->scenes().top()->name() == "levels");
    }
    SECTION("the Best times button, with the mouse, for the card focused last") {
        key(*a, SDLK_RIGHT); // the second card (not played)
        click(*a, 910 + 80, 22 + 26);
        REQUIRE(a->scenes().top()->name() == "ranking");
        const auto texts = drawn_texts(*a);
        CHECK(has(texts, levels[1].title));
        CHECK(has(texts, "No times yet: finish this level to set one."));
        click(*a, 5, 5); // right-click is back; a click beside the card does nothing
        CHECK(a->scenes().top()->name() == "ranking");
        SDL_Event back{};
        back.type = SDL_MOUSEBUTTONUP;
        back.button.button = SDL_BUTTON_RIGHT;
        a->scenes().handle(back);
        a->simulate(1);
        CHECK(a->scenes().top()->name() == "levels");
    }
}

// Issue 35: a Swap level finished with three stars said "No times yet: finish this level to set
// one." A level ranked by score shows its ten best scores, highest first, with their dates.
