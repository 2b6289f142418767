// Level titles on level select are whole (issue 35): a title too long for one line of its card
// shrinks a little, then takes two lines, before anything is cut with "…". "Boxes 1: Nine Box…",
// "Diamond in a squ…" and four Spanish Sudoku titles used to be cut. Every shipped level of every
// game, in each language, with progress (stars, plays and a best on the card).
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/language.hpp"

#include <SDL.h>
#include <filesystem>
#include <set>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/layout_check.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/levels/catalog.hpp"

using namespace tessera;

namespace {

// The titles cut on `game`'s level select, scrolled from top to bottom; also its layout problems.
std::set<std::string> cut_titles(app::App& a, const std::string& game, std::string& problems) {
    std::set<std::string> titles, cut;
    for (const auto& lv : levels::scan_levels(a.data_dir(), game, false)) {
        titles.insert(lv.title_in(app::current_language()));
        a.profile().record_result(lv.key(), true, 1'234'567, 3'723'000, 3, 1'795'000'000);
        for (int i = 0; i < 12; ++i) a.profile().record_play(lv.key());
    }
    a.scenes().push(app::make_level_select_scene(a, game));
    a.simulate(60);
    for (int step = 0; step < 30; ++step) {
        a.gfx().layout_log().enabled = true;
        a.simulate(1);
        a.gfx().layout_log().enabled = false;
        for (const auto& c : a.gfx().cut_labels())
            if (titles.count(c.full)) cut.insert(c.full);
        for (const auto& p :
             app::layout_problems(a.gfx().layout_log(), app::kLogicalWidth, app::kLogicalHeight))
            problems += "  " + p + "\n";
        SDL_Event wheel{};
        wheel.type = SDL_MOUSEWHEEL;
        wheel.wheel.y = -1;
        a.scenes().handle(wheel);
    }
    a.scenes().pop();
    a.scenes().apply_pending();
    return cut;
}

} // namespace

TEST_CASE("no level title is cut on its card, in any language", "[app][layout][i18n]") {
    for (const char* lang : {"en", "zh_CN", "es"}) {
        testing::LanguageScope language(lang);
        const auto home = std::filesystem::temp_directory_path() / "tessera-level-titles";
        auto a = testing::headless_app(home, true);
        for (const auto& g : app::game_registry()) {
            std::string problems;
            const std::set<std::string> cut = cut_titles(*a, g.id, problems);
            std::string names;
            for (const auto& t : cut) names += "  \"" + t + "\"\n";
            INFO(lang << " " << g.id << ": cut titles:\n" << names << "layout problems:\n" << problems);
            CHECK(cut.empty());
            CHECK(problems.empty());
        }
    }
}
