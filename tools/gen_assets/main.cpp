// Tessera's procedural asset generator: draws every sprite, preview, icon and background with a
// small software rasteriser (raster.hpp, shapes.hpp) and writes PNG atlases with JSON frame maps
// (writer.hpp). Deterministic: no randomness at all, so a rerun writes the same bytes.
//
// Build and run: tools/gen-assets.sh [assets-dir [icons-dir]] (tools/README.md).
#include <SDL.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "art/art.hpp"
#include "tessera/games.hpp"
#include "writer.hpp"

namespace {

using namespace tessera::gen_assets;

bool write_game_art(const art::GameArt& art, const std::string& game, const std::string& dir) {
    bool ok = true;
    for (const Atlas& atlas : art.atlases) ok &= write_atlas(atlas, dir);
    ok &= save_png(art.preview, dir + "/previews/" + game + ".png");
    return ok;
}

bool write_text(const std::string& text, const std::string& path) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out.flush()) {
        std::fprintf(stderr, "failed to write %s\n", path.c_str());
        return false;
    }
    std::printf("wrote %s\n", path.c_str());
    return true;
}

// The app icon for the desktop: hicolor/<n>x<n>/apps/tessera.png at each size freedesktop.org's
// icon theme spec lists, and hicolor/scalable/apps/tessera.svg. CMake installs them renamed to
// the app id (CMakeLists.txt, TESSERA_ICON_SIZES).
bool write_desktop_icons(const std::string& dir) {
    bool ok = true;
    for (int size : {16, 24, 32, 48, 64, 128, 256, 512}) {
        const std::string n = std::to_string(size);
        ok &= save_png(art::app_icon(size), dir + "/hicolor/" + n + "x" + n + "/apps/tessera.png");
    }
    ok &= write_text(art::app_icon_svg(), dir + "/hicolor/scalable/apps/tessera.svg");
    return ok;
}

} // namespace

int main(int argc, char** argv) {
    std::string dir = argc > 1 ? argv[1] : "assets";
    std::string icons = argc > 2 ? argv[2] : dir + "/../desktop/icons";
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
    ok &= save_png(art::app_icon(128), dir + "/icons/tessera.png"); // the window's icon
    ok &= write_desktop_icons(icons);
    ok &= save_png(art::background(true), dir + "/backgrounds/menu.png");
    ok &= save_png(art::background(false), dir + "/backgrounds/game.png");
    SDL_Quit();
    return ok ? 0 : 1;
}
