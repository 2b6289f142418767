#pragma once
// Writes pictures: an Image as a PNG (through SDL_image), and an atlas as one PNG sheet plus a
// JSON frame map, {"frames": {"<name>": {"x","y","w","h"}}}, frames packed in rows with 2 px of
// transparent padding.
#include <string>
#include <utility>
#include <vector>

#include "raster.hpp"

namespace tessera::gen_assets {

bool save_png(const Image& image, const std::string& path);

struct Atlas {
    std::string name; // sprites/<name>.png and .json
    int width = 0;    // of the sheet; frames wrap into rows within it
    std::vector<std::pair<std::string, Image>> frames;
    void add(const std::string& n, Image image) { frames.emplace_back(n, std::move(image)); }
};

// Writes <dir>/sprites/<name>.png and .json. GEN_ASSETS_CONTACT=<dir> also writes the sheet at 2x
// over a dark/light backdrop (<dir>/contact_<name>.png); a frame whose sprite reaches its edge is
// reported as a `note:`.
bool write_atlas(const Atlas& atlas, const std::string& dir);

} // namespace tessera::gen_assets
