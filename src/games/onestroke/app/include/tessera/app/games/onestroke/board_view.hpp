#pragma once
// What the player sees of a One Stroke board: the figure's grooves, the drawn stroke (coloured
// along its order, each edge growing from where the pen came from), dots that pop, glows on the
// dots the pen may move to, hint/stuck/hover/cursor rings, the rubber band, ripples, pop-up
// counters and the win sparks. The animated values live in shared_ptr'd structs so tweens on the
// scene's Timeline can move them; the view itself never looks at the clock except for idle pulses.
#include <bitset>
#include <memory>
#include <string>
#include <vector>

#include <SDL.h>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/tween.hpp"
#include "tessera/app/games/onestroke/board_layout.hpp"
#include "tessera/core/onestroke/game.hpp"

namespace tessera::app::onestroke_view {

// One edge on screen. grow: 0 (undrawn) .. 1 (drawn), growing from vertex `from`; flash: 0..1
// whiteness for the win wave; order: position in the stroke (picks its colour).
struct EdgeAnim {
    float grow = 0;
    int from = -1;
    int order = 0;
    float flash = 0;
    int generation = 0; // bumped by each new grow/retract tween; older tweens then stop applying
};
using EdgeAnimPtr = std::shared_ptr<EdgeAnim>;

// Short-lived decorations created by the animator and dropped once faded out.
struct Ripple {
    VisualPtr v; // x, y centre; scale = radius in dot radii; alpha
    Colour colour;
};
struct Popup {
    VisualPtr v; // x, y top-centre; alpha; scale
    std::string text;
    Colour colour;
};
struct Spark {
    VisualPtr v; // x, y centre; scale = size; alpha; tint
};

// What the scene knows and the view shows (UiState plus cached rules queries).
struct ViewFrame {
    const onestroke::State* state = nullptr;
    const std::vector<int>* next = nullptr; // dots the pen may move to (glow)
    bool started = false;
    bool playing = true;
    int hover = -1;  // legal dot under the pointer
    int cursor = -1; // keyboard cursor dot
    bool show_cursor = false;
    int hint_vertex = -1;       // green ring
    int hint_edge = -1;         // green pulsing line
    std::vector<int> hint_area; // a hint's first grade: dots to look at (thin green rings)
    int stuck_vertex = -1;
    bool rubber_band = false; // pen down: line from the current dot to the pointer
    bool preview = false;     // pen up, hovering a legal dot: faint preview of the next line
    Vec2 pointer;
    double clock = 0;     // seconds, for pulses
    bool symbols = false; // colour-blind symbols over coloured marks
};

class BoardView {
  public:
    // Sets every animated value to match `state`, with no animation (new level, resume).
    void reset(const BoardLayout& layout, const onestroke::State& state);

    void draw(Gfx& gfx, const BoardLayout& layout, const ViewFrame& f);
    // Drops decorations that have faded out.
    void prune();
    // Rebuilds the cached textures at the next draw (the renderer lost its targets).
    void invalidate() { cache_scale_ = 0; }

    // The colour of the stroke's i-th edge out of n (gold -> coral -> magenta).
    static Colour stroke_colour(int i, int n);

    std::vector<EdgeAnimPtr> edges;
    std::vector<VisualPtr> dots; // x, y offset from the layout position (shakes); scale; tint
    std::vector<Ripple> ripples;
    std::vector<Popup> popups;
    std::vector<Spark> sparks;
    std::shared_ptr<float> remaining_flash = std::make_shared<float>(0.0f); // red pulse of undrawn lines
    std::shared_ptr<float> board_alpha = std::make_shared<float>(1.0f);     // fade-in

  private:
    enum DotLook { kDotIdle, kDotDone, kDotPen, kDotStuck, kDotLooks };

    // The software renderer rasterises every triangle over its bounding box, so what does not
    // change (background under the card, the card, the grooves; the dot faces) is drawn once
    // into textures at the output scale and copied each frame.
    // Drawn edges whose animation has finished go into the card too; it is redrawn when that set
    // changes (once per move), never per frame.
    void ensure_cache(Gfx& gfx, const BoardLayout& layout);
    bool build_card(Gfx& gfx, const BoardLayout& layout, float scale, bool rebuild_base);
    void draw_static(Gfx& gfx, const BoardLayout& layout, Colour groove, bool with_settled);
    void draw_settled(Gfx& gfx, const BoardLayout& layout);
    void draw_dots(Gfx& gfx, const BoardLayout& layout, const ViewFrame& f, float alpha); // draw()'s dots
    // One drawn (or growing) edge: pass 0 is its soft glow, pass 1 the line.
    void stroke_edge(const BoardLayout& layout, int edge, int pass, float alpha);

    // Anti-aliased lines and discs batched into one SDL_RenderGeometry call per layer; the buffer
    // keeps its capacity, so frames after the first allocate nothing. Long lines are cut into
    // short pieces so no triangle has a large bounding box.
    Vec2 to_target(Vec2 p) const { return {(p.x - tx_) * ts_, (p.y - ty_) * ts_}; }
    void line(Vec2 a, Vec2 b, float width, Colour c, bool feather = true);
    void stroke_dynamic_edges(Gfx& gfx, const BoardLayout& layout, float alpha);
    void polyline(const std::vector<Vec2>& pts, float width, Colour c, bool feather = true);
    // One piece of a strip from p0 to p1, its edges offset along the normals n0 and n1: a solid core
    // of half-width h and, if `feather`, a 1.2-px band fading to clear on each side.
    void strip_piece(Vec2 p0, Vec2 n0, Vec2 p1, Vec2 n1, float h, Colour c, bool feather);
    // A quadrilateral given by its corners in order, as the triangles q0 q1 q2 and q0 q2 q3.
    void quad_corners(SDL_Vertex q0, SDL_Vertex q1, SDL_Vertex q2, SDL_Vertex q3);
    void disc(Vec2 c, float r, Colour col);
    void ring(Vec2 c, float r, float thickness, Colour col);
    void rounded(Gfx& gfx, Box b, float radius, Colour col);
    void flush(Gfx& gfx);

    std::vector<SDL_Vertex> batch_;
    std::vector<Vec2> scratch_;
    float tx_ = 0, ty_ = 0, ts_ = 1; // logical -> current target transform
    Canvas card_base_;               // card_ without the settled strokes, drawn once per level
    Canvas card_;
    Box card_box_;
    std::bitset<onestroke::kMaxSegments> card_strokes_; // settled edges drawn into card_
    Canvas dot_faces_[kDotLooks];
    float dot_face_half_ = 0; // logical half-size of a dot face texture
    float cache_scale_ = 0;   // the output scale the textures were made for; 0 = rebuild
    bool cache_failed_ = false;
};

} // namespace tessera::app::onestroke_view
