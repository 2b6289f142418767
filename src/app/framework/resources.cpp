#include "tessera/app/framework/resources.hpp"

#include "tessera/app/framework/image_preloader.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace tessera::app {

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

TextureCache::TextureCache(SDL_Renderer* renderer, std::string root, ResourceLog& log)
    : renderer_(renderer), root_(std::move(root)), log_(log) {}
TextureCache::~TextureCache() = default;

void TextureCache::preload(std::unique_ptr<ImagePreloader> preloader) { preloader_ = std::move(preloader); }

void TextureCache::wait_preloaded() {
    if (preloader_) preloader_->wait_idle();
}

SDL_Texture* TextureCache::get(const std::string& relative_path) {
    auto it = textures_.find(relative_path);
    if (it != textures_.end()) return it->second.get();
    const std::string full = root_ + "/" + relative_path;
    SDL_Texture* tex = nullptr;
    std::string why = "no renderer";
    if (renderer_) {
        std::optional<DecodedImage> image;
        if (preloader_) image = preloader_->take(relative_path);
        if (!image) image = decode_image(full);
        why = image->error;
        if (image->surface) {
            tex = SDL_CreateTextureFromSurface(renderer_, image->surface.get());
            if (!tex) why = SDL_GetError();
        }
        // A fully opaque picture (backgrounds) is drawn without blending: with the software
        // renderer that is a plain copy, several times cheaper than an alpha blend.
        if (tex) SDL_SetTextureBlendMode(tex, image->opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        if (tex && mirror_) set_pixel_mirror(tex, std::move(image->surface));
    }
    if (!tex) log_.error("cannot load image " + full + ": " + why);
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

TTF_Font* FontCache::get(int size, bool bold, int dpi, Face face) {
    auto key = std::make_tuple(size, bold, dpi, face);
    auto it = fonts_.find(key);
    if (it != fonts_.end()) return it->second.get();
    const FontFile& file = face == Face::Cjk ? faces_.cjk : bold ? faces_.bold : faces_.regular;
    const auto d = static_cast<unsigned>(std::max(1, dpi));
    auto open = [&](const FontFile& f) { return TTF_OpenFontIndexDPI(f.path.c_str(), size, f.index, d, d); };
    TTF_Font* f = open(file);
    if (!f && bold && face == Face::Latin) f = open(faces_.regular);
    if (!f) {
        failed_ = true;
        log_.error("cannot open font " + file.path + ": " + TTF_GetError() +
                   " (install fonts-dejavu-core and fonts-wqy-microhei, or set TESSERA_FONT)");
    }
    if (f && face == Face::Cjk && bold) TTF_SetFontStyle(f, TTF_STYLE_BOLD);
    fonts_[key] = FontPtr(f);
    return f;
}

FontCache::Face FontCache::face_for(std::string_view s) {
    bool plain = true;
    for (unsigned char c : s)
        if (c >= 0x80) plain = false;
    if (plain) return Face::Latin; // ASCII: DejaVu has it all
    TTF_Font* latin = get(16, false);
    if (!latin) return Face::Cjk;
    // UTF-8 decoded by hand: SDL_ttf has no iterator for it.
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        Uint32 cp = c;
        int extra = 0;
        if (c >= 0xF0)
            cp = c & 0x07, extra = 3;
        else if (c >= 0xE0)
            cp = c & 0x0F, extra = 2;
        else if (c >= 0xC0)
            cp = c & 0x1F, extra = 1;
        ++i;
        for (int k = 0; k < extra && i < s.size(); ++k, ++i)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
        if (cp >= 0x80 && !TTF_GlyphIsProvided32(latin, cp)) return Face::Cjk;
    }
    return Face::Latin;
}

} // namespace tessera::app
