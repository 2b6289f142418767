#include "tessera/app/resources.hpp"

#include <SDL_image.h>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace tessera::app {

namespace {
bool is_opaque(SDL_Surface* s) {
    if (!SDL_ISPIXELFORMAT_ALPHA(s->format->format)) return true;
    SurfacePtr rgba(SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0));
    if (!rgba) return false;
    for (int y = 0; y < rgba->h; ++y) {
        const auto* row =
            static_cast<const Uint8*>(rgba->pixels) + static_cast<std::ptrdiff_t>(y) * rgba->pitch;
        for (int x = 0; x < rgba->w; ++x)
            if (row[x * 4 + 3] != 255) return false;
    }
    return true;
}
} // namespace

void SdlDeleter::operator()(SDL_Texture* t) const {
    if (auto* mirror = static_cast<SDL_Surface*>(SDL_GetTextureUserData(t))) SDL_FreeSurface(mirror);
    SDL_DestroyTexture(t);
}

void set_pixel_mirror(SDL_Texture* t, SurfacePtr pixels) {
    if (!t) return;
    if (pixels && pixels->format->format != SDL_PIXELFORMAT_ARGB8888)
        pixels.reset(SDL_ConvertSurfaceFormat(pixels.get(), SDL_PIXELFORMAT_ARGB8888, 0));
    if (auto* old = static_cast<SDL_Surface*>(SDL_GetTextureUserData(t))) SDL_FreeSurface(old);
    SDL_SetTextureUserData(t, pixels.release());
}

SDL_Surface* pixel_mirror(SDL_Texture* t) {
    return t ? static_cast<SDL_Surface*>(SDL_GetTextureUserData(t)) : nullptr;
}

void ResourceLog::error(const std::string& message) {
    for (const auto& e : errors_)
        if (e == message) return;
    errors_.push_back(message);
    SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "%s", message.c_str());
}

SDL_Texture* TextureCache::get(const std::string& relative_path) {
    auto it = textures_.find(relative_path);
    if (it != textures_.end()) return it->second.get();
    const std::string full = root_ + "/" + relative_path;
    SDL_Texture* tex = nullptr;
    if (SurfacePtr surface{renderer_ ? IMG_Load(full.c_str()) : nullptr}) {
        // A fully opaque picture (backgrounds) is drawn without blending: with the software
        // renderer that is a plain copy, several times cheaper than an alpha blend.
        const bool opaque = is_opaque(surface.get());
        if (opaque) surface.reset(SDL_ConvertSurfaceFormat(surface.get(), SDL_PIXELFORMAT_ARGB8888, 0));
        if (surface) tex = SDL_CreateTextureFromSurface(renderer_, surface.get());
        if (tex) SDL_SetTextureBlendMode(tex, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        if (tex && mirror_) set_pixel_mirror(tex, std::move(surface));
    }
    if (!tex) log_.error("cannot load image " + full + ": " + IMG_GetError());
    textures_[relative_path] = TexturePtr(tex);
    return tex;
}

const Atlas& AtlasCache::get(const std::string& name) {
    auto it = atlases_.find(name);
    if (it != atlases_.end()) return it->second;
    Atlas atlas;
    atlas.texture = textures_.get("assets/sprites/" + name + ".png");
    const std::string map_path = root_ + "/assets/sprites/" + name + ".json";
    std::ifstream in(map_path);
    if (!in) {
        log_.error("cannot open atlas map " + map_path);
    } else {
        try {
            std::ostringstream ss;
            ss << in.rdbuf();
            auto j = nlohmann::json::parse(ss.str());
            for (auto f = j.at("frames").begin(); f != j.at("frames").end(); ++f) {
                const auto& r = f.value();
                atlas.frames[f.key()] = SDL_Rect{r.at("x").get<int>(), r.at("y").get<int>(),
                                                 r.at("w").get<int>(), r.at("h").get<int>()};
            }
        } catch (const std::exception& e) {
            log_.error("bad atlas map " + map_path + ": " + e.what());
        }
    }
    return atlases_.emplace(name, std::move(atlas)).first->second;
}

TTF_Font* FontCache::get(int size, bool bold) {
    auto key = std::make_pair(size, bold);
    auto it = fonts_.find(key);
    if (it != fonts_.end()) return it->second.get();
    const std::string& path = bold ? bold_ : regular_;
    TTF_Font* f = TTF_OpenFont(path.c_str(), size);
    if (!f && bold) f = TTF_OpenFont(regular_.c_str(), size);
    if (!f) {
        failed_ = true;
        log_.error("cannot open font " + path + ": " + TTF_GetError() +
                   " (install fonts-dejavu-core or set TESSERA_FONT)");
    }
    fonts_[key] = FontPtr(f);
    return f;
}

} // namespace tessera::app
