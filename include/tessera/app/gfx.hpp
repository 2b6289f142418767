#pragma once
// Drawing in the 1280x720 logical space: shapes, atlas sprites, images and cached text. Scenes
// draw only through this, so the window, HiDPI and the headless screenshot renderer share one
// code path.
#include <list>
#include <string>
#include <string_view>
#include <unordered_map>

#include <SDL.h>

#include "tessera/app/resources.hpp"
#include "tessera/app/tween.hpp"

namespace tessera::app {

inline constexpr int kLogicalWidth = 1280;
inline constexpr int kLogicalHeight = 720;

struct Colour {
    Uint8 r = 255, g = 255, b = 255, a = 255;
};

enum class Align { Left, Centre, Right };

struct TextSize {
    float w = 0, h = 0;
};

class Gfx {
  public:
    Gfx(SDL_Renderer* renderer, std::string data_dir, std::string font_regular, std::string font_bold);
    ~Gfx();
    Gfx(const Gfx&) = delete;
    Gfx& operator=(const Gfx&) = delete;

    SDL_Renderer* renderer() const { return renderer_; }
    ResourceLog& log() { return log_; }
    const std::string& data_dir() const { return data_dir_; }
    TextureCache& textures() { return textures_; }
    AtlasCache& atlases() { return atlases_; }

    void clear(Colour c);
    void fill_rect(SDL_FRect r, Colour c);
    void outline_rect(SDL_FRect r, Colour c, float thickness = 2);
    void fill_rounded(SDL_FRect r, float radius, Colour c);
    void outline_rounded(SDL_FRect r, float radius, Colour c, float thickness = 2);
    void line(float x1, float y1, float x2, float y2, float thickness, Colour c);
    void circle(float cx, float cy, float radius, Colour c);
    void ring(float cx, float cy, float radius, float thickness, Colour c);
    void vertical_gradient(SDL_FRect r, Colour top, Colour bottom);

    // Atlas sprites; return false (and draw nothing) when the atlas or frame is missing.
    bool sprite(const std::string& atlas, const std::string& frame, SDL_FRect dst, float alpha = 1,
                Colour tint = {}, double angle = 0);
    // A sprite centred on v.x, v.y with base size w×h, using v's scale, alpha, tint and rotation.
    bool sprite(const std::string& atlas, const std::string& frame, const Visual& v, float w, float h);
    // 9-slice scaling for panels and buttons (`border` px of the frame stay unscaled).
    bool nine_slice(const std::string& atlas, const std::string& frame, SDL_FRect dst, int border,
                    float alpha = 1, Colour tint = {});
    bool image(const std::string& relative_path, SDL_FRect dst, float alpha = 1);

    // Text with its top-left (or top-centre / top-right per align) at x, y. Cached per string.
    TextSize text(std::string_view s, float x, float y, int size, Colour c, Align align = Align::Left,
                  bool bold = false);
    TextSize measure(std::string_view s, int size, bool bold = false);
    // Wraps at max_width; returns the height used.
    float text_wrapped(std::string_view s, float x, float y, float max_width, int size, Colour c,
                       bool bold = false, float line_gap = 4);

    // Called once per presented frame: ages the text cache.
    void end_frame();

  private:
    struct TextEntry {
        TexturePtr texture;
        int w = 0, h = 0;
        std::uint64_t last_used = 0;
    };
    TextEntry* text_entry(std::string_view s, int size, bool bold, Colour c);
    SDL_Texture* shape_texture(int radius, int thickness); // white AA disc (0) or ring
    void corners(SDL_Texture* tex, SDL_FRect r, float radius, Colour c);
    std::unordered_map<int, TexturePtr> shapes_;
    SDL_Texture* colour_strip(Colour c);
    static constexpr int kStripHeight = 128;
    std::unordered_map<Uint32, TexturePtr> strips_;
    SDL_Renderer* renderer_;
    std::string data_dir_;
    ResourceLog log_;
    TextureCache textures_;
    AtlasCache atlases_;
    FontCache fonts_;
    std::unordered_map<std::string, TextEntry> text_cache_;
    std::uint64_t frame_ = 0;
};

} // namespace tessera::app
