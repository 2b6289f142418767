#pragma once
// The match-3 board as the player sees it: where cells are on screen (BoardLayout) and the
// sprites that animate toward the core's State (BoardView). The State changes at once; the
// sprites (Visuals) catch up through tweens built by animator.hpp.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/resources.hpp"
#include "tessera/app/framework/tween.hpp"
#include "tessera/core/match3/events.hpp"

namespace tessera::app::match3_view {

// The part of kBoardArea the board may use: the bottom strip is left to the HUD message line.
inline constexpr SDL_FRect kMatch3BoardArea{40, 84, 1200, 504};
inline constexpr float kMaxCell = 80;

struct BoardLayout {
    int cols = 0, rows = 0;
    float cell = 0;       // square cell size in logical pixels
    float x0 = 0, y0 = 0; // top-left corner of cell (0, 0)

    // Centred in `area`, scaled to fit, cells at most `max_cell`.
    static BoardLayout fit(int cols, int rows, SDL_FRect area = kMatch3BoardArea, float max_cell = kMaxCell);
    SDL_FPoint centre(Point p) const {
        return {x0 + (static_cast<float>(p.x) + 0.5f) * cell, y0 + (static_cast<float>(p.y) + 0.5f) * cell};
    }
    SDL_FRect cell_rect(Point p) const {
        return {x0 + static_cast<float>(p.x) * cell, y0 + static_cast<float>(p.y) * cell, cell, cell};
    }
    SDL_FRect bounds() const {
        return {x0, y0, cell * static_cast<float>(cols), cell * static_cast<float>(rows)};
    }
    // The cell under a logical point, if any (holes included: the caller decides).
    std::optional<Point> cell_at(float x, float y) const;
};

// One piece on screen. `tile` is what it shows; `v` is where and how (centre, scale, alpha).
struct GemSprite {
    match3::Tile tile;
    VisualPtr v = std::make_shared<Visual>();
    bool dead = false; // cleared: dropped from the list at the next step
};
using GemPtr = std::shared_ptr<GemSprite>;

// A short-lived effect: a line clearer's beam, a bomb's blast, a colour bomb's flash, a particle
// or a score pop-up.
struct Effect {
    enum class Kind { BeamH, BeamV, Blast, Flash, Particle, Popup, Banner } kind = Kind::Particle;
    VisualPtr v = std::make_shared<Visual>();
    Colour colour{};
    std::string text; // Popup / Banner
    int size = 24;    // Popup / Banner text size
    bool dead = false;
};
using EffectPtr = std::shared_ptr<Effect>;

// What the board draws around the pieces (the scene fills it in each frame; cheap values).
struct Overlay {
    std::optional<Point> selected;
    std::optional<Point> cursor; // shown while the keyboard is in use
    std::optional<Point> hover;
    std::optional<std::pair<Point, Point>> hint;
    double clock = 0; // seconds, for pulses
    bool colourblind = false;
    bool reduced_motion = false;
};

class BoardView {
  public:
    // Snaps every sprite to `board` (new level, undo, redo, restart, resume).
    void reset(const match3::Board& board, const BoardLayout& layout);

    const BoardLayout& layout() const { return layout_; }
    const match3::Board& mask() const { return shape_; }
    // The sprite that will be at a cell once running tweens end (nullptr for holes/empty).
    GemPtr at(Point p) const { return cells_.contains(p) ? cells_[p] : nullptr; }
    void set(Point p, GemPtr g) { cells_[p] = std::move(g); }
    GemPtr add_gem(match3::Tile tile, float x, float y);
    EffectPtr add_effect(Effect::Kind kind, Colour colour = {});

    // Drops dead sprites and effects (called from the scene's step, never while drawing).
    void compact();
    void draw(Gfx& gfx, const Overlay& overlay) const;

    // Whether every sprite in the cell map shows the board's tile (tests, a safety net).
    bool matches(const match3::Board& board) const;
    std::size_t sprite_count() const { return sprites_.size(); }
    std::size_t effect_count() const { return effects_.size(); }

  private:
    void build_backdrop();
    // Gems, specials and glyphs pre-scaled to the cell size in one texture, built when the size
    // changes: unscaled copies are several times cheaper than scaled ones with the software
    // renderer. Falls back to the atlases when render targets are not available.
    bool ensure_gem_cache(Gfx& gfx) const;
    bool cached_sprite(Gfx& gfx, int slot, const Visual& v) const;
    void draw_cells(Gfx& gfx, const Overlay& overlay) const;
    void draw_gem(Gfx& gfx, const GemSprite& g, float alpha_mul, float scale_mul, bool colourblind) const;
    void draw_effects(Gfx& gfx) const;

    BoardLayout layout_;
    match3::Board shape_; // holes vs playable cells
    Grid<GemPtr> cells_;
    std::vector<GemPtr> sprites_;
    std::vector<EffectPtr> effects_;
    // The backdrop's rectangles, built once per board (drawn batched, one call per colour).
    std::vector<SDL_FRect> frame_rects_, light_rects_, dark_rects_;
    mutable Canvas gem_cache_;
    mutable const Gfx* gem_cache_owner_ = nullptr;
    mutable int gem_px_ = 0, glyph_px_ = 0;
    mutable bool gem_cache_failed_ = false;
};

// The gem colours as RGB (particles, beams), index 0..7 as in the gems atlas.
Colour gem_colour(int colour);

} // namespace tessera::app::match3_view
