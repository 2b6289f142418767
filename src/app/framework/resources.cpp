#include "tessera/app/resources.hpp"

#include <SDL_image.h>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace tessera::app {

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
    SDL_Texture* tex = renderer_ ? IMG_LoadTexture(renderer_, full.c_str()) : nullptr;
    if (!tex) log_.error("cannot load image " + full + ": " + IMG_GetError());
    else SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
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
                atlas.frames[f.key()] = SDL_Rect{r.at("x").get<int>(), r.at("y").get<int>(), r.at("w").get<int>(),
                                                 r.at("h").get<int>()};
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
