// A label cut with "…" shows its whole text in a tooltip when the pointer rests on it (issue 17:
// Spanish runs ~30% longer than English, so a title may not fit its card, but it stays readable).
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"

#include <SDL.h>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "tessera/app/framework/layout_check.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"

using namespace tessera;
namespace fs = std::filesystem;

namespace {

const std::string kLongTitle =
    "A title much too long to fit on its card even in two lines"; // ≤ 60 characters

void tooltip_send(app::App& a, SDL_Event e) {
    a.dispatch(e);
    a.simulate(1);
}

void move_to(app::App& a, float x, float y) {
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = static_cast<Sint32>(x);
    e.motion.y = static_cast<Sint32>(y);
    tooltip_send(a, e);
}

const app::Gfx::CutLabel* cut_title(app::App& a) {
    const auto& cut = a.gfx().cut_labels();
    auto it = std::find_if(cut.begin(), cut.end(), [](const auto& c) { return c.full == kLongTitle; });
    return it == cut.end() ? nullptr : &*it;
}

// The lines of the tooltip, in the last frame's layout log, joined with spaces.
std::string tooltip_text(app::App& a) {
    a.gfx().layout_log().enabled = true;
    a.simulate(1);
    a.gfx().layout_log().enabled = false;
    const auto& log = a.gfx().layout_log();
    std::string joined;
    for (const auto& t : log.texts)
        if (t.layer == log.layer) joined += (joined.empty() ? "" : " ") + t.text;
    return joined;
}

} // namespace

TEST_CASE("a title cut with an ellipsis shows whole in a tooltip when the pointer rests on it",
          "[app][tooltip][i18n]") {
    const fs::path home = fs::temp_directory_path() / ("tessera-tooltip-" + std::to_string(::getpid()));
    fs::remove_all(home);
    fs::create_directories(home / "levels" / "match3");
    std::ofstream(home / "levels" / "match3" / "long.json")
        << R"({"game": "match3", "title": ")" << kLongTitle
        << R"(", "board": {"width": 7, "height": 7}, "colours": 5, "goal": {"type": "moves", "score": 600, "moves": 20}})";
    auto a = testing::headless_app(home, false);
    a->scenes().push(app::make_level_select_scene(*a, "match3"));
    a->simulate(2);
    // The player's level is last: the arrows bring its card into view.
    for (int i = 0; i < 30 && !cut_title(*a); ++i) {
        SDL_Event down{};
        down.type = SDL_KEYDOWN;
        down.key.keysym.sym = SDLK_DOWN;
        tooltip_send(*a, down);
    }
    const app::Gfx::CutLabel* cut = cut_title(*a);
    REQUIRE(cut); // drawn cut, with its full text noted
    const SDL_FRect box = cut->box;
    CHECK(box.w < a->gfx().measure(kLongTitle, 18, true).w);

    SECTION("keys and pads: the focused card's footer gives the whole title") {
        a->gfx().layout_log().enabled = true;
        a->simulate(1);
        a->gfx().layout_log().enabled = false;
        const auto& texts = a->gfx().layout_log().texts;
        CHECK(std::any_of(texts.begin(), texts.end(), [](const auto& t) { return t.text == kLongTitle; }));
    }

    move_to(*a, box.x + box.w / 2, box.y + box.h / 2);
    a->simulate(30); // a quarter of a second: not yet
    CHECK(a->tooltip().shown().empty());
    a->simulate(60);
    CHECK(a->tooltip().shown() == kLongTitle);
    CHECK(tooltip_text(*a) == kLongTitle); // drawn whole, on top of everything
    const auto& log = a->gfx().layout_log();
    for (const auto& t : log.texts)
        if (t.layer == log.layer) {
            CHECK(t.box.x >= 0);
            CHECK(t.box.x + t.box.w <= app::kLogicalWidth);
            CHECK(t.box.y + t.box.h <= app::kLogicalHeight);
        }
    CHECK(app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight).empty());

    SECTION("a click hides it") {
        SDL_Event e{};
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = static_cast<Sint32>(box.x + box.w / 2);
        e.button.y = static_cast<Sint32>(box.y + box.h / 2);
        a->dispatch(e);
        a->simulate(1);
        CHECK(a->tooltip().shown().empty());
    }
    SECTION("moving off the label hides it") {
        move_to(*a, 2, 2);
        a->simulate(120);
        CHECK(a->tooltip().shown().empty());
    }
}

TEST_CASE("labels that fit are not noted as cut", "[app][tooltip]") {
    auto a = testing::headless_app(fs::temp_directory_path() / "tessera-tooltip-menu", true);
    a->scenes().push(app::make_menu_scene(*a));
    a->simulate(2);
    CHECK(a->gfx().cut_labels().empty());
}

TEST_CASE("a label cut by one three-byte character is noted as cut too", "[app][tooltip][i18n]") {
    // Dropping one character of three UTF-8 bytes for "…" (three bytes too) keeps the byte length:
    // "cut" must mean "not the same text", not "not the same length".
    auto a = testing::headless_app(fs::temp_directory_path() / "tessera-tooltip-cut", true);
    app::Gfx& gfx = a->gfx();
    const std::string full = "Stage one\xE2\x9F\xB6"; // ends in a long arrow, wider than "…"
    const std::string shown = "Stage one\xE2\x80\xA6";
    REQUIRE(gfx.measure(full, 18).w > gfx.measure(shown, 18).w);
    REQUIRE(shown.size() == full.size());
    gfx.begin_frame();
    gfx.text_fit(full, 100, 100, gfx.measure(shown, 18).w, 18, 18, {255, 255, 255, 255});
    const auto cut = gfx.cut_labels();
    gfx.end_frame();
    REQUIRE(cut.size() == 1);
    CHECK(cut.front().full == full);
}
