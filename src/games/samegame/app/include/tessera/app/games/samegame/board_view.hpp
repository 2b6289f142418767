#pragma once
// The SameGame board as the player sees it: where cells are on screen (Layout) and the block
// sprites that catch up with the core's State through tweens (BoardView). The State changes at
// once; the sprites follow (animator.hpp builds the tweens from a move's events).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>

#include "tessera/app/framework/gfx.hpp"
#include "tessera/app/framework/tween.hpp"
#include "tessera/core/samegame/board.hpp"

namespace tessera::app::samegame_view {

// The part of kBoardArea the board uses: the strip under it is left to the HUD message line.
inline constexpr SDL_FRect kArea{40, 88, 1200, 500};
inline constexpr float kMaxCell = 64;

struct Layout {
    int cols = 0, rows = 0;
    float cell = 0;       // square cell size, logical pixels
    float x0 = 0, y0 = 0; // top-left corner of cell (0, 0)

    // Centred in `area`, scaled to fit, cells at most `max_cell`.
    static Layout fit(int cols, int rows, SDL_FRect area = kArea, float max_cell = kMaxCell);
    SDL_FPoint centre(Point p) const {
        return {x0 + (static_cast<float>(p.x) + 0.5f) * cell, y0 + (static_cast<float>(p.y) + 0.5f) * cell};
    }
    SDL_FRect cell_rect(Point p) const {
        return {x0 + static_cast<float>(p.x) * cell, y0 + static_cast<float>(p.y) * cell, cell, cell};
    }
    SDL_FRect bounds() const {
        return {x0, y0, cell * static_cast<float>(cols), cell * static_cast<float>(rows)};
    }
    std::optional<Point> cell_at(float x, float y) const;
};

// The atlas frame and effect colour of colour c (1..8): letters R G B Y P O C W map to the
// matching block sprite.
const std::string& block_frame(samegame::Colour c);
const std::string& glyph_frame(samegame::Colour c);
Colour colour_rgb(samegame::Colour c);

struct TileSprite {
    samegame::Colour colour = samegame::kEmpty;
    Point cell{-1, -1}; // where the State has it (−1: cleared, still shrinking)
    VisualPtr v = std::make_shared<Visual>();
    bool dead = false;     // gone: dropped from the list at the next compact()
    bool revealed = false; // Discovery: shown face up while it shrinks away
};
using TilePtr = std::shared_ptr<TileSprite>;

// A short-lived effect: a particle, a score pop-up, or a banner over the board.
struct Effect {
    enum class Kind { Particle, Popup, Banner } kind = Kind::Particle;
    VisualPtr v = std::make_shared<Visual>();
    Colour colour{};
    std::string text;
    int size = 20;
    bool dead = false;
};
using EffectPtr = std::shared_ptr<Effect>;

// What the scene draws around the blocks this frame (cheap: pointers to the scene's buffers).
struct DrawOptions {
    bool colourblind = false;
    bool hidden = false;                          // Discovery: backs unless revealed
    const std::vector<char>* revealed = nullptr;  // per cell (x + y·cols): face shown
    const std::vector<char>* highlight = nullptr; // per cell: the hovered/selected group
    const std::vector<char>* hint = nullptr;      // per cell: the hint's group (pulses)
    std::optional<Point> cursor;                  // keyboard cursor
    double clock = 0;                             // seconds, for pulses
};

class BoardView {
  public:
    // Snaps every sprite to the board (no animation).
    void reset(const samegame::Board& board, const Layout& layout);
    const Layout& layout() const { return layout_; }

    TilePtr at(Point p) const;
    void set(Point p, TilePtr t);
    const std::vector<TilePtr>& sprites() const { return sprites_; }
    const std::vector<EffectPtr>& effects() const { return effects_; }
    EffectPtr add_effect(Effect::Kind kind, float x, float y, Colour colour, std::string text = {},
                         int size = 20);

    // True when the sprites in the grid show exactly the board's colours.
    bool matches(const samegame::Board& board) const;
    // Drops dead sprites and effects (once per step, not per frame).
    void compact();
    void draw(Gfx& gfx, const DrawOptions& o) const;

  private:
    Layout layout_;
    std::vector<TilePtr> grid_;    // cols·rows, where the State has each tile
    std::vector<TilePtr> sprites_; // every sprite alive, including shrinking ones
    std::vector<EffectPtr> effects_;
};

} // namespace tessera::app::samegame_view
