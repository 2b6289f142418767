#pragma once
// Everything the art/ files draw. Each game has art/<game>.cpp, expanded from the one list of
// games (tessera/games.hpp): its own sprite atlases (none for some) and its menu-card preview.
// The rest is shared by every game: colour-blind glyphs, UI sprites, the app icon, backgrounds.
#include <string>
#include <vector>

#include "tessera/known_games.hpp"

#include "../raster.hpp"
#include "../writer.hpp"

namespace tessera::gen_assets::art {

struct GameArt {
    std::vector<Atlas> atlases;
    Image preview; // previews/<game>.png, kPreviewWidth x kPreviewHeight
};
#define TESSERA_GEN_ASSETS_DECLARE(g)                                                                        \
    namespace g {                                                                                            \
    GameArt draw();                                                                                          \
    }
TESSERA_KNOWN_GAMES(TESSERA_GEN_ASSETS_DECLARE)
#undef TESSERA_GEN_ASSETS_DECLARE

Atlas glyph_atlas();         // glyphs.cpp: "glyphs", symbols for colour-blind play
Atlas ui_atlas();            // ui.cpp: "ui", buttons, panel, stars, toolbar icons
Image app_icon(int size);    // app_icon.cpp: size x size px
std::string app_icon_svg();  // app_icon.cpp: the same drawing as SVG (128 units)
Image background(bool menu); // backgrounds.cpp: menu or game, 1280x720

} // namespace tessera::gen_assets::art
