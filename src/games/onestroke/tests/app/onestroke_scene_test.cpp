// The One Stroke scene, headless through the real App (dummy video driver, software renderer):
// it renders, SDL mouse/keyboard events play moves, saves resume, hints drive a game to the
// result overlay, and every shipped level fits the board.
#include <catch2/catch.hpp>

#include "support/files.hpp"
#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <set>
#include <unistd.h>

#include "../../cli/image_io.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/onestroke/onestroke_scene.hpp"
#include "tessera/core/onestroke/hint.hpp"
#include "tessera/core/onestroke/recognize.hpp"
#include "tessera/levels/catalog.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/onestroke/level.hpp"

using namespace tessera;
using app::OnestrokeScene;

namespace {

std::filesystem::path fresh_home() {
    static int counter = 0;
    const auto home =
        std::filesystem::temp_directory_path() /
        ("tessera-onestroke-scene-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    std::filesystem::remove_all(home);
    std::filesystem::create_directories(home);
    return home;
}

std::unique_ptr<app::App> headless_app(const std::filesystem::path& home) {
    return tessera::testing::headless_app(home, false);
}

levels::LevelInfo level_info(const std::string& id) {
    auto info =
        levels::check_level_file(std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/" + id + ".json", true);
    info.game = "onestroke";
    REQUIRE_FALSE(info.broken());
    return info;
}

// Pushes the level's scene and lets its entry animation play.
OnestrokeScene* open_level(app::App& a, const std::string& id) {
    auto scene = app::make_onestroke_scene(a, level_info(id));
    REQUIRE(scene);
    auto* s = dynamic_cast<OnestrokeScene*>(scene.get());
    REQUIRE(s);
    a.scenes().push(std::move(scene));
    a.simulate(120);
    return s;
}

void send(app::App& a, const SDL_Event& e) { a.scenes().handle(e); }

// held: the left button is down during a motion (a drag).
void mouse(app::App& a, Uint32 type, float x, float y, bool held = true) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = static_cast<Sint32>(std::lround(x));
        e.motion.y = static_cast<Sint32>(std::lround(y));
        e.motion.state = held ? SDL_BUTTON_LMASK : 0;
    } else {
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = static_cast<Sint32>(std::lround(x));
        e.button.y = static_cast<Sint32>(std::lround(y));
    }
    send(a, e);
}

void key(app::App& a, SDL_Keycode k, Uint16 mod = KMOD_NONE) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    send(a, e);
}

void click_dot(app::App& a, OnestrokeScene& s, int v) {
    const auto p = s.layout().dot(v);
    mouse(a, SDL_MOUSEBUTTONDOWN, p.x, p.y);
    mouse(a, SDL_MOUSEBUTTONUP, p.x, p.y);
    a.simulate(2);
}

// A drag through the given dots, moving in a few steps between each (as a hand or xdotool does).
void drag_through(app::App& a, OnestrokeScene& s, const std::vector<int>& dots) {
    auto p = s.layout().dot(dots.front());
    mouse(a, SDL_MOUSEBUTTONDOWN, p.x, p.y);
    for (std::size_t i = 1; i < dots.size(); ++i) {
        const auto q = s.layout().dot(dots[i]);
        for (int k = 1; k <= 4; ++k)
            mouse(a, SDL_MOUSEMOTION, p.x + (q.x - p.x) * k / 4, p.y + (q.y - p.y) * k / 4);
        a.simulate(1);
        p = q;
    }
    mouse(a, SDL_MOUSEBUTTONUP, p.x, p.y);
    a.simulate(2);
}

std::size_t distinct_colours(SDL_Surface* s) {
    std::set<Uint32> colours;
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y += 7)
        for (int x = 0; x < s->w; x += 7)
            colours.insert(static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x]);
    SDL_UnlockSurface(s);
    return colours.size();
}

SDL_Color pixel(SDL_Surface* s, float x, float y) {
    SDL_LockSurface(s);
    const Uint32 p =
        static_cast<const Uint32*>(s->pixels)[static_cast<int>(y) * (s->pitch / 4) + static_cast<int>(x)];
    SDL_UnlockSurface(s);
    SDL_Color c;
    SDL_GetRGB(p, s->format, &c.r, &c.g, &c.b);
    return c;
}

std::vector<std::string> saved_moves(app::App& a, const std::string& id) {
    const auto it = a.profile().saves.find("onestroke/" + id);
    if (it == a.profile().saves.end()) return {};
    return it->second["moves"].get<std::vector<std::string>>();
}

// A stroke on `figure` that gets stuck (depth-first over the legal moves).
bool find_stuck(const onestroke::State& s, std::vector<int>& trail) {
    if (onestroke::status(s).phase == onestroke::Phase::Lost) return true;
    if (onestroke::status(s).phase == onestroke::Phase::Won) return false;
    for (int v : onestroke::next_vertices(s)) {
        const auto out = onestroke::apply(s, onestroke::Move{v});
        trail.push_back(v);
        if (find_stuck(out->state, trail)) return true;
        trail.pop_back();
    }
    return false;
}

} // namespace

TEST_CASE("onestroke: the scene renders the figure, not a blank frame", "[onestroke][app][screenshot]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "05-house");
    CHECK(s->state().current() == -1);
    a->simulate(1);
    CHECK(distinct_colours(a->surface()) > 50);
    // Every dot is drawn where the layout says: its centre is the light dot body.
    for (int v = 0; v < s->layout().dot_count(); ++v) {
        const SDL_Color c = pixel(a->surface(), s->layout().dot(v).x, s->layout().dot(v).y);
        INFO("dot " << v << " rgb " << int(c.r) << "," << int(c.g) << "," << int(c.b));
        CHECK(c.r + c.g + c.b > 500);
    }
    CHECK_FALSE(s->message().empty());
}

TEST_CASE("onestroke: a mouse drag draws lines, and illegal jumps are refused", "[onestroke][app][input]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "05-house");
    const auto& fig = *s->state().figure;
    // Draw along the first solution's first three segments in one drag.
    const auto solution = onestroke::solve(fig);
    REQUIRE(solution);
    const std::vector<int> first{(*solution)[0], (*solution)[1], (*solution)[2], (*solution)[3]};
    drag_through(*a, *s, first);
    CHECK(s->state().trail == first);
    CHECK(s->state().drawn_count() == 3);
    CHECK(saved_moves(*a, "05-house") ==
          std::vector<std::string>{std::to_string(first[0]), std::to_string(first[1]),
                                   std::to_string(first[2]), std::to_string(first[3])});

    // A click on a dot that is not joined to the pen by an undrawn line does nothing.
    const auto next = onestroke::next_vertices(s->state());
    int illegal = -1;
    for (int v = 0; v < fig.vertex_count(); ++v)
        if (v != s->state().current() && std::find(next.begin(), next.end(), v) == next.end()) illegal = v;
    REQUIRE(illegal >= 0);
    click_dot(*a, *s, illegal);
    CHECK(s->state().drawn_count() == 3);

    // Click-click: a click on a legal dot draws to it.
    click_dot(*a, *s, next.front());
    CHECK(s->state().drawn_count() == 4);
    CHECK(s->state().current() == next.front());

    // A button released over the toolbar (the board never sees it) ends the drag all the same:
    // moving the mouse afterwards draws nothing.
    {
        const int before = s->state().drawn_count();
        const auto cur = s->layout().dot(s->state().current());
        mouse(*a, SDL_MOUSEBUTTONDOWN, cur.x, cur.y);
        mouse(*a, SDL_MOUSEBUTTONUP, 20, 700);
        for (int v : onestroke::next_vertices(s->state())) {
            const auto q = s->layout().dot(v);
            mouse(*a, SDL_MOUSEMOTION, q.x, q.y, false);
        }
        a->simulate(2);
        CHECK(s->state().drawn_count() == before);
    }

    // Ctrl+Z undoes the last line, Ctrl+Y redoes it.
    key(*a, SDLK_z, KMOD_LCTRL);
    a->simulate(2);
    CHECK(s->state().drawn_count() == 3);
    CHECK(saved_moves(*a, "05-house").size() == 4);
    key(*a, SDLK_y, KMOD_LCTRL);
    a->simulate(2);
    CHECK(s->state().drawn_count() == 4);
}

// Issue 35: once every line is undone the pen is free again. On the Kite, a stroke that got stuck
// and was undone line by line used to keep its first dot: the next drag from another dot silently
// drew a line from the old start first.
TEST_CASE("onestroke: undoing every line frees the starting dot", "[onestroke][app][input]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "03-kite");
    const auto& fig = *s->state().figure;
    auto at = [&](int x, int y) {
        for (int v = 0; v < fig.vertex_count(); ++v)
            if (fig.vertices[static_cast<std::size_t>(v)] == Point{x, y}) return v;
        FAIL("no dot at " << x << "," << y);
        return -1;
    };
    const int tl = at(50, 50), tr = at(250, 50), br = at(250, 250), bl = at(50, 250);
    drag_through(*a, *s, {tr, tl, br, tr}); // stuck: two lines left, none from the top right
    REQUIRE(s->state().drawn_count() == 3);
    for (int i = 0; i < 3; ++i) {
        key(*a, SDLK_z, KMOD_LCTRL);
        a->simulate(2);
    }
    REQUIRE(s->state().drawn_count() == 0);
    CHECK(s->state().current() == -1); // no dot holds the pen
    CHECK(s->message().find("amber") == std::string::npos);
    drag_through(*a, *s, {tl, bl});
    CHECK(s->state().drawn_count() == 1);
    CHECK(s->state().trail == std::vector<int>{tl, bl});
    // Redo from a blank figure brings back the first line with its start, not a lone dot.
    key(*a, SDLK_z, KMOD_LCTRL);
    a->simulate(2);
    CHECK(s->state().current() == -1);
    key(*a, SDLK_y, KMOD_LCTRL);
    a->simulate(2);
    CHECK(s->state().trail == std::vector<int>{tl, bl});
}

TEST_CASE("onestroke: the keyboard cursor plays with arrows and Enter", "[onestroke][app][input]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "02-square");
    key(*a, SDLK_RIGHT); // shows the cursor
    key(*a, SDLK_RETURN);
    a->simulate(2);
    const int start = s->state().current();
    REQUIRE(start >= 0);
    // Tab walks the legal dots; Enter draws to the one under the cursor.
    for (int i = 0; i < 3; ++i) {
        key(*a, SDLK_TAB);
        key(*a, SDLK_RETURN);
        a->simulate(2);
    }
    CHECK(s->state().drawn_count() == 3);
    // Arrows move the cursor to the neighbouring dot in that direction; Enter draws the last line.
    const auto& L = s->layout();
    const auto next = onestroke::next_vertices(s->state());
    REQUIRE(next.size() == 1);
    const auto from = L.dot(s->state().current()), to = L.dot(next.front());
    const float dx = to.x - from.x, dy = to.y - from.y;
    key(*a, std::abs(dx) > std::abs(dy) ? (dx > 0 ? SDLK_RIGHT : SDLK_LEFT) : (dy > 0 ? SDLK_DOWN : SDLK_UP));
    key(*a, SDLK_RETURN);
    a->simulate(2);
    CHECK(s->state().drawn_count() == 4);
    CHECK(onestroke::status(s->state()).phase == onestroke::Phase::Won);
}

TEST_CASE("onestroke: stuck shows a message and a restart suggestion, and undo recovers",
          "[onestroke][app]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "05-house");
    std::vector<int> trail;
    REQUIRE(find_stuck(s->state(), trail));
    for (int v : trail) click_dot(*a, *s, v);
    a->simulate(60);
    REQUIRE(onestroke::status(s->state()).phase == onestroke::Phase::Lost);
    CHECK(s->message().find("Stuck") != std::string::npos);
    CHECK(s->message().find("Restart") != std::string::npos);
    key(*a, SDLK_h); // the restart suggestion is already on screen: asking costs no star
    CHECK(s->hints_used() == 0);
    key(*a, SDLK_z, KMOD_LCTRL);
    a->simulate(30);
    CHECK(onestroke::status(s->state()).phase == onestroke::Phase::Playing);
    CHECK(s->message().find("Stuck") == std::string::npos);
}

TEST_CASE("onestroke: hints (H, and after idling) drive a game to the result overlay", "[onestroke][app]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "30-lattice-v");
    // Idle: a hint appears by itself and does not count as used.
    a->simulate(static_cast<int>((OnestrokeScene::kIdleHintSeconds + 0.5) * 120));
    CHECK(s->hint_shown());
    CHECK(s->hints_used() == 0);
    key(*a, SDLK_h);
    CHECK(s->hints_used() == 1);
    CHECK(s->message().find("Hint") != std::string::npos);
    // Follow the core's hints with mouse clicks until the figure is complete.
    for (int guard = 0; guard < 400 && onestroke::status(s->state()).phase == onestroke::Phase::Playing;
         ++guard) {
        const onestroke::Hint h = onestroke::hint(s->state());
        REQUIRE((h.kind == onestroke::Hint::Kind::Start || h.kind == onestroke::Hint::Kind::Next));
        click_dot(*a, *s, h.vertex);
    }
    CHECK(onestroke::status(s->state()).phase == onestroke::Phase::Won);
    for (int i = 0; i < 60 && a->scenes().top()->name() != "result"; ++i) a->simulate(10);
    CHECK(a->scenes().top()->name() == "result");
    const auto& rec = a->profile().levels["onestroke/30-lattice-v"];
    CHECK(rec.completed);
    CHECK(rec.stars == 2); // one hint used, never stuck
    CHECK(rec.best_time_ms);
    CHECK(a->profile().saves.count("onestroke/30-lattice-v") == 0);
}

TEST_CASE("onestroke: a perfect game earns three stars", "[onestroke][app]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "01-triangle");
    drag_through(*a, *s, *onestroke::solve(*s->state().figure));
    CHECK(onestroke::status(s->state()).phase == onestroke::Phase::Won);
    for (int i = 0; i < 60 && a->scenes().top()->name() != "result"; ++i) a->simulate(10);
    REQUIRE(a->scenes().top()->name() == "result");
    CHECK(a->profile().levels["onestroke/01-triangle"].stars == 3);
    // Retry on the result card starts the level again.
    key(*a, SDLK_RIGHT);
    key(*a, SDLK_RETURN);
    a->simulate(60);
    CHECK(a->scenes().top()->name() == "game");
    CHECK(s->state().current() == -1);
    drag_through(*a, *s, {0, 1});
    CHECK(s->state().drawn_count() == 1);
}

TEST_CASE("onestroke: a picture becomes a level that plays to a win", "[onestroke][app][recognize]") {
    // The shipped picture of the crown -> recognise -> level file -> the scene, played by clicks.
    std::string error;
    const auto picture = cli::onestroke_io::load_image(
        std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke/pictures/22-crown.png", error);
    INFO(error);
    REQUIRE(picture);
    const onestroke::Recognition found = onestroke::recognize(*picture);
    INFO(found.error);
    REQUIRE(found.ok);
    levels::OnestrokeLevel level;
    level.title = "Crown from a picture";
    level.params = found.params;
    const auto home = fresh_home();
    const auto path = home / "crown.json";
    std::ofstream(path) << levels::onestroke_level_json(level);
    auto info = levels::check_level_file(path.string(), true);
    REQUIRE_FALSE(info.broken());
    info.game = "onestroke";

    auto a = headless_app(home);
    auto scene = app::make_onestroke_scene(*a, info);
    REQUIRE(scene);
    auto* s = dynamic_cast<OnestrokeScene*>(scene.get());
    a->scenes().push(std::move(scene));
    a->simulate(120);
    CHECK(s->state().figure->edge_count() == static_cast<int>(found.edges.size()));
    drag_through(*a, *s, *onestroke::solve(*s->state().figure));
    CHECK(onestroke::status(s->state()).phase == onestroke::Phase::Won);
    for (int i = 0; i < 60 && a->scenes().top()->name() != "result"; ++i) a->simulate(10);
    CHECK(a->scenes().top()->name() == "result");
}

TEST_CASE("onestroke: every shipped level fits the board, clear of the HUD, toolbar and message",
          "[onestroke][app][layout]") {
    int count = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(TESSERA_SOURCE_DIR) + "/levels/onestroke")) {
        if (entry.path().extension() != ".json") continue;
        ++count;
        const auto doc = levels::load_document(entry.path().string());
        const auto figure = levels::load_onestroke_figure(doc);
        const app::onestroke_view::BoardLayout L(figure);
        INFO(entry.path().filename().string() << " r=" << L.dot_radius());
        CHECK(L.dot_radius() >= 9);
        const float reach = L.dot_radius() * 2 + 4; // glow and rings
        for (int v = 0; v < L.dot_count(); ++v) {
            const auto p = L.dot(v);
            CHECK(p.x - reach >= app::kBoardArea.x);
            CHECK(p.x + reach <= app::kBoardArea.x + app::kBoardArea.w);
            CHECK(p.y - reach >= 72);
            CHECK(p.y + reach <= 596); // the HUD message line starts there
        }
        for (int e = 0; e < figure.edge_count(); ++e)
            for (const auto p : L.path(e)) CHECK(app::onestroke_view::kFigureArea.contains(p));
        // Dots are far enough apart to tell which one a tap meant.
        for (int i = 0; i < L.dot_count(); ++i)
            for (int j = i + 1; j < L.dot_count(); ++j)
                CHECK(std::hypot(L.dot(i).x - L.dot(j).x, L.dot(i).y - L.dot(j).y) >= 2 * L.dot_radius());
        // Parallel edges (however each is listed) bend apart: their midpoints never coincide.
        for (int e = 0; e < figure.edge_count(); ++e)
            for (int g = e + 1; g < figure.edge_count(); ++g) {
                const auto& ee = figure.edges[static_cast<std::size_t>(e)];
                const auto& eg = figure.edges[static_cast<std::size_t>(g)];
                if (std::min(ee.a, ee.b) != std::min(eg.a, eg.b) ||
                    std::max(ee.a, ee.b) != std::max(eg.a, eg.b))
                    continue;
                const auto& pe = L.path(e);
                const auto& pg = L.path(g);
                const auto me = pe[pe.size() / 2], mg = pg[pg.size() / 2];
                CHECK(std::hypot(me.x - mg.x, me.y - mg.y) > L.line_width());
            }
        const auto panel = L.panel();
        CHECK(panel.y >= 84);
        CHECK(panel.y + panel.h <= 596);
    }
    CHECK(count >= 30);
}

// Hidden (speed belongs in `tessera bench`, not in timed tests): run with "[.perf]" to see the figure.
TEST_CASE("onestroke: drawing a frame stays cheap on the largest level", "[onestroke][app][.perf]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "30-lattice-v");
    // Half the figure drawn, pen down (rubber band), colour-blind symbols on.
    a->profile().settings.colourblind_symbols = true;
    const auto solution = *onestroke::solve(*s->state().figure);
    for (std::size_t i = 0; i < solution.size() / 2; ++i) click_dot(*a, *s, solution[i]);
    const auto p = s->layout().dot(s->state().current());
    mouse(*a, SDL_MOUSEBUTTONDOWN, p.x, p.y);
    mouse(*a, SDL_MOUSEMOTION, p.x + 5, p.y + 3);
    a->simulate(120);
    const int frames = 30;
    const std::clock_t t0 = std::clock(); // CPU time: other processes on the machine do not count
    for (int i = 0; i < frames; ++i) a->render_frame();
    const double ms = static_cast<double>(std::clock() - t0) * 1000.0 / CLOCKS_PER_SEC / frames;
    WARN("onestroke frame (whole screen, software renderer): " << ms << " ms CPU");
    CHECK(ms < 50); // generous: the same test runs under ASan
}

// Not run by default: prints play-shot actions that drag a level's solution stroke in the real
// window (ONESTROKE_LEVEL=path/to/level.json; the trail is cut after ONESTROKE_EDGES edges if set).
TEST_CASE("onestroke: play-shot actions for a level's solution", "[.onestroke-playshot]") {
    const char* path = std::getenv("ONESTROKE_LEVEL");
    REQUIRE(path);
    const auto figure = levels::load_onestroke_figure(levels::load_document(path));
    const app::onestroke_view::BoardLayout L(figure);
    auto trail = *onestroke::solve(figure);
    if (const char* n = std::getenv("ONESTROKE_EDGES"))
        trail.resize(std::min(trail.size(), static_cast<std::size_t>(std::atoi(n)) + 1));
    std::string actions;
    for (std::size_t i = 1; i < trail.size(); ++i) {
        const auto a = L.dot(trail[i - 1]), b = L.dot(trail[i]);
        actions += "drag " + std::to_string(std::lround(a.x)) + " " + std::to_string(std::lround(a.y)) + " " +
                   std::to_string(std::lround(b.x)) + " " + std::to_string(std::lround(b.y)) + "; ";
    }
    std::printf("%s\n", actions.c_str());
}

// Not run by default: writes PNGs of the scene's states to $ONESTROKE_SHOTS (default $TMPDIR) to
// look at: a stroke with the pen down, a hint, stuck, colour-blind symbols, the win animation.
TEST_CASE("onestroke: screenshots of the scene's states", "[.onestroke-shots]") {
    const std::string dir =
        std::getenv("ONESTROKE_SHOTS") ? std::getenv("ONESTROKE_SHOTS") : testing::output_dir().string();
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "06-envelope");
    const auto solution = *onestroke::solve(*s->state().figure);
    drag_through(*a, *s, {solution[0], solution[1], solution[2], solution[3]});
    const auto p = s->layout().dot(s->state().current());
    const auto q = s->layout().dot(solution[4]);
    mouse(*a, SDL_MOUSEBUTTONDOWN, p.x, p.y);
    mouse(*a, SDL_MOUSEMOTION, p.x + (q.x - p.x) * 0.45f, p.y + (q.y - p.y) * 0.45f + 12);
    a->simulate(20);
    CHECK(a->save_png(dir + "/onestroke-drag.png").empty());
    mouse(*a, SDL_MOUSEBUTTONUP, p.x, p.y);
    key(*a, SDLK_h);
    a->simulate(30);
    CHECK(a->save_png(dir + "/onestroke-hint.png").empty());

    std::vector<int> trail;
    key(*a, SDLK_r, KMOD_LCTRL);
    a->simulate(60);
    REQUIRE(find_stuck(s->state(), trail));
    for (int v : trail) click_dot(*a, *s, v);
    a->simulate(30);
    CHECK(a->save_png(dir + "/onestroke-stuck.png").empty());

    a->profile().settings.colourblind_symbols = true;
    key(*a, SDLK_r, KMOD_LCTRL);
    a->simulate(60);
    click_dot(*a, *s, solution[0]);
    click_dot(*a, *s, solution[1]);
    key(*a, SDLK_h);
    key(*a, SDLK_RIGHT);
    a->simulate(40);
    CHECK(a->save_png(dir + "/onestroke-symbols.png").empty());
    a->profile().settings.colourblind_symbols = false;

    key(*a, SDLK_r, KMOD_LCTRL);
    a->simulate(60);
    for (int v : solution) click_dot(*a, *s, v);
    a->simulate(50);
    CHECK(a->save_png(dir + "/onestroke-win.png").empty());
    a->simulate(240);
    CHECK(a->save_png(dir + "/onestroke-result.png").empty());
}

TEST_CASE("onestroke: a whole figure is drawn with a game pad alone", "[onestroke][app][gamepad]") {
    auto a = headless_app(fresh_home());
    auto* s = open_level(*a, "05-house");
    using testing::dpad_toward;
    using testing::pad;
    pad(*a, SDL_CONTROLLER_BUTTON_DPAD_LEFT); // the first press shows the cursor
    // The core's hint says which dot comes next; the D-pad walks the cursor there, A draws to it.
    for (int guard = 0; guard < 40 && onestroke::status(s->state()).phase == onestroke::Phase::Playing;
         ++guard) {
        const onestroke::Hint h = onestroke::hint(s->state());
        REQUIRE((h.kind == onestroke::Hint::Kind::Start || h.kind == onestroke::Hint::Kind::Next));
        for (int step = 0; step < 12 && s->cursor() != h.vertex; ++step)
            pad(*a, dpad_toward(s->layout().dot(s->cursor()), s->layout().dot(h.vertex)));
        REQUIRE(s->cursor() == h.vertex);
        const int drawn = s->state().drawn_count();
        pad(*a, SDL_CONTROLLER_BUTTON_A);
        if (h.kind == onestroke::Hint::Kind::Next) REQUIRE(s->state().drawn_count() == drawn + 1);
    }
    CHECK(onestroke::status(s->state()).phase == onestroke::Phase::Won);
    for (int i = 0; i < 60 && a->scenes().top()->name() != "result"; ++i) a->simulate(10);
    CHECK(a->scenes().top()->name() == "result");
    CHECK(a->last_input_was_pad());
}
