// Pictures are decoded on a worker thread from the app's start (image_preloader.hpp). What a
// scene gets must not depend on whether the worker got there first.
#include <catch2/catch.hpp>

#include <SDL.h>
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "tessera/app/framework/app.hpp"
#include "tessera/app/framework/image_preloader.hpp"

using namespace tessera::app;
namespace fs = std::filesystem;

namespace {
const std::string kRoot = TESSERA_SOURCE_DIR;

bool same_pixels(SDL_Surface* a, SDL_Surface* b) {
    if (a->w != b->w || a->h != b->h || a->format->format != b->format->format) return false;
    for (int y = 0; y < a->h; ++y)
        if (std::memcmp(static_cast<const Uint8*>(a->pixels) + static_cast<std::ptrdiff_t>(y) * a->pitch,
                        static_cast<const Uint8*>(b->pixels) + static_cast<std::ptrdiff_t>(y) * b->pitch,
                        static_cast<std::size_t>(a->w) * 4) != 0)
            return false;
    return true;
}
} // namespace

TEST_CASE("the worker decodes the shipped pictures to the same pixels as decoding on the spot",
          "[app][preload]") {
    const auto paths = ImagePreloader::game_pictures(kRoot);
    for (const char* expected : {"assets/backgrounds/game.png", "assets/backgrounds/menu.png",
                                 "assets/previews/match3.png", "assets/sprites/gems.png"})
        CHECK(std::find(paths.begin(), paths.end(), expected) != paths.end());
    ImagePreloader preloader(kRoot, paths);
    preloader.wait_idle();
    for (const auto& path : paths) {
        INFO(path);
        auto ahead = preloader.take(path);
        REQUIRE(ahead);
        REQUIRE(ahead->surface);
        CHECK(ahead->error.empty());
        CHECK(ahead->surface->format->format == SDL_PIXELFORMAT_ARGB8888);
        const DecodedImage now = decode_image(kRoot + "/" + path);
        REQUIRE(now.surface);
        CHECK(same_pixels(ahead->surface.get(), now.surface.get()));
        CHECK(ahead->opaque == now.opaque);
        // Backgrounds are opaque (copied without blending); sprites have transparent corners.
        if (path.rfind("assets/backgrounds/", 0) == 0) CHECK(ahead->opaque);
        if (path.rfind("assets/sprites/", 0) == 0) CHECK_FALSE(ahead->opaque);
        CHECK_FALSE(preloader.take(path)); // handed over once
    }
    CHECK_FALSE(preloader.take("assets/backgrounds/not-in-the-list.png"));
}

TEST_CASE("a picture asked for before the worker reaches it is decoded by the caller", "[app][preload]") {
    const auto paths = ImagePreloader::game_pictures(kRoot);
    REQUIRE(paths.size() >= 3);
    ImagePreloader preloader(kRoot, paths);
    // The last one in the list: the worker has not reached it yet, or has; either way the same.
    auto last = preloader.take(paths.back());
    REQUIRE(last);
    REQUIRE(last->surface);
    CHECK(same_pixels(last->surface.get(), decode_image(kRoot + "/" + paths.back()).surface.get()));
    auto first = preloader.take(paths.front());
    REQUIRE(first);
    CHECK(first->surface);
}

TEST_CASE("an app closed while pictures are decoding stops without waiting for all of them",
          "[app][preload]") {
    // Every picture twenty times over: decoding the whole list takes seconds (a background alone
    // costs 20-30 ms), stopping takes at most the picture in hand.
    const auto pictures = ImagePreloader::game_pictures(kRoot);
    REQUIRE(pictures.size() >= 3);
    std::vector<std::string> paths;
    for (int copy = 0; copy < 20; ++copy) paths.insert(paths.end(), pictures.begin(), pictures.end());
    for (int i = 0; i < 5; ++i) {
        ImagePreloader preloader(kRoot, paths);
        preloader.stop();
        INFO("round " << i << ": the worker decoded " << preloader.decoded_by_worker() << " of "
                      << paths.size());
        CHECK(preloader.decoded_by_worker() < paths.size());
        // What the worker never reached is still there, decoded by the caller.
        auto last = preloader.take(paths.back());
        REQUIRE(last);
        CHECK(last->surface);
        preloader.stop(); // again, as the destructor does: a no-op
    }                     // ASan/LSan check that nothing decoded and never taken leaks
}

TEST_CASE("a picture that cannot be read gives SDL_image's reason, and the app names its path",
          "[app][preload][hostile]") {
    const fs::path root = fs::temp_directory_path() / ("tessera-preload-" + std::to_string(::getpid()));
    fs::create_directories(root / "assets/backgrounds");
    { std::ofstream(root / "assets/backgrounds/broken.png") << "not a picture"; }
    ImagePreloader preloader(root.string(), ImagePreloader::game_pictures(root.string()));
    auto broken = preloader.take("assets/backgrounds/broken.png");
    REQUIRE(broken);
    CHECK_FALSE(broken->surface);
    CHECK_FALSE(broken->error.empty());
    fs::remove_all(root);
}

TEST_CASE("textures made from preloaded pictures keep their blending", "[app][preload]") {
    AppOptions opt;
    opt.headless = true;
    std::string error;
    auto app = App::create(opt, &error);
    REQUIRE(app);
    app->gfx().textures().wait_preloaded();
    SDL_BlendMode background = SDL_BLENDMODE_BLEND, sprites = SDL_BLENDMODE_NONE;
    SDL_Texture* bg = app->gfx().textures().get("assets/backgrounds/game.png");
    SDL_Texture* gems = app->gfx().textures().get("assets/sprites/gems.png");
    REQUIRE(bg);
    REQUIRE(gems);
    SDL_GetTextureBlendMode(bg, &background);
    SDL_GetTextureBlendMode(gems, &sprites);
    CHECK(background == SDL_BLENDMODE_NONE);
    CHECK(sprites == SDL_BLENDMODE_BLEND);
    int w = 0, h = 0;
    SDL_QueryTexture(bg, nullptr, nullptr, &w, &h);
    CHECK(w == kLogicalWidth);
    CHECK(h == kLogicalHeight);
}
