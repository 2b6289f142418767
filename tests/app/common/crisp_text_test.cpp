// Text drawn at the window's real pixel size: at a scale of 1.5 (1080p) a glyph's edges are as
// sharp as at 1, not the 1280x720 frame stretched. Measured on a vertical stem: the pixels a
// row crosses between the background and the full ink colour are the edge's width.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <filesystem>
#include <string>
#include <vector>

#include "support/headless_app.hpp"
#include "tessera/app/framework/gfx.hpp"

using namespace tessera;

namespace {

struct Grey {
    int w = 0, h = 0;
    std::vector<Uint8> v; // the red channel: white ink on black
    int at(int x, int y) const {
        return v[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)];
    }
};

Grey grey_of(SDL_Surface* s) {
    Grey g;
    g.w = s->w;
    g.h = s->h;
    g.v.resize(static_cast<std::size_t>(s->w) * static_cast<std::size_t>(s->h));
    SDL_LockSurface(s);
    for (int y = 0; y < s->h; ++y)
        for (int x = 0; x < s->w; ++x) {
            const Uint32 p = static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x];
            g.v[static_cast<std::size_t>(y) * static_cast<std::size_t>(s->w) + static_cast<std::size_t>(x)] =
                static_cast<Uint8>((p >> 16) & 0xFF);
        }
    SDL_UnlockSurface(s);
    return g;
}

// An "l" (one vertical stem) drawn white on black through Gfx, the screen read back.
Grey draw_stem(int width, int height) {
    const auto home = std::filesystem::temp_directory_path() / ("tessera-crisp-" + std::to_string(width));
    auto a = testing::headless_app(home, true, width, height);
    app::Gfx& gfx = a->gfx();
    gfx.begin_frame();
    gfx.clear({0, 0, 0, 255});
    gfx.text("l", 100, 60, 48, {255, 255, 255, 255});
    gfx.end_frame();
    Grey g = grey_of(a->surface());
    a.reset();
    std::filesystem::remove_all(home);
    return g;
}

// Mean width of the stem's two edges, in device pixels, over the rows of the stem's middle half:
// the pixels neither background nor full ink.
double edge_width(const Grey& g) {
    int top = g.h, bottom = -1;
    for (int y = 0; y < g.h; ++y)
        for (int x = 0; x < g.w; ++x)
            if (g.at(x, y) > 200) {
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    REQUIRE(bottom > top);
    const int h = bottom - top + 1;
    long partial = 0, rows = 0;
    for (int y = top + h / 4; y < bottom - h / 4; ++y) {
        int in_row = 0;
        for (int x = 0; x < g.w; ++x)
            if (g.at(x, y) > 12 && g.at(x, y) < 243) ++in_row;
        partial += in_row;
        ++rows;
    }
    REQUIRE(rows > 10);
    return static_cast<double>(partial) / static_cast<double>(rows) / 2.0;
}

// The 1x frame stretched by SDL's linear scaling, as the window showed it before.
Grey stretched(const Grey& g, int width, int height) {
    SDL_Surface* src = SDL_CreateRGBSurfaceWithFormat(0, g.w, g.h, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface* dst = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(src);
    REQUIRE(dst);
    SDL_LockSurface(src);
    for (int y = 0; y < g.h; ++y)
        for (int x = 0; x < g.w; ++x) {
            const Uint32 v = static_cast<Uint32>(g.at(x, y));
            static_cast<Uint32*>(src->pixels)[y * (src->pitch / 4) + x] = 0xFF000000u | v << 16 | v << 8 | v;
        }
    SDL_UnlockSurface(src);
    SDL_Renderer* r = SDL_CreateSoftwareRenderer(dst);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    SDL_Texture* t = SDL_CreateTextureFromSurface(r, src);
    SDL_RenderCopy(r, t, nullptr, nullptr);
    SDL_RenderPresent(r);
    SDL_DestroyTexture(t);
    SDL_DestroyRenderer(r);
    Grey out = grey_of(dst);
    SDL_FreeSurface(src);
    SDL_FreeSurface(dst);
    return out;
}

} // namespace

TEST_CASE("text at 1.25, 1.5 and 1.75 has glyph edges as sharp as at 1", "[app][text]") {
    const Grey one = draw_stem(1280, 720);
    const double at_one = edge_width(one);
    INFO("edge at 1x: " << at_one << " px");
    // The measure tells the difference: the 1x frame stretched 1.5 times has soft edges.
    const double stretched_edge = edge_width(stretched(one, 1920, 1080));
    INFO("the 1x frame stretched to 1920x1080: " << stretched_edge << " px");
    CHECK(stretched_edge >= at_one + 0.75);
    for (const auto& [w, h] : {std::pair{1600, 900}, std::pair{1920, 1080}, std::pair{2240, 1260}}) {
        const Grey g = draw_stem(w, h);
        const double edge = edge_width(g);
        INFO(w << "x" << h << ": " << edge << " px");
        CHECK(edge <= at_one + 0.25);
        CHECK(edge < stretched_edge - 0.5);
        // Drawn at its size on screen: the stem is 1.25-1.75 times as tall as at 1.
        int ink_rows = 0, ink_rows_one = 0;
        for (int y = 0; y < g.h; ++y)
            for (int x = 0; x < g.w; ++x)
                if (g.at(x, y) > 200) {
                    ++ink_rows;
                    break;
                }
        for (int y = 0; y < one.h; ++y)
            for (int x = 0; x < one.w; ++x)
                if (one.at(x, y) > 200) {
                    ++ink_rows_one;
                    break;
                }
        CHECK(ink_rows == Approx(ink_rows_one * w / 1280.0).margin(2));
    }
}
