// `tessera levels preview FILE -o OUT.png --solution`: the level played to a win by its own
// solver, shown as a strip. The game scene is driven the way a player asking for hints drives it:
// Hint is pressed until each hint's last grade plays its move (every game's hints come from its
// solver), and a small copy of the frame is kept after each move. The strip shows the start,
// evenly spaced moves and the won end.
#include <SDL.h>
#include <SDL_image.h>
#include <algorithm>
#include <iostream>
#include <memory>
#include <vector>

#include "gui_commands.hpp"
#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/game_scene.hpp"
#include "tessera/app/framework/png_file.hpp"
#include "tessera/app/scenes/shell_scenes.hpp"
#include "tessera/levels/catalog.hpp"

namespace tessera::gui {

namespace {

constexpr int kThumbW = 426, kThumbH = 240, kGap = 8;
constexpr int kMaxPresses = 4000;         // Hint presses before the line is called unwinnable
constexpr int kMaxSettleSteps = 120 * 30; // fixed steps (120 Hz) a move may take to come to rest

using SurfacePtr = std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)>;

SurfacePtr thumbnail(SDL_Surface* frame) {
    SurfacePtr out(SDL_CreateRGBSurfaceWithFormat(0, kThumbW, kThumbH, 32, SDL_PIXELFORMAT_ARGB8888),
                   &SDL_FreeSurface);
    if (out && frame) SDL_BlitScaled(frame, nullptr, out.get(), nullptr);
    return out;
}

void press_hint(app::App& app) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = SDLK_h;
    app.scenes().handle(e);
    e.type = SDL_KEYUP;
    app.scenes().handle(e);
}

// Lets the move's animation, the top bar's counters and the board's effects come to rest, then
// draws the frame: a frame taken mid-animation shows a score still counting and points floating
// away. The scene stack steps only its top scene, so once the result card is up the board under
// it is stepped here.
void settle(app::App& app, app::GameScene& board) {
    constexpr int kChunk = 12; // steps between looks (each look at the top scene draws a frame)
    for (int i = 0; i < kMaxSettleSteps && !board.settled(); i += kChunk) {
        if (app.scenes().top() == &board)
            app.simulate(kChunk);
        else
            for (int s = 0; s < kChunk; ++s) board.step(app.fixed_step());
    }
    // The result card, once up, comes in over the won board and its stars light up: shown whole.
    app.simulate(app.scenes().top() == &board ? 1 : 360);
}

} // namespace

int solution_strip_command(const cli::PreviewOptions& options) {
    const char* who = "tessera levels preview";
    std::string error;
    app::AppOptions opt;
    opt.headless = true;
    auto app = app::App::create(opt, &error);
    if (!app) {
        std::cerr << who << ": " << error << "\n";
        return 1;
    }
    const std::string game = levels::check_level_file(options.file, false).game;
    auto scene = app::make_scene_by_name(*app, "game", game, options.file, &error);
    if (!scene) {
        std::cerr << who << ": " << error << "\n";
        return 1;
    }
    auto* board = dynamic_cast<app::GameScene*>(scene.get());
    if (!board) {
        std::cerr << who << ": " << options.file << ": the " << game << " scene has no moves to show\n";
        return 1;
    }
    app->scenes().push(std::move(scene));
    app->simulate(60);
    struct Frame {
        SurfacePtr picture;
        std::size_t move;
    };
    std::vector<Frame> frames;
    frames.push_back({thumbnail(app->surface()), 0});
    bool won = false;
    std::size_t moves = 0;
    for (int press = 0; press < kMaxPresses && !won; ++press) {
        if (app->scenes().top() != board) { // the ending's result card is up
            won = true;
            break;
        }
        press_hint(*app);
        app->simulate(1);
        if (board->moves_made() != moves) {
            moves = board->moves_made();
            settle(*app, *board); // the move's animation, drop and cascade included
            frames.push_back({thumbnail(app->surface()), moves});
        }
        won = app->scenes().top() != board;
    }
    if (!won) {
        std::cerr << who << ": " << options.file << ": the game's hints did not win this level within "
                  << kMaxPresses << " presses (" << moves << " moves played)\n";
        return 1;
    }
    // The start, evenly spaced moves, and the last move (the won board, under its result card).
    const std::size_t n = std::min<std::size_t>(static_cast<std::size_t>(options.frames), frames.size());
    std::vector<std::size_t> pick;
    for (std::size_t i = 0; i < n; ++i) pick.push_back(n == 1 ? 0 : i * (frames.size() - 1) / (n - 1));
    pick.erase(std::unique(pick.begin(), pick.end()), pick.end());
    const int width = static_cast<int>(pick.size()) * (kThumbW + kGap) - kGap;
    SurfacePtr strip(SDL_CreateRGBSurfaceWithFormat(0, width, kThumbH, 32, SDL_PIXELFORMAT_ARGB8888),
                     &SDL_FreeSurface);
    if (!strip) {
        std::cerr << who << ": " << SDL_GetError() << "\n";
        return 1;
    }
    SDL_FillRect(strip.get(), nullptr, SDL_MapRGB(strip->format, 12, 14, 28));
    int x = 0;
    for (std::size_t i : pick) {
        SDL_Rect at{x, 0, kThumbW, kThumbH};
        SDL_BlitSurface(frames[i].picture.get(), nullptr, strip.get(), &at);
        x += kThumbW + kGap;
    }
    if (const std::string why = app::write_png_file(strip.get(), options.output); !why.empty()) {
        std::cerr << who << ": " << why << "\n";
        return 1;
    }
    std::cout << options.output << " (" << pick.size() << " frames of a " << moves << "-move win)\n";
    return 0;
}

} // namespace tessera::gui
