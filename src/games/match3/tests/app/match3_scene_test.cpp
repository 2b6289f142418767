// The match-3 scene, headless through the real App (dummy video driver, software renderer):
// it renders, SDL events play moves, saves are written and resumed, and a level plays to its end.
#include <catch2/catch.hpp>

#include "support/files.hpp"
#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <set>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/match3/match3_scene.hpp"
#include "tessera/core/match3/board.hpp"
#include "tessera/core/match3/generate.hpp"
#include "tessera/core/match3/hint.hpp"
#include "tessera/core/match3/rules.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/match3/level.hpp"

using namespace tessera;
using app::Match3Scene;

namespace {

using testing::click;
using testing::distinct_colours;
using testing::key;
using testing::send;
using testing::top_name;

std::filesystem::path test_home(const std::string& name) { return testing::scene_test_home("match3", name); }

std::unique_ptr<app::App> headless_app(const std::filesystem::path& home) {
    return tessera::testing::headless_app(home, false);
}

levels::LevelInfo level_info(const std::string& id) { return testing::shipped_level("match3", id, true); }

Match3Scene& push_scene(app::App& a, const std::string& level_id) {
    return testing::push_scene<Match3Scene>(a,
                                            [&] { return app::make_match3_scene(a, level_info(level_id)); });
}

void settle(app::App& a, Match3Scene& s) { testing::settle(a, s, 100); }

} // namespace

TEST_CASE("match3 scene renders a board of gems headless, inside the board area",
          "[match3][app][screenshot]") {
    const auto home = test_home("render");
    auto a = headless_app(home);
    for (const char* id :
         {"01-first-swaps", "03-cut-corners", "07-wide-screen", "10-tower", "12-grand-board"}) {
        INFO(id);
        auto& s = push_scene(*a, id);
        settle(*a, s);
        const SDL_FRect b = s.layout().bounds();
        CHECK(b.x >= app::kBoardArea.x);
        CHECK(b.y >= 84);
        CHECK(b.x + b.w <= app::kBoardArea.x + app::kBoardArea.w);
        CHECK(b.y + b.h <= 590); // leaves the message line (596..) and the toolbar (644..) free
        CHECK(s.view().matches(s.state().board));
        const SDL_Rect board{static_cast<int>(b.x), static_cast<int>(b.y), static_cast<int>(b.w),
                             static_cast<int>(b.h)};
        CHECK(distinct_colours(a->surface(), board) > 60);
        a->scenes().pop();
        a->simulate(1);
    }
    std::filesystem::remove_all(home);
}

TEST_CASE("match3 scene: clicks select, deselect and swap, and an illegal swap swaps back for free",
          "[match3][app][input]") {
    const auto home = test_home("input");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-first-swaps");
    settle(*a, s);
    const auto board0 = s.state().board;

    // Select, deselect (the match-3 article's rules).
    click(*a, s.cell_centre({0, 0}));
    REQUIRE(s.ui().selected == Point{0, 0});
    click(*a, s.cell_centre({0, 0}));
    CHECK_FALSE(s.ui().selected);

    // An adjacent swap that makes no run: nothing changes, no move is spent.
    std::optional<match3::Move> bad;
    for (int y = 0; y < board0.height() && !bad; ++y)
        for (int x = 0; x + 1 < board0.width() && !bad; ++x)
            if (!match3::is_legal_swap(board0, true, {x, y}, {x + 1, y}))
                bad = match3::Move{{x, y}, {x + 1, y}};
    REQUIRE(bad);
    click(*a, s.cell_centre(bad->a));
    click(*a, s.cell_centre(bad->b));
    CHECK(s.busy()); // the swap-back animates
    settle(*a, s);
    CHECK(s.state().board == board0);
    CHECK(s.moves_played() == 0);
    CHECK_FALSE(s.ui().selected);
    CHECK(s.view().matches(board0));

    // The hint's swap, by two clicks: the state changes at once, the view catches up.
    const auto h = s.hint_cache();
    REQUIRE(h);
    click(*a, s.cell_centre(h->move.a));
    click(*a, s.cell_centre(h->move.b));
    CHECK(s.moves_played() == 1);
    CHECK(s.state().score >= h->score);
    CHECK(s.busy());
    CHECK(s.view().matches(s.state().board)); // the cell map is final; sprites are still moving
    CHECK(s.shown_score() < s.state().score); // the HUD counts up as the clears show
    settle(*a, s);
    CHECK_FALSE(s.busy());
    CHECK(s.shown_score() == s.state().score);

    // A drag swaps in one gesture.
    const auto h2 = s.hint_cache();
    REQUIRE(h2);
    const SDL_FPoint from = s.cell_centre(h2->move.a), to = s.cell_centre(h2->move.b);
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = static_cast<int>(from.x);
    e.button.y = static_cast<int>(from.y);
    send(*a, e);
    SDL_Event m{};
    m.type = SDL_MOUSEMOTION;
    m.motion.state = SDL_BUTTON_LMASK;
    m.motion.x = static_cast<int>((from.x + to.x) / 2 + (to.x - from.x) * 0.2f);
    m.motion.y = static_cast<int>((from.y + to.y) / 2 + (to.y - from.y) * 0.2f);
    send(*a, m);
    CHECK(s.moves_played() == 2);
    settle(*a, s);

    // Keyboard: the first key shows the cursor, arrows move it, Enter selects / swaps.
    const auto h3 = s.hint_cache();
    REQUIRE(h3);
    key(*a, SDLK_LEFT); // shows the cursor
    Point cur = s.ui().cursor;
    auto walk = [&](Point target) {
        while (cur.x < target.x) key(*a, SDLK_RIGHT), cur.x++;
        while (cur.x > target.x) key(*a, SDLK_LEFT), cur.x--;
        while (cur.y < target.y) key(*a, SDLK_DOWN), cur.y++;
        while (cur.y > target.y) key(*a, SDLK_UP), cur.y--;
        REQUIRE(s.ui().cursor == target);
    };
    walk(h3->move.a);
    key(*a, SDLK_RETURN);
    CHECK(s.ui().selected == h3->move.a);
    walk(h3->move.b);
    key(*a, SDLK_SPACE);
    CHECK(s.moves_played() == 3);
    settle(*a, s);
    CHECK(s.view().matches(s.state().board));

    // Undo restores the previous state and the view.
    SDL_Event undo{};
    undo.type = SDL_KEYDOWN;
    undo.key.keysym.sym = SDLK_z;
    undo.key.keysym.mod = KMOD_LCTRL;
    send(*a, undo);
    CHECK(s.moves_played() == 2);
    CHECK(s.view().matches(s.state().board));
    std::filesystem::remove_all(home);
}

TEST_CASE("match3 scene: H and 5 s idle show the core's hint", "[match3][app][hint]") {
    const auto home = test_home("hint");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "02-warm-up");
    settle(*a, s);
    CHECK_FALSE(s.shown_hint());
    a->simulate(static_cast<int>(5.2 / a->fixed_step()));
    REQUIRE(s.shown_hint());
    CHECK(s.shown_hint()->move == match3::hint(s.state())->move);
    std::filesystem::remove_all(home);
}

TEST_CASE("match3 scene: playing hints by clicks reaches the result overlay", "[match3][app][play]") {
    const auto home = test_home("play");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-first-swaps");
    settle(*a, s);
    int guard = 0;
    while (a->scenes().top()->name() == "game" && guard++ < 60) {
        if (const auto h = s.hint_cache(); h && s.current_status().phase == match3::Phase::Playing) {
            click(*a, s.cell_centre(h->move.a));
            click(*a, s.cell_centre(h->move.b));
        }
        settle(*a, s);
    }
    REQUIRE(a->scenes().top()->name() == "result");
    const auto st = s.current_status();
    CHECK(st.phase != match3::Phase::Playing);
    const auto& rec = a->profile().levels["match3/01-first-swaps"];
    CHECK(rec.completed == (st.phase == match3::Phase::Won));
    if (st.phase == match3::Phase::Won) CHECK(rec.best_score == s.state().score);
    CHECK(a->profile().saves.count("match3/01-first-swaps") == 0);
    std::filesystem::remove_all(home);
}

namespace {
std::string hud_value(const app::HudInfo& info, const std::string& label) {
    for (const auto& item : info.items)
        if (item.label == label) return item.value;
    return "";
}

// Plays the hint by two clicks; false when there is none.
bool click_hint(app::App& a, Match3Scene& s) {
    const auto h = s.hint_cache();
    if (!h) return false;
    click(a, s.cell_centre(h->move.a));
    click(a, s.cell_centre(h->move.b));
    return true;
}
} // namespace

TEST_CASE("match3 scene: reaching the target early plays the moves to spare as a bonus round",
          "[match3][app][bonus]") {
    const auto home = test_home("bonus");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-first-swaps");
    settle(*a, s);
    CHECK(s.hud_info().message.find("Moves left at the target become a bonus") != std::string::npos);
    int spare = 0;
    while (s.current_status().phase == match3::Phase::Playing) {
        spare = s.current_status().moves_left - 1;
        REQUIRE(click_hint(*a, s));
        if (s.current_status().phase == match3::Phase::Playing) settle(*a, s);
    }
    // The deciding move reached the target with moves to spare: the state has the whole bonus,
    // the HUD counts the moves down and the score up as the round shows.
    const match3::State& st = s.state();
    REQUIRE(s.current_status().phase == match3::Phase::Won);
    REQUIRE(spare > 0);
    CHECK(st.bonus_moves == spare);
    CHECK(st.bonus_score > 0);
    CHECK(s.busy());
    CHECK(hud_value(s.hud_info(), "Moves left") == std::to_string(spare));
    CHECK(s.hud_info().message.find("Bonus round") == std::string::npos); // not before the round shows
    std::set<std::string> counts;
    std::int64_t last_score = s.shown_score();
    bool told = false;
    int frames = 0;
    for (; frames < 60 * 120 && s.busy(); frames += 3) {
        a->simulate(3);
        counts.insert(hud_value(s.hud_info(), "Moves left"));
        told = told || s.hud_info().message.find("Bonus round") == 0;
        CHECK(s.shown_score() >= last_score);
        last_score = s.shown_score();
    }
    CHECK(told);
    CHECK(counts.size() >= static_cast<std::size_t>(std::min(spare, 4))); // it ticked down, not jumped
    CHECK(counts.count("0") == 1);
    // The move, the round and the celebration stay short (seconds at speed 1).
    CHECK(frames < 15 * 120);
    for (int i = 0; i < 20 && top_name(*a) != "result"; ++i) settle(*a, s);
    REQUIRE(top_name(*a) == "result");
    // The score shown, the stars, the best score and the card agree with the state.
    CHECK(s.shown_score() == st.score);
    CHECK(hud_value(s.hud_info(), "Moves left") == "0");
    CHECK(hud_value(s.hud_info(), "Stars") == std::to_string(s.current_status().stars) + " / 3");
    const auto& rec = a->profile().levels["match3/01-first-swaps"];
    CHECK(rec.completed);
    REQUIRE(rec.best_score);
    CHECK(*rec.best_score == st.score);
    CHECK(rec.stars == s.current_status().stars);
    CHECK(s.current_status().stars == match3::stars_for(st.rules, st.score));
    std::filesystem::remove_all(home);
}

TEST_CASE("match3 scene: a time goal plays on past its target until the time is up", "[match3][app][play]") {
    const auto home = test_home("time-target");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "09-blitz");
    settle(*a, s);
    const std::int64_t target = s.state().rules.goal.target_score;
    while (s.state().score < target && s.current_status().phase == match3::Phase::Playing) {
        REQUIRE(click_hint(*a, s));
        settle(*a, s);
    }
    REQUIRE(s.state().score >= target);
    REQUIRE(s.play_seconds() < 60);
    // Target reached with time left: the bar is full, the HUD says so, and the board takes moves.
    const auto info = s.hud_info();
    CHECK(s.current_status().phase == match3::Phase::Playing);
    CHECK(info.progress == Approx(1));
    CHECK(info.progress_label == "Target reached");
    CHECK(info.message.find("Target reached! ") == 0);
    CHECK(top_name(*a) == "game");
    const auto moves = s.moves_played();
    REQUIRE(click_hint(*a, s));
    CHECK(s.moves_played() == moves + 1);
    // The level ends when the time is up: won, with the stars the final score earns.
    a->simulate(static_cast<int>(61 / a->fixed_step()));
    for (int i = 0; i < 20 && top_name(*a) != "result"; ++i) settle(*a, s);
    REQUIRE(top_name(*a) == "result");
    const auto st = s.current_status();
    CHECK(st.phase == match3::Phase::Won);
    CHECK(st.reason.find("time is up: ") == 0);
    const auto& rec = a->profile().levels["match3/09-blitz"];
    CHECK(rec.completed);
    CHECK(rec.stars == st.stars);
    CHECK(rec.best_score == s.state().score);
    std::filesystem::remove_all(home);
}

TEST_CASE("match3 scene: running out of time ends the level lost", "[match3][app][play]") {
    const auto home = test_home("timeout");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "09-blitz");
    settle(*a, s);
    a->simulate(static_cast<int>(61 / a->fixed_step()));
    settle(*a, s);
    REQUIRE(a->scenes().top()->name() == "result");
    CHECK(s.current_status().phase == match3::Phase::Lost);
    CHECK(s.current_status().reason.find("out of time") == 0);
    std::filesystem::remove_all(home);
}

// Not run by default (hidden tag): frames in the middle of animations, for a person to look at.
//   tessera_app_tests "[.match3-frames]"   ->  $TMPDIR/match3-frame-*.png (testing::output_dir)
TEST_CASE("match3 scene: frames in the middle of moves", "[.match3-frames]") {
    const auto home = test_home("frames");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-first-swaps");
    settle(*a, s);
    int shot = 0;
    for (int move = 0; move < 7; ++move) {
        const auto h = s.hint_cache();
        if (!h) break;
        click(*a, s.cell_centre(h->move.a));
        click(*a, s.cell_centre(h->move.b));
        for (int i = 0; i < 6 && s.busy(); ++i) {
            a->simulate(static_cast<int>(0.12 / a->fixed_step()));
            const auto out = testing::output_dir() / ("match3-frame-" + std::to_string(++shot) + ".png");
            CHECK(a->save_png(out.string()).empty());
        }
        settle(*a, s);
    }
    std::filesystem::remove_all(home);
}

// Not run by default: prints a losing line for level 1 (the legal swap that scores least, cascades
// included), to play a loss by hand in the real window.
TEST_CASE("match3: a losing line for level 1", "[.match3-losing-line]") {
    auto doc = levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/match3/01-first-swaps.json");
    auto state = *match3::start(levels::parse_match3_level(doc).params);
    while (match3::accepts_moves(state)) {
        std::optional<match3::Move> worst;
        std::int64_t least = 0;
        for (const auto& m : match3::legal_moves(state)) {
            const auto out = match3::apply(state, m); // with its cascades
            if (out && (!worst || out->state.score < least)) worst = m, least = out->state.score;
        }
        REQUIRE(worst);
        state = match3::apply(state, *worst)->state;
        std::printf("%s %lld\n", match3::to_string(*worst).c_str(), static_cast<long long>(state.score));
    }
}

// Not run by default: CPU time per frame of the biggest board, next to the pause overlay's
// (which is the shared background, HUD and toolbar alone).
TEST_CASE("match3 scene: CPU per frame on the 16x16 board", "[.match3-perf]") {
    const auto home = test_home("perf");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "12-grand-board");
    settle(*a, s);
    auto per_frame = [&] {
        const std::clock_t t0 = std::clock();
        for (int i = 0; i < 120; ++i) a->simulate(1);
        return 1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC / 120;
    };
    const double board = per_frame();
    double view_only = 1e9; // the best of 5 runs: the machine may be busy
    for (int run = 0; run < 5; ++run) {
        const std::clock_t t0 = std::clock();
        for (int i = 0; i < 60; ++i) s.view().draw(a->gfx(), app::match3_view::Overlay{});
        view_only =
            std::min(view_only, 1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC / 60);
    }
    const auto h = s.hint_cache();
    REQUIRE(h);
    click(*a, s.cell_centre(h->move.a));
    click(*a, s.cell_centre(h->move.b));
    const double moving = per_frame();
    std::string error;
    a->scenes().push(app::make_scene_by_name(*a, "pause", "", "", &error));
    a->simulate(30);
    const double pause = per_frame();
    std::printf(
        "ms CPU/frame: whole frame %.2f (board view alone %.2f), animating %.2f, with pause overlay %.2f\n",
        board, view_only, moving, pause);
    std::filesystem::remove_all(home);
}

TEST_CASE("match3 animator: after every move's tweens, each sprite sits on its cell, whole and visible",
          "[match3][app][animator]") {
    using namespace app::match3_view;
    for (const char* id : {"03-cut-corners", "05-the-ring", "12-grand-board", "14-swiss-cheese"}) {
        INFO(id);
        auto doc = levels::load_document(std::string(TESSERA_SOURCE_DIR) + "/levels/match3/" + id + ".json");
        const auto params = levels::parse_match3_level(doc).params;
        auto state = *match3::start(params);
        BoardView view;
        view.reset(state.board, BoardLayout::fit(params.width, params.height));
        int sounds = 0;
        AnimOptions options;
        options.sound = [&](const char*) { ++sounds; };
        std::int64_t shown = 0;
        options.on_score = [&](std::int64_t p) { shown += p; };
        auto check_view = [&](const match3::Board& board) {
            REQUIRE(view.matches(board));
            for (int y = 0; y < board.height(); ++y)
                for (int x = 0; x < board.width(); ++x)
                    if (const auto g = view.at({x, y})) {
                        const SDL_FPoint c = view.layout().centre({x, y});
                        CHECK(g->v->x == Approx(c.x));
                        CHECK(g->v->y == Approx(c.y));
                        CHECK(g->v->scale == Approx(1));
                        CHECK(g->v->alpha == Approx(1));
                        CHECK(g->v->visible);
                    }
        };
        app::Timeline timeline;
        timeline.add(animate_intro(view, options));
        timeline.finish_all();
        check_view(state.board);
        match3::autoplay(state, 40,
                         [&](const match3::State&, const match3::Move&, const match3::Outcome& out) {
                             const auto anim = animate_move(view, out.events, options);
                             CHECK(anim.duration > 0);
                             timeline.add(anim.action);
                             // Half-way, then fast-forward (as input during an animation does).
                             timeline.update(anim.duration / 2);
                             timeline.finish_all();
                             view.compact();
                             check_view(out.state.board);
                             CHECK(shown == out.state.score);
                         });
        CHECK(sounds > 0);
        // A reshuffle moves the same sprites to their new cells.
        match3::Board shuffled = view.mask();
        for (int y = 0; y < shuffled.height(); ++y)
            for (int x = 0; x < shuffled.width(); ++x)
                if (const auto g = view.at({x, y})) shuffled.at(x, y) = g->tile;
        Rng rng(5);
        if (auto re = match3::reshuffle(shuffled, params.rules.specials, rng)) {
            const std::size_t sprites = view.sprite_count();
            timeline.add(animate_move(view, {match3::Reshuffled{*re}}, options).action);
            timeline.finish_all();
            view.compact();
            check_view(*re);
            CHECK(view.sprite_count() == sprites);
        }
    }
}

TEST_CASE("match3 scene renders with colour-blind symbols and reduced motion", "[match3][app][screenshot]") {
    const auto home = test_home("settings");
    auto a = headless_app(home);
    a->profile().settings.colourblind_symbols = true;
    a->profile().settings.reduced_motion = true;
    auto& s = push_scene(*a, "11-crossroads");
    settle(*a, s);
    const SDL_FRect b = s.layout().bounds();
    CHECK(distinct_colours(a->surface(), {static_cast<int>(b.x), static_cast<int>(b.y), static_cast<int>(b.w),
                                          static_cast<int>(b.h)}) > 60);
    const auto h = s.hint_cache();
    REQUIRE(h);
    click(*a, s.cell_centre(h->move.a));
    click(*a, s.cell_centre(h->move.b));
    settle(*a, s);
    CHECK(s.moves_played() == 1);
    CHECK(s.view().matches(s.state().board));
    std::filesystem::remove_all(home);
}

// Not run by default: the banners (cascade, reshuffle) drawn over a board, for a person to look at.
TEST_CASE("match3 banners", "[.match3-frames]") {
    using namespace app::match3_view;
    const auto home = test_home("banners");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "08-hourglass");
    settle(*a, s);
    a->render_frame();
    BoardView view;
    view.reset(s.state().board, s.layout());
    app::Timeline timeline;
    timeline.add(animate_banner(view,
                                "Sweet!  Cascade \xC3\x97"
                                "3",
                                app::theme::kAccent, 1));
    timeline.update(0.4);
    a->gfx().begin_frame();
    view.draw(a->gfx(), Overlay{});
    a->gfx().end_frame();
    CHECK(a->save_png((testing::output_dir() / "match3-banner.png").string()).empty());
    std::filesystem::remove_all(home);
}

// Not run by default: frames of a bonus round, for a person to look at.
//   tessera_app_tests "[.match3-bonus-frames]"  ->  $TMPDIR/match3-bonus-*.png
TEST_CASE("match3 scene: frames of the bonus round", "[.match3-bonus-frames]") {
    const auto home = test_home("bonus-frames");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-first-swaps");
    settle(*a, s);
    while (s.current_status().phase == match3::Phase::Playing) {
        REQUIRE(click_hint(*a, s));
        if (s.current_status().phase == match3::Phase::Playing) settle(*a, s);
    }
    int shot = 0;
    for (int i = 0; i < 60 && top_name(*a) != "result"; ++i) {
        a->simulate(static_cast<int>(0.25 / a->fixed_step()));
        const auto out = testing::output_dir() / ("match3-bonus-" + std::to_string(++shot) + ".png");
        CHECK(a->save_png(out.string()).empty());
    }
    a->simulate(static_cast<int>(1.5 / a->fixed_step())); // the result card slides in
    CHECK(a->save_png((testing::output_dir() / "match3-bonus-result.png").string()).empty());
    std::filesystem::remove_all(home);
}

TEST_CASE("match3 scene: a whole level is played with a game pad alone", "[match3][app][gamepad]") {
    const auto home = test_home("gamepad");
    auto a = headless_app(home);
    auto& s = push_scene(*a, "01-first-swaps");
    settle(*a, s);
    using testing::dpad_toward;
    using testing::pad;
    // The D-pad walks the cursor to a cell (its first press only shows the cursor).
    const auto walk_to = [&](Point cell) {
        for (int guard = 0; guard < 40 && s.ui().cursor != cell; ++guard)
            pad(*a, dpad_toward(s.cell_centre(s.ui().cursor), s.cell_centre(cell)));
        REQUIRE(s.ui().cursor == cell);
    };
    pad(*a, SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    // The core's hint, played as a pad player would: A on one gem, A on its neighbour.
    for (int guard = 0; guard < 60 && s.current_status().phase == match3::Phase::Playing; ++guard) {
        const auto h = match3::hint(s.state());
        REQUIRE(h);
        const auto moves = s.moves_played();
        walk_to(h->move.a);
        pad(*a, SDL_CONTROLLER_BUTTON_A);
        walk_to(h->move.b);
        pad(*a, SDL_CONTROLLER_BUTTON_A);
        REQUIRE(s.moves_played() == moves + 1);
        settle(*a, s);
    }
    CHECK(s.current_status().phase == match3::Phase::Won);
    for (int i = 0; i < 200 && top_name(*a) != "result"; ++i) a->simulate(12);
    CHECK(top_name(*a) == "result");
    CHECK(a->last_input_was_pad());
    std::filesystem::remove_all(home);
}
