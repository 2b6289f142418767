// Pause hides the board in every game whose HUD shows a clock (issue 35): a stopped clock is no
// time to plan the next moves. Swap's timed levels used to show their board under the pause card.
// The paused frame of each game is compared with Sudoku's (which always hid its board): away from
// the card they are the same picture (the background under the shade) when the board is hidden.
#include <catch2/catch.hpp>

#include "support/headless_app.hpp"
#include "support/scene_driver.hpp"

#include <SDL.h>
#include <filesystem>
#include <vector>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/game_registry.hpp"

using namespace tessera;

namespace {

// Pixels of the paused frame of `game`'s level `id`, outside the pause card (x 440..840).
std::vector<Uint32> paused_frame(const std::string& game, const std::string& id) {
    const auto home = std::filesystem::temp_directory_path() / ("tessera-pause-" + game + "-" + id);
    auto a = testing::headless_app(home, true);
    const app::GameDescriptor* g = app::find_game(game);
    REQUIRE(g);
    auto scene = g->make_scene(*a, testing::shipped_level(game, id, false));
    REQUIRE(scene);
    a->scenes().push(std::move(scene));
    a->simulate(240);
    testing::key(*a, SDLK_p);
    a->simulate(120);
    REQUIRE(testing::top_name(*a) == "pause");
    SDL_Surface* s = a->surface();
    std::vector<Uint32> out;
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; y += 4)
        for (int x = 0; x < s->w; x += 4)
            if (x < 440 || x > 840)
                out.push_back(static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x]);
    SDL_UnlockSurface(s);
    return out;
}

// The share of sampled pixels that differ between two frames.
double differing(const std::vector<Uint32>& a, const std::vector<Uint32>& b) {
    REQUIRE(a.size() == b.size());
    std::size_t n = 0;
    for (std::size_t i = 0; i < a.size(); ++i) n += a[i] != b[i];
    return static_cast<double>(n) / static_cast<double>(a.size());
}

} // namespace

TEST_CASE("pause hides the board of every game with a clock, and only theirs", "[app][pause]") {
    const std::vector<Uint32> hidden = paused_frame("sudoku", "01-first-lines");
    struct Case {
        const char* game;
        const char* level;
        bool clock;
    };
    for (const Case& c : {Case{"match3", "04-against-the-clock", true}, Case{"onestroke", "03-kite", true},
                          Case{"samegame", "21-discovery-1", true}, Case{"tilestack", "01-first-stack", true},
                          Case{"match3", "01-first-swaps", false}, Case{"samegame", "01-popstar-1", false}}) {
        INFO(c.game << "/" << c.level);
        const double d = differing(paused_frame(c.game, c.level), hidden);
        if (c.clock)
            CHECK(d < 0.001);
        else
            CHECK(d > 0.05); // the board shows: planning costs nothing when no clock runs
    }
}
