#pragma once
// RAII handles for SDL objects and the caches that own textures, atlases and fonts. A missing
// file is reported once (naming the path) and drawing falls back to plain shapes: the game
// keeps running.
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include <SDL.h>
#include <SDL_ttf.h>

#include "tessera/app/framework/font_lookup.hpp"

namespace tessera::app {

// With the software renderer a texture may carry a copy of its pixels (pixel_mirror below),
// which goes with it.
struct SdlDeleter {
    void operator()(SDL_Texture* t) const;
    void operator()(SDL_Surface* s) const { SDL_FreeSurface(s); }
    void operator()(TTF_Font* f) const { TTF_CloseFont(f); }
    void operator()(SDL_Renderer* r) const { SDL_DestroyRenderer(r); }
    void operator()(SDL_Window* w) const { SDL_DestroyWindow(w); }
};
using TexturePtr = std::unique_ptr<SDL_Texture, SdlDeleter>;
using SurfacePtr = std::unique_ptr<SDL_Surface, SdlDeleter>;
using FontPtr = std::unique_ptr<TTF_Font, SdlDeleter>;
using RendererPtr = std::unique_ptr<SDL_Renderer, SdlDeleter>;
using WindowPtr = std::unique_ptr<SDL_Window, SdlDeleter>;

// An ARGB8888 copy of a texture's pixels kept with it (as its SDL user data), so Gfx can draw
// it with its own pixel loops (pixels.hpp) when the software renderer redraws in place. Set it
// only on textures held by a TexturePtr, whose deleter frees it.
void set_pixel_mirror(SDL_Texture* t, SurfacePtr pixels);
SDL_Surface* pixel_mirror(SDL_Texture* t);

// Errors collected while loading resources (each path reported once).
class ResourceLog {
  public:
    void error(const std::string& message);
    const std::vector<std::string>& errors() const { return errors_; }

  private:
    std::vector<std::string> errors_;
};

class ImagePreloader;

class TextureCache {
  public:
    TextureCache(SDL_Renderer* renderer, std::string root, ResourceLog& log);
    ~TextureCache();
    // Path relative to the data folder (e.g. "assets/backgrounds/game.png"); nullptr if missing.
    SDL_Texture* get(const std::string& relative_path);
    void clear() { textures_.clear(); }
    // Keep a pixel mirror of every image loaded from now on (software renderer).
    void set_mirror(bool on) { mirror_ = on; }
    // Pictures decoded ahead on a worker thread (image_preloader.hpp); get() takes them from it.
    void preload(std::unique_ptr<ImagePreloader> preloader);
    void wait_preloaded();

  private:
    std::unique_ptr<ImagePreloader> preloader_;
    bool mirror_ = false;
    SDL_Renderer* renderer_;
    std::string root_;
    ResourceLog& log_;
    std::unordered_map<std::string, TexturePtr> textures_; // nullptr entries remember failures
};

// A PNG atlas plus its JSON frame map (assets/sprites/<name>.{png,json}).
struct Atlas {
    SDL_Texture* texture = nullptr;
    std::unordered_map<std::string, SDL_Rect> frames;
    const SDL_Rect* frame(const std::string& name) const {
        auto it = frames.find(name);
        return it == frames.end() ? nullptr : &it->second;
    }
};

class AtlasCache {
  public:
    AtlasCache(TextureCache& textures, std::string root, ResourceLog& log)
        : textures_(textures), root_(std::move(root)), log_(log) {}
    const Atlas& get(const std::string& name);

  private:
    TextureCache& textures_;
    std::string root_;
    ResourceLog& log_;
    std::unordered_map<std::string, Atlas> atlases_;
};

class FontCache {
  public:
    // Which face: DejaVu Sans (regular or bold) or the CJK face (font_lookup.hpp).
    enum class Face { Latin, Cjk };
    FontCache(FontFaces faces, ResourceLog& log) : faces_(std::move(faces)), log_(log) {}
    // `size` in points at `dpi` dots per inch: 72 makes points pixels; 108 draws them 1.5 times
    // as large, for a frame drawn at 1.5 (fractional pixel sizes, hinted at that size). The CJK
    // face has no bold: it is emboldened by SDL_ttf.
    TTF_Font* get(int size, bool bold, int dpi = 72, Face face = Face::Latin);
    // The Latin face when it has every glyph of `utf8`, else the CJK face.
    Face face_for(std::string_view utf8);
    bool available() const { return !failed_; }

  private:
    FontFaces faces_;
    ResourceLog& log_;
    std::map<std::tuple<int, bool, int, Face>, FontPtr> fonts_;
    bool failed_ = false;
};

} // namespace tessera::app
