// Tile Stack speaks to the player in the player's words (issue 35): its groups were headed
// "Boxes · Modes A, B, C", "Layouts · Explicit" and "Original · Shuffled deal", and level 13's tray of
// five was explained nowhere. Now a level's own rules show on its card and under the board at its start.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/language.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <filesystem>

#include "tessera/app/framework/layout_check.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/tilestack/tilestack_scene.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;

namespace {

// Every text Tile Stack's level select draws, scrolled from top to bottom, joined by newlines.
std::string level_select_words(app::App& a) {
    a.scenes().push(app::make_level_select_scene(a, "tilestack"));
    a.simulate(60);
    std::string all;
    for (int step = 0; step < 8; ++step) {
        a.gfx().layout_log().enabled = true;
        a.simulate(1);
        a.gfx().layout_log().enabled = false;
        for (const auto& t : a.gfx().layout_log().texts) all += t.text + "\n";
        std::string problems;
        for (const auto& p :
             app::layout_problems(a.gfx().layout_log(), app::kLogicalWidth, app::kLogicalHeight))
            problems += p + "\n";
        CHECK(problems == "");
        SDL_Event wheel{};
        wheel.type = SDL_MOUSEWHEEL;
        wheel.wheel.y = -1;
        a.scenes().handle(wheel);
    }
    return all;
}

} // namespace

TEST_CASE("tilestack: group headings speak the player's words, in every language", "[tilestack][app][i18n]") {
    for (const char* lang : {"en", "zh_CN", "es"}) {
        INFO(lang);
        testing::LanguageScope language(lang);
        auto a =
            testing::headless_app(std::filesystem::temp_directory_path() / "tessera-tilestack-words", true);
        const std::string words = level_select_words(*a);
        for (const char* dev : {"Mode", "Modos", "Explicit", "Explícit", "模式", "逐格指定", "Boxes ·",
                                "Original · Shuffled deal", "Original · Reparto", "原版 · 洗牌"}) {
            INFO(dev);
            CHECK(words.find(dev) == std::string::npos);
        }
    }
}

TEST_CASE("tilestack: a level's own tray size shows on its card and at its start", "[tilestack][app]") {
    auto a = testing::headless_app(std::filesystem::temp_directory_path() / "tessera-tilestack-rules", true);
    // Every level played, so every card is open and shows its figures beside its rules.
    for (const auto& lv : levels::scan_levels(a->data_dir(), "tilestack", false))
        a->profile().record_result(lv.key(), true, std::nullopt, 83'000, 2, 1'795'000'000);
    const std::string words = level_select_words(*a);
    CHECK(words.find("Tray of 6") != std::string::npos); // 08, L
    CHECK(words.find("Tray of 5") != std::string::npos); // 12 and 13
    CHECK(words.find("Tray of 7") == std::string::npos); // the usual tray goes without saying

    while (!a->scenes().empty()) {
        a->scenes().pop();
        a->scenes().apply_pending();
    }
    const app::GameDescriptor* g = app::find_game("tilestack");
    REQUIRE(g);
    auto scene = g->make_scene(*a, testing::shipped_level("tilestack", "13-seed-deal", false));
    REQUIRE(scene);
    auto* s = dynamic_cast<app::tilestack_view::TilestackScene*>(scene.get());
    REQUIRE(s);
    a->scenes().push(std::move(scene));
    a->simulate(240);
    CHECK(s->message().find("tray holds 5 tiles, not 7") != std::string::npos);
    CHECK(s->message().find("shuffled") != std::string::npos);
    // A level that plays by the usual rules says nothing of them.
    CHECK(app::tilestack_level_rules(tilestack::Params{}).start.empty());
}
