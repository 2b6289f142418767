#include "pixel_bench.hpp"

#include <cstdio>
#include <ctime>
#include <functional>
#include <memory>
#include <string>

#include <SDL.h>

#include "tessera/app/framework/pixels.hpp"
#include "tessera/app/framework/resources.hpp"

namespace tessera::gui {

namespace {

constexpr int kW = 1280, kH = 720;

double thread_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Milliseconds of CPU per call of `f`, the best of five rounds of `reps` calls (the least
// disturbed by other work on a shared machine).
double best_ms(int reps, const std::function<void()>& f) {
    double best = 1e9;
    for (int round = 0; round < 5; ++round) {
        const double t0 = thread_seconds();
        for (int i = 0; i < reps; ++i) f();
        best = std::min(best, (thread_seconds() - t0) * 1000.0 / reps);
    }
    return best;
}

// One comparison: the same pixels drawn by SDL's software renderer and by our loop. `sdl` gets
// the renderer once (to make textures) and returns what to do each time.
struct Case {
    std::string name, what;
    std::function<std::function<void()>(SDL_Renderer*)> sdl;
    std::function<void(app::pixels::View)> ours;
};

bench::Workload compare(Case c) {
    return {"pixels." + c.name, [c] {
                bench::Result r;
                r.unit = "screens";
                app::SurfacePtr surface(
                    SDL_CreateRGBSurfaceWithFormat(0, kW, kH, 32, SDL_PIXELFORMAT_ARGB8888));
                app::RendererPtr renderer(surface ? SDL_CreateSoftwareRenderer(surface.get()) : nullptr);
                if (!renderer) {
                    r.detail = std::string("no software renderer: ") + SDL_GetError();
                    return r;
                }
                SDL_FillRect(surface.get(), nullptr, 0xFF404860u);
                const int reps = 20;
                const auto draw = c.sdl(renderer.get());
                const double sdl = best_ms(reps, [&] {
                    draw();
                    SDL_RenderFlush(renderer.get());
                });
                const app::pixels::View view = app::pixels::view_of(surface.get());
                const double ours = best_ms(reps, [&] { c.ours(view); });
                r.work = 10 * reps;
                char buf[160];
                std::snprintf(buf, sizeof buf, "%s: SDL %.2f ms, ours %.2f ms (%.1fx)", c.what.c_str(), sdl,
                              ours, ours > 0 ? sdl / ours : 0.0);
                r.detail = buf;
                return r;
            }};
}

using app::pixels::View;

// Cells 72 wide on a 78-pixel pitch from x = 5, as a board lays them out. (SDL's fill is as fast
// as ours when every row starts on a 64-byte boundary, a 16-pixel multiple, and ~12x slower here.)
int cell_x(int i) { return 5 + (i % 16) * 78; }

// A translucent picture the size of the screen, its alpha varying across it like a sprite's
// edges and shadows.
std::shared_ptr<SDL_Surface> make_sprite() {
    std::shared_ptr<SDL_Surface> s(SDL_CreateRGBSurfaceWithFormat(0, kW, kH, 32, SDL_PIXELFORMAT_ARGB8888),
                                   SDL_FreeSurface);
    if (!s) return s;
    auto* px = static_cast<std::uint32_t*>(s->pixels);
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x)
            px[y * (s->pitch / 4) + x] = (static_cast<std::uint32_t>((x + y) % 256) << 24) | 0x00C08040u;
    return s;
}

} // namespace

std::vector<bench::Workload> pixel_workloads() {
    std::vector<bench::Workload> out;
    out.push_back(compare({"translucent-fill", "whole screen, alpha 150",
                           [](SDL_Renderer* r) {
                               return std::function<void()>([r] {
                                   SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
                                   SDL_SetRenderDrawColor(r, 0, 0, 0, 150);
                                   SDL_RenderFillRect(r, nullptr);
                               });
                           },
                           [](View v) {
                               app::pixels::blend_fill(v, {0, 0, kW, kH}, 0, 0, 0, 150);
                           }}));
    out.push_back(compare({"cells", "160 opaque 72x72 board cells",
                           [](SDL_Renderer* r) {
                               return std::function<void()>([r] {
                                   SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
                                   SDL_SetRenderDrawColor(r, 20, 30, 60, 255);
                                   for (int i = 0; i < 160; ++i) {
                                       const SDL_Rect cell{cell_x(i), (i / 16) * 72, 72, 72};
                                       SDL_RenderFillRect(r, &cell);
                                   }
                               });
                           },
                           [](View v) {
                               for (int i = 0; i < 160; ++i)
                                   app::pixels::fill(v, {cell_x(i), (i / 16) * 72, 72, 72}, 0xFF141E3Cu);
                           }}));
    for (const bool faded : {false, true}) {
        const Uint8 alpha = faded ? 153 : 255;
        const auto sprite = make_sprite();
        if (!sprite) break;
        out.push_back(
            compare({faded ? "copy-faded" : "copy",
                     faded ? "translucent sprite, whole screen, at 60 %" : "translucent sprite, whole screen",
                     [sprite, alpha](SDL_Renderer* r) {
                         std::shared_ptr<SDL_Texture> t(SDL_CreateTextureFromSurface(r, sprite.get()),
                                                        SDL_DestroyTexture);
                         if (t) {
                             SDL_SetTextureBlendMode(t.get(), SDL_BLENDMODE_BLEND);
                             SDL_SetTextureAlphaMod(t.get(), alpha);
                         }
                         return std::function<void()>([r, t] {
                             if (t) SDL_RenderCopy(r, t.get(), nullptr, nullptr);
                         });
                     },
                     [sprite, alpha](View v) {
                         app::pixels::blit(v, 0, 0, app::pixels::view_of(sprite.get()), {0, 0, kW, kH},
                                           {255, 255, 255, alpha}, true);
                     }}));
    }
    return out;
}

} // namespace tessera::gui
