// Layout: every scene, and level select fresh and with played progress, drawn headless in each
// language (en, zh_CN, es); no text may leave its panel, overlap another text or sit under an
// icon. Read from the draw calls Gfx records (LayoutLog), not from pixels, so a failure names the
// texts and their boxes. The same frames show that every word drawn comes from the catalogue (or
// a level file), and that Spanish and Chinese screens show no English word.
#include <catch2/catch.hpp>

#include "support/catalogue.hpp"
#include "support/headless_app.hpp"
#include "support/language.hpp"
#include "support/scene_driver.hpp"

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>

#include "tessera/app/framework/layout_check.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/localized_text.hpp"

using namespace tessera;

namespace {

// Every level of every game played, with the widest figures a card can show.
void play_everything(app::App& a) {
    for (const auto& g : app::game_registry())
        for (const auto& lv : levels::scan_levels(a.data_dir(), g.id, false)) {
            for (int i = 0; i < 12; ++i) a.profile().record_play(lv.key());
            // A full ranking: ten times, the slowest over an hour, with dates.
            for (int i = 0; i < 10; ++i)
                a.profile().record_result(lv.key(), true, 1'234'567, 3'723'000 - i * 61'000, 3,
                                          1'795'000'000 + i * 86'400);
        }
}

// The words a screen may show in `lang`, and the English ones it may not (all but English).
struct Vocabulary {
    std::set<std::string> allowed, english;
};

// Names and key labels that are the same in every language.
const char* const kNames[] = {"tessera", "sudoku",  "popstar", "samegame", "esc",    "ctrl",  "enter",
                              "tab",     "pgup",    "pgdn",    "lb",       "rb",     "start", "mit",
                              "x-wing",  "xy-wing", "f11",     "ok",       "english"};

// Settings → Language names the language in its own words (Español, split at the ñ) and the
// variable it was read from (TESSERA_LANG, LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
const char* const kLanguageRowNames[] = {"espa", "ol", "lang", "language", "lc", "all", "messages"};

void add_level_words(const std::string& data_dir, const std::string& lang, Vocabulary& v) {
    for (const auto& g : app::game_registry())
        for (const auto& lv : levels::scan_levels(data_dir, g.id, false))
            for (const levels::LocalizedText* t : {&lv.titles, &lv.groups, &lv.descriptions}) {
                for (const auto& w : testing::latin_words(t->en)) v.english.insert(w);
                // A level with no text in `lang` shows its English: those words are not allowed.
                if (lang == "en" || t->translations.count(lang))
                    for (const auto& w : testing::latin_words(t->in(lang))) v.allowed.insert(w);
            }
}

Vocabulary vocabulary(const std::string& data_dir, const std::string& lang) {
    Vocabulary v;
    // The shared catalogue and each game's (src/games/<g>/po/), as the build merges them.
    const std::string src = TESSERA_SOURCE_DIR;
    std::vector<std::string> folders = {src + "/po/"};
    for (const auto& g : app::game_registry()) folders.push_back(src + "/src/games/" + g.id + "/po/");
    for (std::size_t i = 0; i < folders.size(); ++i) {
        const std::string pot =
            folders[i] + (i == 0 ? std::string("tessera") : app::game_registry()[i - 1].id) + ".pot";
        for (const auto& w : testing::words_of(testing::read_po(pot).ids)) v.english.insert(w);
        if (lang != "en")
            for (const auto& w : testing::words_of(testing::read_po(folders[i] + lang + ".po").strs))
                v.allowed.insert(w);
    }
    if (lang == "en") v.allowed = v.english;
    add_level_words(data_dir, lang, v);
    for (const char* n : kNames) v.allowed.insert(n);
    for (const char* n : kLanguageRowNames) v.allowed.insert(n);
    return v;
}

// Words drawn that the language's catalogue does not have: untranslated or unmarked text.
std::string foreign_words(const app::LayoutLog& log, const Vocabulary& v) {
    std::string out;
    for (const auto& t : log.texts)
        for (const auto& w : testing::latin_words(t.text))
            if (!v.allowed.count(w)) out += "  \"" + w + "\" in \"" + t.text + "\"\n";
    return out;
}

// Draws the scene after `steps` of play and returns its layout problems, one per line.
std::string problems_of(app::App& a, const std::string& scene, const std::string& game, int steps,
                        const Vocabulary& words, const std::string& level = "") {
    std::string error;
    if (scene == "pause" || scene == "result" || scene == "ranking") {
        auto below = app::make_scene_by_name(a, scene == "ranking" ? "levels" : "game", game, "", &error);
        REQUIRE(below);
        a.scenes().push(std::move(below));
        a.simulate(60);
    }
    auto s = app::make_scene_by_name(a, scene, game, level, &error);
    INFO(error);
    REQUIRE(s);
    a.scenes().push(std::move(s));
    a.simulate(steps);
    std::ostringstream out;
    // Level select is checked again scrolled down a row and to its end; a game again with a hint
    // shown (H), then after H again (the next step of a graded hint, or the hinted move played).
    const bool levels = scene == "levels", in_game = scene == "game";
    for (int pass = 0; pass < 3; ++pass) {
        if (pass > 0 && !levels && !in_game) break;
        if (pass > 0 && levels)
            for (int i = 0; i < (pass == 1 ? 1 : 20); ++i) {
                SDL_Event wheel{};
                wheel.type = SDL_MOUSEWHEEL;
                wheel.wheel.y = -1;
                a.scenes().handle(wheel);
            }
        if (pass > 0 && in_game) {
            testing::key(a, SDLK_h);
            // The second H plays the hinted move: its popups and sparks fly over the board for a
            // moment on purpose, so the board is checked once they are gone.
            a.simulate(pass == 1 ? 60 : 360);
        }
        const char* const tag = pass == 0   ? ""
                                : levels    ? "(scrolled) "
                                : pass == 1 ? "(hint) "
                                            : "(hint again) ";
        a.gfx().layout_log().enabled = true;
        a.simulate(1);
        a.gfx().layout_log().enabled = false;
        CHECK_FALSE(a.gfx().layout_log().texts.empty()); // the scene was drawn, words and all
        for (const auto& p :
             app::layout_problems(a.gfx().layout_log(), app::kLogicalWidth, app::kLogicalHeight))
            out << "  " << tag << p << "\n";
        out << foreign_words(a.gfx().layout_log(), words);
    }
    return out.str();
}

struct Case {
    std::string scene, game;
    std::string level = {}; // a level file or a free-play id for --scene game
};

std::vector<Case> every_scene() {
    std::vector<Case> out = {{"menu", ""}, {"settings", ""}, {"help", ""}, {"stats", ""}};
    for (const auto& g : app::game_registry()) {
        if (!g.free_play.empty()) { // free play: its screen, and a game of its first and last choice
            out.push_back({"freeplay", g.id});
            out.push_back({"stats", g.id});
            for (const auto* c : {&g.free_play.front(), &g.free_play.back()})
                out.push_back({"game", g.id, FreePlayId{g.id, c->id, 7}.to_string()});
        }
        out.push_back({"levels", g.id});
        out.push_back({"game", g.id});
        out.push_back({"pause", g.id});
        out.push_back({"result", g.id});
        out.push_back({"howto", g.id});
        out.push_back({"ranking", g.id});
    }
    return out;
}

} // namespace

void check_every_scene(const std::string& lang) {
    testing::LanguageScope language(lang);
    const Vocabulary words = vocabulary(TESSERA_SOURCE_DIR, lang);
    for (const bool progress : {false, true}) {
        std::string report;
        // One app per pass (a new app per scene spent most of the test's time loading pictures
        // and fonts), brought back to the pass's start before each scene: no scene left, the
        // profile as it was (a game scene saves its game as it closes).
        const auto home = std::filesystem::temp_directory_path() / "tessera-layout-test";
        auto a = tessera::testing::headless_app(home, true);
        REQUIRE(app::current_language() == lang);
        if (progress) play_everything(*a);
        const levels::Profile start = a->profile();
        for (const Case& c : every_scene()) {
            while (!a->scenes().empty()) {
                a->scenes().pop();
                a->scenes().apply_pending();
            }
            a->profile() = start;
            const std::string p = problems_of(*a, c.scene, c.game, 240, words, c.level);
            if (!p.empty())
                report += c.scene + (c.game.empty() ? "" : " " + c.game) +
                          (c.level.empty() ? "" : " " + c.level) + (progress ? " (played)" : "") + ":\n" + p;
        }
        INFO(lang << ":\n" << report);
        CHECK(report.empty());
    }
}

TEST_CASE("no text leaves its panel or overlaps another, in any scene, fresh or with progress",
          "[app][layout]") {
    check_every_scene("en");
}

TEST_CASE("in Chinese no text leaves its panel or overlaps another, and no English word is drawn",
          "[app][layout][i18n]") {
    check_every_scene("zh_CN");
}

TEST_CASE("in Spanish no text leaves its panel or overlaps another, and no English word is drawn",
          "[app][layout][i18n]") {
    check_every_scene("es");
}

TEST_CASE("a result card is as tall as what it says: its buttons follow its last line", "[app][layout]") {
    for (const int lines : {1, 3, 6}) {
        INFO(lines << " lines");
        const auto home = std::filesystem::temp_directory_path() / "tessera-layout-result";
        auto a = tessera::testing::headless_app(home, true);
        app::ResultInfo info;
        info.won = true;
        info.title = "Level complete!";
        info.stars = 2;
        for (int i = 0; i < lines; ++i)
            info.lines.push_back("Line " + std::to_string(i + 1) + " of the result");
        info.on_retry = [] {};
        info.on_levels = [] {};
        a->scenes().push(app::make_result_overlay(*a, info));
        a->simulate(240);
        a->gfx().layout_log().enabled = true;
        a->simulate(1);
        a->gfx().layout_log().enabled = false;
        const auto& log = a->gfx().layout_log();
        CHECK(app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight).empty());
        float last_line = 0, buttons = 1e9f;
        for (const auto& t : log.texts) {
            if (t.text.rfind("Line ", 0) == 0) last_line = std::max(last_line, t.box.y + t.box.h);
            if (t.text == "Retry") buttons = t.box.y;
        }
        REQUIRE(last_line > 0);
        REQUIRE(buttons < 1e9f);
        CHECK(buttons > last_line);
        CHECK(buttons - last_line < 70); // no empty band between the text and the buttons
        // The card (the largest panel but the screen's shade) ends just under its buttons and stays on
        // screen.
        SDL_FRect card{};
        for (const auto& p : log.panels)
            if (p.box.w < app::kLogicalWidth && p.box.w * p.box.h > card.w * card.h) card = p.box;
        CHECK(card.y >= 0);
        CHECK(card.y + card.h <= app::kLogicalHeight);
        CHECK(card.y + card.h - buttons < 80);
    }
}

TEST_CASE("a panel filled over a text after it is a layout problem, one filled before it is its panel",
          "[app][layout]") {
    app::LayoutLog log;
    const SDL_FRect button{100, 600, 186, 52}, label{160, 606, 110, 24}, badge{250, 594, 30, 21};
    log.panels.push_back({button, 0, {}, log.drawn++});
    log.texts.push_back({"Barajar", label, 0, log.drawn++});
    CHECK(app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight).empty());
    // A badge over the label's end, as the toolbar drew it before its labels made room.
    log.panels.push_back({badge, 0, {}, log.drawn++});
    const auto problems = app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0] ==
          "\"Barajar\" at (160,606 110x24) is covered by a panel drawn after it at (250,594 30x21)");
    // The same badge on a scene drawn over this one (an overlay) is that scene's business.
    log.panels.back().layer = 1;
    CHECK(app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight).empty());
}

// Issue 35: Sudoku's help box let "pista (otra vez: más)" run over its edge into the side panel,
// and Discovery's "Seleccionados" value sat on its panel's bottom border; the check passed both,
// because any larger panel around a text held it, and a text touching the border was inside.
TEST_CASE("a text must stay inside its own panel, clear of the border", "[app][layout]") {
    app::LayoutLog log;
    const SDL_FRect side{60, 88, 300, 504}, help{72, 238, 276, 280};
    log.panels.push_back({side, 0, {}, log.drawn++});
    log.panels.push_back({help, 0, {}, log.drawn++});
    // Inside the help box: in place.
    log.texts.push_back({"notas sí / no", {190, 380, 120, 24}, 0, log.drawn++});
    CHECK(app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight).empty());
    // Out of the help box on the right (still inside the side panel): out of place.
    log.texts.push_back({"pista (otra vez: más)", {190, 452, 164, 24}, 0, log.drawn++});
    auto problems = app::layout_problems(log, app::kLogicalWidth, app::kLogicalHeight);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("\"pista (otra vez: más)\"") == 0);
    CHECK(problems[0].find("leaves its panel (72,238 276x280)") != std::string::npos);

    // A value whose glyphs sit on the panel's bottom border (2 px wide).
    app::LayoutLog bottom;
    const SDL_FRect panel{40, 96, 260, 270};
    bottom.panels.push_back({panel, 0, {}, bottom.drawn++});
    bottom.texts.push_back({"3", {270, 96 + 270 - 34 + 5, 14, 34}, 0, bottom.drawn++});
    problems = app::layout_problems(bottom, app::kLogicalWidth, app::kLogicalHeight);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("leaves its panel") != std::string::npos);
    // Four pixels higher its glyphs clear the border: in place.
    bottom.texts.back().box.y -= 4;
    CHECK(app::layout_problems(bottom, app::kLogicalWidth, app::kLogicalHeight).empty());
}
