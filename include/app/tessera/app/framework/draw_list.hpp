#pragma once
// One frame's drawing recorded as values. Gfx compares this frame's list with the last one and
// redraws only the rectangles where they differ (damage tracking, as Simon Tatham's puzzles do
// with draw_update): an idle scene costs one copy of the finished frame, an animation costs
// about the area that moves.
#include <cstdint>
#include <vector>

#include <SDL.h>

namespace tessera::app {

struct Colour {
    Uint8 r = 255, g = 255, b = 255, a = 255;
    friend bool operator==(const Colour&, const Colour&) = default;
};

enum class DrawOp : std::uint8_t { Clear, Fill, FillRects, Copy, Geometry };

struct DrawCmd {
    DrawOp op = DrawOp::Fill;
    SDL_BlendMode blend = SDL_BLENDMODE_BLEND;
    Colour colour; // fill colour, or a texture's colour mod (r, g, b) and alpha mod (a)
    SDL_Texture* texture = nullptr;
    std::uint64_t texture_id = 0; // a new id whenever a texture's pixels change (text, canvases)
    SDL_Rect src{};
    bool has_src = false;
    SDL_FRect dst{};
    double angle = 0;
    std::uint32_t first = 0, count = 0; // FillRects: into rects; Geometry: into vertices
    SDL_Rect clip{};
    bool clipped = false;
    SDL_Rect bounds{}; // every pixel the command may touch (clip applied); empty: draws nothing
    // A scaled copy: SDL's software renderer samples it differently when the clip cuts it, so
    // a redrawn region that touches it grows to hold all of it.
    bool whole = false;
};

struct DrawList {
    std::vector<DrawCmd> cmds;
    std::vector<SDL_FRect> rects;
    std::vector<SDL_Vertex> vertices;
    std::vector<std::size_t> layers; // command indices where a scene drawn over the others begins

    void clear();
    // Same drawing: equal fields and equal rectangles or vertices.
    bool same(std::size_t i, const DrawList& other, std::size_t j) const;
};

// Integer rectangle holding a float one (one pixel of margin for filtering and rounding).
SDL_Rect bounds_of(const SDL_FRect& r);
// Of a rectangle rotated about its centre by any angle.
SDL_Rect rotated_bounds_of(const SDL_FRect& r);
SDL_Rect bounds_of(const SDL_Vertex* v, std::size_t n);
SDL_Rect intersect(const SDL_Rect& a, const SDL_Rect& b);
SDL_Rect unite(const SDL_Rect& a, const SDL_Rect& b);
inline bool empty(const SDL_Rect& r) { return r.w <= 0 || r.h <= 0; }

// How many leading commands the two lists share.
std::size_t common_prefix(const DrawList& a, const DrawList& b);

// The rectangles of `screen` to redraw so that `now` replaces `before`: the bounds of every
// command that differs, merged into at most `max_rects` rectangles (or the whole screen when
// that is nearly everything). Commands are paired in drawing order after the common prefix and
// suffix, so a pixel outside the result is covered by the same commands in the same order in
// both frames.
// `prefix` is common_prefix(before, now) when the caller has it already.
std::vector<SDL_Rect> damage(const DrawList& before, const DrawList& now, const SDL_Rect& screen,
                             std::size_t max_rects = 8, std::size_t prefix = static_cast<std::size_t>(-1));

// Grows the rectangles until none cuts through a command of `now` marked `whole`.
std::vector<SDL_Rect> keep_whole(std::vector<SDL_Rect> rects, const DrawList& now, const SDL_Rect& screen,
                                 std::size_t max_rects = 8);

} // namespace tessera::app
