// Gfx's own pixel loops (pixels.hpp), used when the software renderer redraws in place: they
// must draw what SDL draws (fills: the same arithmetic, to the bit) and what the blending rule
// says (copies), for every alignment and clip, vector loop or not.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <SDL.h>

#include "support/headless_app.hpp"
#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/pixels.hpp"
#include "tessera/core/common/rng.hpp"

using namespace tessera;
using app::pixels::Mod;
using app::pixels::View;

namespace {

std::vector<std::uint32_t> noise(std::size_t n, std::uint64_t seed) {
    Rng rng(seed);
    std::vector<std::uint32_t> v(n);
    for (auto& p : v) p = static_cast<std::uint32_t>(rng.next_u64());
    return v;
}

unsigned mul(unsigned x, unsigned y) { return x * y / 255; }

// The rule in pixels.hpp, one channel at a time, written plainly.
std::uint32_t reference(std::uint32_t s, std::uint32_t d, Mod m, bool blend) {
    const unsigned mods[4] = {m.b, m.g, m.r, m.a};
    unsigned sc[4], dc[4];
    for (int i = 0; i < 4; ++i) {
        sc[i] = mul((s >> (8 * i)) & 0xFF, mods[i]);
        dc[i] = (d >> (8 * i)) & 0xFF;
    }
    if (!blend) return sc[0] | sc[1] << 8 | sc[2] << 16 | sc[3] << 24;
    const unsigned a = sc[3], inv = 255 - a;
    std::uint32_t out = 0;
    for (int i = 0; i < 3; ++i) out |= (mul(sc[i], a) + mul(dc[i], inv)) << (8 * i);
    return out | (a + mul(dc[3], inv)) << 24;
}

} // namespace

TEST_CASE("a translucent fill of our own equals SDL's blended fill, bit for bit", "[app][pixels]") {
    for (Uint8 a : {Uint8{1}, Uint8{45}, Uint8{90}, Uint8{128}, Uint8{225}, Uint8{254}}) {
        INFO("alpha " << int{a});
        auto ours = noise(61 * 23, a);
        SDL_Surface* sdl = SDL_CreateRGBSurfaceWithFormat(0, 61, 23, 32, SDL_PIXELFORMAT_ARGB8888);
        REQUIRE(sdl);
        for (int y = 0; y < 23; ++y)
            std::memcpy(static_cast<Uint8*>(sdl->pixels) + y * sdl->pitch,
                        &ours[static_cast<std::size_t>(y) * 61], 61 * 4);
        const SDL_Rect area{3, 2, 50, 19}; // odd offsets: vector loop and tail both run
        app::pixels::blend_fill({ours.data(), 61, 61, 23}, area, 200, 30, 90, a);
        SDL_Renderer* r = SDL_CreateSoftwareRenderer(sdl);
        REQUIRE(r);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, 200, 30, 90, a);
        SDL_RenderFillRect(r, &area);
        SDL_RenderFlush(r);
        std::size_t differing = 0;
        for (int y = 0; y < 23; ++y)
            for (int x = 0; x < 61; ++x)
                differing += static_cast<const std::uint32_t*>(sdl->pixels)[y * (sdl->pitch / 4) + x] !=
                             ours[static_cast<std::size_t>(y) * 61 + static_cast<std::size_t>(x)];
        CHECK(differing == 0);
        SDL_DestroyRenderer(r);
        SDL_FreeSurface(sdl);
    }
}

TEST_CASE("an opaque fill covers its rectangle, clipped to the view, and nothing else", "[app][pixels]") {
    std::vector<std::uint32_t> px(20 * 10, 0x11223344u);
    app::pixels::fill({px.data(), 20, 20, 10}, {15, -3, 10, 5}, 0xFF00FF00u);
    for (int y = 0; y < 10; ++y)
        for (int x = 0; x < 20; ++x)
            CHECK(px[static_cast<std::size_t>(y * 20 + x)] == (x >= 15 && y < 2 ? 0xFF00FF00u : 0x11223344u));
}

TEST_CASE("copies blend, modulate and clip by the rule, whatever the alignment", "[app][pixels]") {
    // Sources with fully transparent, fully opaque and translucent runs (the vector loop's
    // shortcuts) and random pixels.
    auto src = noise(37 * 9, 7);
    for (int x = 0; x < 12; ++x) src[static_cast<std::size_t>(x)] &= 0x00FFFFFFu;
    for (int x = 12; x < 24; ++x) src[static_cast<std::size_t>(x)] |= 0xFF000000u;
    const std::vector<Mod> mods = {{}, {255, 255, 255, 120}, {200, 100, 50, 255}, {10, 250, 128, 3}};
    for (bool blend : {true, false})
        for (const Mod& m : mods)
            for (int x0 : {-5, 0, 3, 30}) {
                INFO("blend " << blend << " mod " << int{m.r} << "," << int{m.g} << "," << int{m.b} << ","
                              << int{m.a} << " at x " << x0);
                const auto before = noise(64 * 16, 99);
                auto dst = before;
                const SDL_Rect clip{2, 1, 60, 14};
                app::pixels::blit({dst.data(), 64, 64, 16}, x0, 4, {src.data(), 37, 37, 9}, clip, m, blend);
                std::size_t wrong = 0;
                for (int y = 0; y < 16; ++y)
                    for (int x = 0; x < 64; ++x) {
                        const int sx = x - x0, sy = y - 4;
                        const bool inside = sx >= 0 && sx < 37 && sy >= 0 && sy < 9 && x >= clip.x &&
                                            x < clip.x + clip.w && y >= clip.y && y < clip.y + clip.h;
                        const std::size_t i = static_cast<std::size_t>(y * 64 + x);
                        const std::uint32_t want =
                            inside
                                ? reference(src[static_cast<std::size_t>(sy * 37 + sx)], before[i], m, blend)
                                : before[i];
                        wrong += dst[i] != want;
                    }
                CHECK(wrong == 0);
            }
}

TEST_CASE("measured text is the size of the drawn text", "[app][text]") {
    const auto home = std::filesystem::temp_directory_path() / "tessera-measure-test";
    auto a = testing::headless_app(home, true);
    REQUIRE(a);
    for (const std::string s : {"Level 12", "Préférences — été", "W", "  spaced  ", "1,234,567"})
        for (int size : {14, 22, 48})
            for (bool bold : {false, true}) {
                INFO(s << " at " << size << (bold ? " bold" : ""));
                a->gfx().begin_frame();
                const app::TextSize drawn =
                    a->gfx().text(s, 10, 10, size, {255, 255, 255, 255}, app::Align::Left, bold);
                a->gfx().end_frame();
                const app::TextSize measured = a->gfx().measure(s, size, bold);
                CHECK(measured.w == drawn.w);
                CHECK(measured.h == drawn.h);
                CHECK(measured.w > 0);
            }
    CHECK(a->gfx().measure("", 22).w == 0);
    a.reset();
    std::filesystem::remove_all(home);
}
