#include "writer.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace tessera::gen_assets {

bool save_png(const Image& image, const std::string& path) {
    SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, image.width, image.height, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return false;
    SDL_LockSurface(s);
    for (int y = 0; y < image.height; ++y) {
        auto* row = static_cast<unsigned char*>(s->pixels) + y * s->pitch;
        for (int x = 0; x < image.width; ++x) {
            const float* q = &image.pixels[(size_t(y) * image.width + x) * 4];
            float a = clamp_to(q[3], 0, 1);
            for (int k = 0; k < 3; ++k)
                row[x * 4 + k] = (unsigned char)std::lround(clamp_to(a > 0 ? q[k] / a : 0, 0, 1) * 255);
            row[x * 4 + 3] = (unsigned char)std::lround(a * 255);
        }
    }
    SDL_UnlockSurface(s);
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    bool ok = IMG_SavePNG(s, path.c_str()) == 0;
    SDL_FreeSurface(s);
    if (!ok)
        std::fprintf(stderr, "failed to write %s: %s\n", path.c_str(), IMG_GetError());
    else
        std::printf("wrote %s (%dx%d)\n", path.c_str(), image.width, image.height);
    return ok;
}

bool write_atlas(const Atlas& atlas, const std::string& dir) {
    const int width = atlas.width;
    const int pad = 2;
    struct Spot {
        int x, y;
    };
    std::vector<Spot> pos;
    int x = pad, y = pad, row_height = 0;
    for (auto& [n, image] : atlas.frames) {
        if (x + image.width + pad > width) {
            x = pad;
            y += row_height + pad;
            row_height = 0;
        }
        pos.push_back({x, y});
        x += image.width + pad;
        row_height = std::max(row_height, image.height);
    }
    int height = y + row_height + pad;
    Image sheet(width, height);
    std::string json = "{\n  \"frames\": {\n";
    for (size_t i = 0; i < atlas.frames.size(); ++i) {
        auto& [n, image] = atlas.frames[i];
        blit(sheet, image, pos[i].x, pos[i].y);
        // Sanity check: a sprite that touches its frame edge is probably clipped.
        float edge = 0;
        for (int k = 0; k < image.width; ++k)
            edge = std::max({edge, image.pixels[size_t(k) * 4 + 3],
                             image.pixels[(size_t(image.height - 1) * image.width + k) * 4 + 3]});
        for (int k = 0; k < image.height; ++k)
            edge = std::max({edge, image.pixels[size_t(k) * image.width * 4 + 3],
                             image.pixels[(size_t(k) * image.width + image.width - 1) * 4 + 3]});
        if (edge > 0.06f && n != "tile_base") // tile_base fills its frame by design
            std::printf("note: %s/%s reaches its frame edge (alpha %.2f)\n", atlas.name.c_str(), n.c_str(),
                        edge);
        char buf[256];
        std::snprintf(buf, sizeof buf, "    \"%s\": {\"x\": %d, \"y\": %d, \"w\": %d, \"h\": %d}%s\n",
                      n.c_str(), pos[i].x, pos[i].y, image.width, image.height,
                      i + 1 < atlas.frames.size() ? "," : "");
        json += buf;
    }
    json += "  }\n}\n";
    std::string base = dir + "/sprites/" + atlas.name;
    if (!save_png(sheet, base + ".png")) return false;
    if (const char* cdir = std::getenv("GEN_ASSETS_CONTACT")) {
        // Debug aid: the atlas at 2x over a two-tone backdrop, for eyeballing.
        Image big(width * 2, height * 2);
        for (int y = 0; y < big.height; ++y)
            for (int x = 0; x < big.width; ++x) {
                float g = x < big.width / 2 ? 0.32f : 0.75f;
                const float* q = &sheet.pixels[(size_t(y / 2) * width + x / 2) * 4];
                float* d = &big.pixels[(size_t(y) * big.width + x) * 4];
                for (int k = 0; k < 3; ++k) d[k] = q[k] + g * (1 - q[3]);
                d[3] = 1;
            }
        save_png(big, std::string(cdir) + "/contact_" + atlas.name + ".png");
    }
    std::ofstream(base + ".json") << json;
    return true;
}

} // namespace tessera::gen_assets
