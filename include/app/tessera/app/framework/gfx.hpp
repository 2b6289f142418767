#pragma once
// Drawing in the 1280x720 logical space: shapes, atlas sprites, images and cached text. Scenes
// draw only through this, so the window, HiDPI and the headless screenshot renderer share one
// code path.
//
// The frame is drawn at the output's real pixel size, at any scale (frame_fit.hpp): each call
// is turned into device pixels as it is recorded, text is rendered at its size on screen and
// shapes are drawn at it, so both stay sharp at 1.25, 1.5 or 1.75 as at 1 and 2. Layout stays
// in logical units: text() and measure() report sizes at scale 1.
//
// Between begin_frame() and end_frame() every call is recorded, not drawn (draw_list.hpp).
// end_frame() redraws only what changed since the last frame into a persistent frame texture
// (or in place on the software renderer's screen) and copies that to the screen. Inside
// render_to() calls draw at once, into a Canvas, one unit per pixel.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <SDL.h>

#include "tessera/app/framework/draw_list.hpp"
#include "tessera/app/framework/frame_fit.hpp"
#include "tessera/app/framework/layout_log.hpp"
#include "tessera/app/framework/pixels.hpp"
#include "tessera/app/framework/resources.hpp"
#include "tessera/app/framework/tween.hpp"

namespace tessera::app {

enum class Align { Left, Centre, Right };

struct TextSize {
    float w = 0, h = 0;
};

// A texture a view draws once and copies often (board cards, sprite sheets). Its id changes
// each time it is redrawn, so frames that copy it are compared correctly.
class Canvas {
  public:
    explicit operator bool() const { return static_cast<bool>(texture_); }
    int width() const { return w_; }
    int height() const { return h_; }
    void reset() {
        texture_.reset();
        w_ = h_ = 0;
    }

  private:
    friend class Gfx;
    TexturePtr texture_;
    std::uint64_t id_ = 0;
    int w_ = 0, h_ = 0;
};

// What the last end_frame() did, for the bench and tests.
struct FrameStats {
    std::size_t commands = 0;   // recorded this frame
    std::size_t replayed = 0;   // commands drawn (a command drawn for two rectangles counts twice)
    long long dirty_pixels = 0; // device pixels redrawn (logical ones at scale 1)
    bool full = false;          // the whole frame was redrawn
};

class Gfx {
  public:
    Gfx(SDL_Renderer* renderer, std::string data_dir, FontFaces fonts);
    ~Gfx();
    Gfx(const Gfx&) = delete;
    Gfx& operator=(const Gfx&) = delete;

    ResourceLog& log() { return log_; }
    const std::string& data_dir() const { return data_dir_; }
    TextureCache& textures() { return textures_; }
    AtlasCache& atlases() { return atlases_; }

    // --- the frame (App) ---
    void begin_frame();
    // Redraws what changed, copies the frame to the screen (the caller presents it) and ages
    // the text cache.
    void end_frame();
    // The scene drawn next lies over everything drawn so far (SceneStack calls it between
    // scenes): while what lies under stays the same, it is kept as one picture.
    void mark_layer();
    // The next frame is redrawn whole (window resized, render targets lost, settings changed).
    void invalidate() { full_redraw_ = true; }
    // Redraw every frame whole, as an immediate-mode renderer would (bench comparison).
    void set_always_full(bool on) { always_full_ = on; }
    const FrameStats& last_frame() const { return stats_; }
    // Draws the last frame's list again over the whole screen (tests: the partly redrawn frame
    // must equal it pixel for pixel).
    void repaint_last_frame();
    // The surface a software renderer draws on when it has no window (headless): Gfx then
    // draws translucent fills on its pixels itself, several times faster than SDL.
    void set_screen_surface(SDL_Surface* s) { screen_surface_ = s; }
    // Where this frame's texts, panels and icons went (enable it to record; cleared each frame).
    LayoutLog& layout_log() { return layout_log_; }
    const LayoutLog& layout_log() const { return layout_log_; }
    // A panel drawn in pieces (a solid middle and blended corners) that texts sit in.
    void note_panel(SDL_FRect r) {
        if (layout_log_.enabled) layout_log_.panels.push_back({r, layout_log_.layer, {}});
    }
    // Device pixels per logical pixel of the frame being drawn (any value, not only whole
    // ones): canvases sized by it are copied pixel for pixel and stay crisp.
    float pixel_scale() const { return fit_.scale; }

    // Runs `draw` without drawing anything: the texts it would draw are rendered ahead in what
    // is left of cheap frames, so the frame that shows them does not pay for all of them. For
    // content about to appear (a card's text while the card fades in).
    void warm(const std::function<void()>& draw);

    // --- canvases ---
    // Draws `draw` into the canvas at once (w×h pixels, transparent to start, one unit per
    // pixel). False when render targets are unavailable: the caller draws directly instead.
    bool render_to(Canvas& canvas, int w, int h, const std::function<void()>& draw);
    void copy(const Canvas& canvas, const SDL_Rect* src, SDL_FRect dst, float alpha = 1, Colour tint = {},
              bool blend = true);

    // --- shapes ---
    void clear(Colour c);
    void fill_rect(SDL_FRect r, Colour c);
    // Replaces the pixels (no blending), e.g. opaque paper.
    void solid_rect(SDL_FRect r, Colour c);
    // Many opaque rectangles of one colour in one call (board cells).
    void solid_rects(const std::vector<SDL_FRect>& rects, Colour c);
    void outline_rect(SDL_FRect r, Colour c, float thickness = 2);
    void fill_rounded(SDL_FRect r, float radius, Colour c);
    void outline_rounded(SDL_FRect r, float radius, Colour c, float thickness = 2);
    void line(float x1, float y1, float x2, float y2, float thickness, Colour c);
    void circle(float cx, float cy, float radius, Colour c);
    void ring(float cx, float cy, float radius, float thickness, Colour c);
    void vertical_gradient(SDL_FRect r, Colour top, Colour bottom);
    // Untextured triangles (three vertices each), blended.
    void triangles(const std::vector<SDL_Vertex>& vertices);

    // Clip rectangles nest: each is intersected with the one around it.
    void push_clip(SDL_Rect r);
    void pop_clip();

    // Atlas sprites; return false (and draw nothing) when the atlas or frame is missing.
    bool sprite(const std::string& atlas, const std::string& frame, SDL_FRect dst, float alpha = 1,
                Colour tint = {}, double angle = 0);
    // A sprite centred on v.x, v.y with base size w×h, using v's scale, alpha, tint and rotation.
    bool sprite(const std::string& atlas, const std::string& frame, const Visual& v, float w, float h);
    // Copies the frame's pixels, alpha included, without blending (building sprite sheets).
    bool sprite_replace(const std::string& atlas, const std::string& frame, SDL_Rect dst);
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
    // The height text_wrapped would use, without drawing.
    float wrapped_height(std::string_view s, float max_width, int size, bool bold = false,
                         float line_gap = 4);
    // The lines text_wrapped draws: paragraphs split at '\n', words at spaces, Chinese between
    // characters (never before 。，！？ and other closing punctuation).
    std::vector<std::string> wrap(std::string_view s, float max_width, int size, bool bold = false);

    // Labels that survive translation (a Spanish label runs ~30% longer, a Chinese one is taller):
    // shrink to at most `min_size`, then wrap (text_box), then cut with "…".
    // The largest size from `size` down to `min_size` at which `s` is at most max_width wide.
    int fitting_size(std::string_view s, float max_width, int size, int min_size, bool bold = false);
    // `s` cut at a character and ended with "…" so that it is at most max_width wide.
    std::string ellipsize(std::string_view s, float max_width, int size, bool bold = false);
    // One line in max_width: shrunk, then ellipsized; y is the top for `size`, and a shrunk line
    // is centred on the same middle. Returns what was drawn.
    TextSize text_fit(std::string_view s, float x, float y, float max_width, int size, int min_size, Colour c,
                      Align align = Align::Left, bool bold = false);
    // Wrapped text in `box`: shrunk until its lines fit the box's height, and at `min_size` the
    // last line that fits is ellipsized. Returns the height used.
    float text_box(std::string_view s, SDL_FRect box, int size, int min_size, Colour c, bool bold = false,
                   float line_gap = 4);
    // The labels text_fit and text_box cut with "…" this frame: the full text and where the cut
    // one was drawn (logical pixels, in drawing order). The tooltip (tooltip.hpp) shows the full
    // text when the pointer rests on one.
    struct CutLabel {
        std::string full;
        SDL_FRect box;
    };
    const std::vector<CutLabel>& cut_labels() const { return cut_labels_; }

  private:
    // Each group is implemented in the source named in its heading; data members keep the one
    // order they are built and destroyed in.

    // --- text and its cache (gfx_text.cpp) ---
    struct TextEntry {
        TexturePtr texture;
        std::uint64_t id = 0;
        int w = 0, h = 0;
        std::uint64_t last_used = 0;
    };
    // `dpi`: 72 renders at the size in points as pixels (scale 1); 108 at 1.5 times it.
    TextEntry* text_entry(std::string_view s, int size, bool bold, Colour c, int dpi);
    int text_dpi() const;
    struct WarmText {
        std::string s;
        int size = 0;
        bool bold = false;
        Colour colour;
        int dpi = 72;
    };
    std::vector<WarmText> warm_queue_;
    bool warming_ = false;
    Uint64 frame_start_ = 0;
    void render_warm_texts();
    void age_texts(); // end_frame: drops texts not drawn for a while

    // --- canvases, the copy command and the prescale cache (gfx_canvas.cpp) ---
    static Uint8 to_byte(float unit) { return static_cast<Uint8>(std::clamp(unit, 0.0f, 1.0f) * 255.0f); }
    void copy_texture(SDL_Texture* tex, std::uint64_t id, const SDL_Rect* src, SDL_FRect dst, Colour mod,
                      SDL_BlendMode blend, double angle = 0);
    // Reads a render target's pixels (the current target) into its pixel mirror.
    void mirror_target(SDL_Texture* t, int w, int h);
    // Scaled copies drawn again and again (previews, tiles at board size) are scaled once into
    // a texture of the drawn size: an unscaled copy costs the software renderer a fraction.
    struct ScaledKey {
        SDL_Texture* texture;
        std::uint64_t id;
        int sx, sy, sw, sh, w, h;
        friend bool operator==(const ScaledKey&, const ScaledKey&) = default;
    };
    struct ScaledKeyHash {
        std::size_t operator()(const ScaledKey& k) const;
    };
    struct Scaled {
        TexturePtr texture;
        std::uint64_t id = 0;
        int seen = 0;
        std::uint64_t last_used = 0;
    };
    const Scaled* prescaled(SDL_Texture* tex, std::uint64_t id, const SDL_Rect& src, int w, int h);
    void age_prescaled(); // end_frame: drops scaled copies not drawn for a while
    std::unordered_map<ScaledKey, Scaled, ScaledKeyHash> scaled_;
    long long scaled_pixels_ = 0;

    // --- logical units to device pixels (gfx_shapes.cpp) ---
    // Rectangles by their edges, through to_device (frame_fit.hpp); a rectangle that is not
    // empty keeps at least one pixel each way. The identity at scale 1.
    SDL_FRect device(const SDL_FRect& r) const;
    SDL_Rect device(const SDL_Rect& r) const;
    // A copy's rectangle: where its source is within a pixel of its size on screen (a canvas
    // made at pixel_scale(), text), it is drawn at the source's size, pixel for pixel.
    SDL_FRect device_copy(const SDL_FRect& r, int src_w, int src_h) const;

    // --- shapes (gfx_shapes.cpp) ---
    SDL_Texture* shape_texture(int radius, int thickness); // white AA disc (0) or ring
    // The four corners of a rounded rectangle, in device pixels.
    void corners(SDL_Texture* tex, SDL_FRect r, float radius, Colour c);
    // A fill in device pixels.
    void fill_device(SDL_FRect r, Colour c, SDL_BlendMode blend);
    // Triangles whose positions are multiplied by `scale` (1: in device pixels already).
    void geometry(const std::vector<SDL_Vertex>& vertices, float scale);
    SDL_Texture* colour_strip(Colour c);
    static constexpr int kStripHeight = 64;
    std::unordered_map<int, TexturePtr> shapes_;
    std::unordered_map<Uint32, TexturePtr> strips_;

    // --- recording and redrawing what changed (gfx_redraw.cpp) ---
    void submit(DrawCmd c);
    void execute(const DrawCmd& c, const DrawList& list);
    bool fill_direct(const DrawCmd& c, const DrawList& list);
    bool copy_direct(const DrawCmd& c);
    void replay(const DrawList& list, const SDL_Rect& region, std::size_t from = 0,
                std::size_t to = static_cast<std::size_t>(-1));
    bool ensure_frame_texture();
    void compose(const DrawList& now, const DrawList& before, SDL_Texture* target);
    void keep_base_direct(const DrawList& now, std::size_t layer, bool last_frame_is_base);
    void keep_base_texture(const DrawList& now, std::size_t layer, bool last_frame_is_base,
                           SDL_Texture* target);

    // --- what every part shares (the frame: gfx.cpp) ---
    SDL_Renderer* renderer_;
    std::string data_dir_;
    ResourceLog log_;
    TextureCache textures_;
    AtlasCache atlases_;
    FontCache fonts_;
    std::unordered_map<std::string, TextEntry> text_cache_; // gfx_text.cpp
    std::unordered_map<std::string, TextSize> measures_;    // gfx_text.cpp
    std::uint64_t frame_ = 0;
    std::uint64_t next_texture_id_ = 1;

    DrawList lists_[2];
    int current_ = 0;
    LayoutLog layout_log_;
    std::vector<CutLabel> cut_labels_;
    bool recording_ = false;
    std::vector<SDL_Rect> clips_;
    TexturePtr frame_texture_;
    // The layers under the top scene(s), drawn once: commands [0, base_length_) of the list.
    TexturePtr base_texture_;
    std::vector<std::uint32_t> base_pixels_; // instead, when redrawing in place (direct_)
    bool base_in_pixels_ = false;
    pixels::View base_view();
    std::size_t base_length_ = 0;
    // Where the frame goes in the output and at what scale (begin_frame), the frame in device
    // pixels, and the scale of what is drawn now: the frame's, or 1 inside render_to().
    FrameFit fit_;
    SDL_Rect screen_{0, 0, kLogicalWidth, kLogicalHeight};
    float scale_ = 1;
    bool frame_texture_failed_ = false;
    bool full_redraw_ = true;
    bool software_ = false; // the renderer keeps the screen's pixels between frames
    bool direct_ = false;   // redrawing in place on the screen, no frame texture
    bool always_full_ = false;
    SDL_Surface* screen_surface_ = nullptr;
    SDL_Surface* screen_surface() const;
    // While redrawing in place: the screen's pixels, and the clip of the command drawn.
    SDL_Surface* direct_surface_ = nullptr;
    SDL_Rect direct_clip_{0, 0, kLogicalWidth, kLogicalHeight};
    // The fit from the renderer's output size: on what begin_frame() records in device pixels.
    void fit_output();
    FrameStats stats_;
};

} // namespace tessera::app
