// Tessera's procedural asset generator: draws every sprite, preview, icon and background with a
// small software rasteriser (raster.hpp, shapes.hpp) and writes PNG atlases with JSON frame maps
// (writer.hpp). Deterministic: no randomness at all, so a rerun writes the same bytes.
//
// Build and run: tools/gen-assets.sh [assets-dir] (tools/README.md).
#include <SDL.h>

#include <cstdio>
#include <string>

#include "art/art.hpp"
#include "writer.hpp"

namespace {

using namespace tessera::gen_assets;

bool write_game_art(const art::GameArt& art, const std::string& game, const std::string& dir) {
    bool ok = true;
    for (const Atlas& atlas : art.atlases) ok &= write_atlas(atlas, dir);
    ok &= save_png(art.preview, dir + "/previews/" + game + ".png");
    return ok;
}

} // namespace

int main(int argc, char** argv) {
    std::string dir = argc > 1 ? argv[1] : "assets";
    if (SDL_Init(0) != 0) {
        std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    bool ok = true;
#define TESSERA_GEN_ASSETS_DRAW(g) ok &= write_game_art(art::g::draw(), #g, dir);
    TESSERA_GAMES(TESSERA_GEN_ASSETS_DRAW)
#undef TESSERA_GEN_ASSETS_DRAW
    ok &= write_atlas(art::glyph_atlas(), dir);
    ok &= write_atlas(art::ui_atlas(), dir);
    ok &= save_png(art::app_icon(), dir + "/icons/tessera.png");
    ok &= save_png(art::background(true), dir + "/backgrounds/menu.png");
    ok &= save_png(art::background(false), dir + "/backgrounds/game.png");
    SDL_Quit();
    return ok ? 0 : 1;
}
