// The Tile Stack scene, headless: it renders, SDL events play it, saves resume, and playing to
// the end (the solver's hints turned into clicks) reaches the result overlay.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/tilestack/tilestack_scene.hpp"
#include "tessera/core/tilestack/solver.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/document.hpp"

using namespace tessera;
namespace tt = tessera::tilestack;
using app::tilestack_view::TilestackScene;

namespace {

std::unique_ptr<app::App> make_app() {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("TESSERA_DATA_DIR", TESSERA_SOURCE_DIR, 1);
    const auto home =
        std::filesystem::temp_directory_path() / ("tessera-tilestack-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(home);
    setenv("TESSERA_HOME", home.c_str(), 1);
    app::AppOptions opt;
    opt.headless = true;
    opt.audio = false;
    std::string error;
    auto a = app::App::create(opt, &error);
    INFO(error);
    REQUIRE(a);
    a->profile().saves.clear();
    a->seed_override = 3;
    return a;
}

levels::LevelInfo level_info(const std::string& file) {
    levels::LevelInfo info =
        levels::check_level_file(std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack/" + file, false);
    info.game = "tilestack";
    REQUIRE_FALSE(info.broken());
    return info;
}

TilestackScene* push_scene(app::App& a, const std::string& file) {
    auto scene = app::make_tilestack_scene(a, level_info(file));
    REQUIRE(scene);
    auto* raw = dynamic_cast<TilestackScene*>(scene.get());
    REQUIRE(raw);
    a.scenes().push(std::move(scene));
    a.simulate(2);
    return raw;
}

std::size_t distinct_colours(SDL_Surface* s) {
    std::set<Uint32> colours;
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y += 5)
        for (int x = 0; x < s->w; x += 5)
            colours.insert(static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x]);
    SDL_UnlockSurface(s);
    return colours.size();
}

void click(app::App& a, SDL_FPoint p) {
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = static_cast<int>(p.x);
    e.button.y = static_cast<int>(p.y);
    a.scenes().handle(e);
    e.type = SDL_MOUSEBUTTONUP;
    a.scenes().handle(e);
}

std::uint64_t frame_hash(SDL_Surface* surf) {
    SDL_LockSurface(surf);
    std::uint64_t h = 1469598103934665603ULL;
    const auto* px = static_cast<const Uint32*>(surf->pixels);
    for (int i = 0; i < surf->h * (surf->pitch / 4); i += 3) h = (h ^ px[i]) * 1099511628211ULL;
    SDL_UnlockSurface(surf);
    return h;
}

// Set TILESTACK_SHOT_DIR to look at the frames the tests draw.
void dump(app::App& a, const std::string& name) {
    if (const char* dir = std::getenv("TILESTACK_SHOT_DIR"))
        a.save_png(std::string(dir) + "/" + name + ".png");
}

void key(app::App& a, SDL_Keycode k) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    a.scenes().handle(e);
}

// Clicks the solver's hint until the level ends; returns the number of picks.
int play_hints(app::App& a, TilestackScene* s, int limit = 400) {
    int picks = 0;
    while (a.scenes().top() == s && picks < limit) {
        const int t = s->hint_tile();
        if (t < 0) break;
        const auto p = s->click_point(t);
        REQUIRE(p);
        click(a, *p);
        ++picks;
        a.simulate(90); // animations finish (and the overlay is pushed after the last one)
    }
    return picks;
}

} // namespace

TEST_CASE("every shipped tilestack level fits the board area above the tray", "[tilestack][app][layout]") {
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/tilestack")) {
        const auto level = levels::parse_tilestack_level(levels::load_document(entry.path().string()));
        const auto g = app::tilestack_view::fit_board(*level.params.layout);
        INFO(entry.path());
        CHECK(g.bounds.x >= app::kBoardArea.x - 0.5f);
        CHECK(g.bounds.x + g.bounds.w <= app::kBoardArea.x + app::kBoardArea.w + 0.5f);
        CHECK(g.bounds.y >= 72);
        CHECK(g.bounds.y + g.bounds.h <= app::tilestack_view::kTrayTop);
        CHECK(g.scale > 0.4f);
        for (const auto& p : level.params.layout->pos) {
            const SDL_FRect r = g.sprite_rect(p);
            CHECK(r.x >= g.bounds.x - 0.5f);
            CHECK(r.y + r.h <= g.bounds.y + g.bounds.h + 0.5f);
        }
        const auto t = app::tilestack_view::fit_tray(level.params.tray);
        CHECK(t.panel.x > t.side.x + t.side.w);
        CHECK(t.panel.x + t.panel.w <= 1240);
        CHECK(t.panel.y + t.panel.h <= 596);
    }
}

TEST_CASE("the tilestack scene renders a non-blank board headless", "[tilestack][app][screenshot]") {
    auto a = make_app();
    push_scene(*a, "04-brickwork.json");
    a->simulate(30);
    REQUIRE(a->surface());
    CHECK(distinct_colours(a->surface()) > 200);
}

TEST_CASE("a click on a free tile picks it, and a covered tile refuses", "[tilestack][app][input]") {
    auto a = make_app();
    TilestackScene* s = push_scene(*a, "01-first-stack.json");
    const auto free = tt::free_tiles(s->state());
    REQUIRE_FALSE(free.empty());
    // A covered tile (layer 0 under layer 1) refuses the click.
    int covered = -1;
    for (int t = 0; t < s->state().layout->size(); ++t)
        if (!s->state().free(t)) covered = t;
    REQUIRE(covered >= 0);
    // Its face's lower-right corner shows past the tile above (layers lift up-left).
    const SDL_FRect r = s->board().face_rect(s->state().layout->pos[static_cast<std::size_t>(covered)]);
    click(*a, {r.x + r.w - 3, r.y + r.h - 3});
    a->simulate(30);
    CHECK(s->moves().empty());
    // Hovering a free tile outlines it.
    a->simulate(240);
    const auto before = frame_hash(a->surface());
    SDL_Event move{};
    move.type = SDL_MOUSEMOTION;
    move.motion.x = static_cast<int>(s->click_point(free.front())->x);
    move.motion.y = static_cast<int>(s->click_point(free.front())->y);
    move.motion.xrel = 5;
    a->scenes().handle(move);
    a->simulate(1);
    dump(*a, "hover");
    CHECK(frame_hash(a->surface()) != before);
    click(*a, *s->click_point(free.front()));
    a->simulate(60);
    CHECK(s->state().place[static_cast<std::size_t>(free.front())] == tt::Place::Tray);
    CHECK(s->moves().size() == 1);
    CHECK(s->state().tray.size() == 1);
}

TEST_CASE("the keyboard cursor picks with arrows and Enter", "[tilestack][app][input]") {
    auto a = make_app();
    TilestackScene* s = push_scene(*a, "04-brickwork.json");
    key(*a, SDLK_RIGHT); // shows the cursor
    key(*a, SDLK_RIGHT);
    key(*a, SDLK_DOWN);
    key(*a, SDLK_RETURN);
    a->simulate(60);
    CHECK(s->moves().size() == 1);
    CHECK(s->state().tray.size() == 1);
    // Every Right, Down, Enter afterwards picks one more tile.
    for (std::size_t i = 2; i <= 5 && tt::status(s->state()).phase == tt::Phase::Playing; ++i) {
        key(*a, SDLK_RIGHT);
        key(*a, SDLK_DOWN);
        key(*a, SDLK_RETURN);
        a->simulate(60);
        CHECK(s->moves().size() == i);
    }
}

TEST_CASE("a tilestack save deals its own seed again, and one of the old id form still resumes",
          "[tilestack][app][save]") {
    auto a = make_app();
    const auto key_name = level_info("05-letter-t.json").key();
    std::vector<tt::Move> played;
    std::uint64_t seed = 0;
    tt::State before;
    {
        TilestackScene* s = push_scene(*a, "05-letter-t.json");
        seed = s->deal_seed();
        for (int i = 0; i < 3; ++i) {
            const int t = s->hint_tile();
            REQUIRE(t >= 0);
            click(*a, *s->click_point(t));
            a->simulate(60);
        }
        if (!s->state().tray.empty()) REQUIRE(s->play_move(tt::Move::pop()));
        a->simulate(60);
        played = s->moves();
        before = s->state();
        REQUIRE(played.size() >= 3);
        REQUIRE(a->profile().saves.count(key_name) == 1);
        CHECK(a->profile().saves[key_name]["id"] ==
              "tilestack:level=" + key_name + "#" + std::to_string(seed));
        a->scenes().pop();
        a->simulate(2);
    }
    // A profile written before the ids took the GameId form: "tilestack seed <n>".
    a->profile().saves[key_name]["id"] = "tilestack seed " + std::to_string(seed);
    a->seed_override.reset(); // the save's seed wins over a fresh deal
    TilestackScene* s = push_scene(*a, "05-letter-t.json");
    CHECK(s->resumed());
    CHECK(s->deal_seed() == seed);
    CHECK(s->moves() == played);
    CHECK(s->state().place == before.place);
    CHECK(s->state().tray == before.tray);
    CHECK(s->state().side == before.side);
    CHECK(s->state().left == before.left);
    // The next save is filed under the id's one form.
    const int t = s->hint_tile();
    REQUIRE(t >= 0);
    click(*a, *s->click_point(t));
    a->simulate(60);
    CHECK(a->profile().saves[key_name]["id"] == "tilestack:level=" + key_name + "#" + std::to_string(seed));
    CHECK(a->profile().saves[key_name]["moves"].size() == played.size() + 1);
}

TEST_CASE("playing the hints to the end wins and shows the result overlay", "[tilestack][app][play]") {
    auto a = make_app();
    TilestackScene* s = push_scene(*a, "01-first-stack.json");
    const int picks = play_hints(*a, s, s->state().layout->size() - 1);
    const auto last = s->hint_tile();
    REQUIRE(last >= 0);
    click(*a, *s->click_point(last));
    a->simulate(96); // the last triple is gone: the win's confetti
    dump(*a, "win-confetti");
    CHECK(a->scenes().top() == s);
    CHECK(picks + 1 == s->state().layout->size());
    CHECK(tt::status(s->state()).phase == tt::Phase::Won);
    a->simulate(300); // the win animation, then the overlay
    REQUIRE(a->scenes().top());
    CHECK(a->scenes().top()->name() == "result");
    CHECK(a->profile().levels["tilestack/01-first-stack"].completed);
}

TEST_CASE("a full tray loses, and the lose overlay's undo brings the game back", "[tilestack][app][play]") {
    auto a = make_app();
    TilestackScene* s = push_scene(*a, "13-seed-deal.json");
    // Pick badly: always a free tile whose face is not in the tray yet, until the tray fills.
    int guard = 0;
    while (tt::status(s->state()).phase == tt::Phase::Playing && guard++ < 60) {
        const auto counts = tt::tray_counts(s->state());
        int choice = -1;
        for (int t : tt::free_tiles(s->state()))
            if (counts[static_cast<std::size_t>(s->state().face[static_cast<std::size_t>(t)])] == 0)
                choice = t;
        if (choice < 0) choice = tt::free_tiles(s->state()).front();
        click(*a, *s->click_point(choice));
        a->simulate(60);
    }
    REQUIRE(tt::status(s->state()).phase == tt::Phase::Lost);
    a->simulate(120);
    REQUIRE(a->scenes().top()->name() == "result");
    dump(*a, "lose-card"); // "N tiles still to pick, M in the tray": N is the top bar's Tiles
    // The overlay's "Undo last move" calls on_undo; the undo power-up is a move.
    REQUIRE(s->play_move(tt::Move::undo()));
    CHECK(tt::status(s->state()).phase == tt::Phase::Playing);
}

TEST_CASE("a clearing pick animates over several frames, then settles", "[tilestack][app][animation]") {
    auto a = make_app();
    TilestackScene* s = push_scene(*a, "01-first-stack.json");
    a->simulate(240); // the deal's drop-in
    // Follow the hints until the next hinted pick completes a triple.
    int clearing = -1;
    for (int guard = 0; guard < 18 && clearing < 0; ++guard) {
        const int t = s->hint_tile();
        REQUIRE(t >= 0);
        if (tt::tray_counts(
                s->state())[static_cast<std::size_t>(s->state().face[static_cast<std::size_t>(t)])] == 2) {
            clearing = t;
            break;
        }
        click(*a, *s->click_point(t));
        a->simulate(120);
    }
    REQUIRE(clearing >= 0);
    const int triples = s->state().triples_cleared;
    auto shot = [&](const char* name) {
        dump(*a, name);
        return frame_hash(a->surface());
    };
    click(*a, *s->click_point(clearing));
    CHECK(s->state().triples_cleared == triples + 1); // the model is already there
    a->simulate(18);
    const auto flying = shot("1-fly");
    a->simulate(52);
    const auto shrinking = shot("2-shrink");
    a->simulate(16);
    const auto burst = shot("3-burst");
    a->simulate(240);
    const auto settled = shot("4-settled");
    CHECK(flying != settled);
    CHECK(shrinking != settled);
    CHECK(burst != settled);
    a->simulate(30);
    CHECK(shot("5-still") == settled); // nothing moves once the animation is over
}

TEST_CASE("a whole level is played with a game pad alone: X shows the hint, A picks it",
          "[tilestack][app][gamepad]") {
    auto a = make_app();
    TilestackScene* s = push_scene(*a, "01-first-stack.json");
    a->simulate(240);
    auto pad = [&](SDL_GameControllerButton button) {
        SDL_Event e{};
        e.type = SDL_CONTROLLERBUTTONDOWN;
        e.cbutton.button = static_cast<Uint8>(button);
        e.cbutton.state = SDL_PRESSED;
        SDL_PushEvent(&e);
        a->pump_events();
        a->simulate(90);
    };
    for (int guard = 0; guard < 200 && tt::status(s->state()).phase == tt::Phase::Playing; ++guard) {
        const std::size_t before = s->moves().size();
        pad(SDL_CONTROLLER_BUTTON_X); // the hint, and the cursor on its tile
        pad(SDL_CONTROLLER_BUTTON_A); // pick it
        REQUIRE(s->moves().size() == before + 1);
    }
    CHECK(tt::status(s->state()).phase == tt::Phase::Won);
    for (int i = 0; i < 100 && a->scenes().top()->name() != "result"; ++i) a->simulate(12);
    CHECK(a->scenes().top()->name() == "result");
}
