#include "tessera/app/games/sudoku/board_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <type_traits>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/theme.hpp"

namespace tessera::app::sudoku_view {

namespace {

using namespace tessera::sudoku;

constexpr Colour kPaper{246, 242, 232, 255};
constexpr Colour kPaperGiven{233, 228, 214, 255};
constexpr Colour kPeer{221, 229, 246, 255};
constexpr Colour kSameDigit{190, 210, 250, 255};
constexpr Colour kSelected{255, 212, 110, 255};
constexpr Colour kConflictBg{255, 204, 204, 255};
constexpr Colour kInkGiven{28, 32, 56, 255};
constexpr Colour kInkPlayer{34, 88, 200, 255};
constexpr Colour kInkConflict{212, 36, 36, 255};
constexpr Colour kInkNote{96, 100, 128, 255};
constexpr Colour kThin{196, 190, 178, 255};
constexpr Colour kThick{38, 42, 70, 255};
constexpr Colour kHintMain{255, 128, 0, 255};
constexpr Colour kHintSecond{150, 70, 210, 255};

constexpr int kDigitSize = 34;
constexpr int kNoteSize = 14;

Colour with_alpha(Colour c, float a) {
    c.a = static_cast<Uint8>(std::clamp(a, 0.0f, 1.0f) * static_cast<float>(c.a));
    return c;
}

// Font sizes quantised to even steps so a popping digit reuses a handful of cached textures.
int scaled_size(int base, float scale) {
    const int s = static_cast<int>(std::lround(static_cast<float>(base) * scale / 2.0f)) * 2;
    return std::clamp(s, 6, 96);
}

const char* digit_text(int d) {
    static const char* const kDigits[] = {"", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
    return kDigits[std::clamp(d, 0, 9)];
}

// Draws `s` centred on (cx, cy).
void centred(Gfx& gfx, std::string_view s, float cx, float cy, int size, Colour c, bool bold) {
    const TextSize sz = gfx.measure(s, size, bold);
    gfx.text(s, cx, cy - sz.h / 2, size, c, Align::Centre, bold);
}

// The advance from one mark to the next in a row string ("1 2 3" at kNoteSize): a digit plus a
// space. Measured once from the font so single marks and row strings line up.
float g_note_step = 0;

SDL_FPoint note_pos(const Layout& l, int cell, int digit) {
    const SDL_FRect r = l.cell_rect(cell);
    const float step = g_note_step > 0 ? g_note_step : r.w / 3.4f;
    const int i = digit - 1;
    return {r.x + r.w / 2 + static_cast<float>(i % 3 - 1) * step,
            r.y + r.h / 2 + static_cast<float>(i / 3 - 1) * step};
}

// "1 2 3" with U+2007 FIGURE SPACE (a digit's width) for marks that are absent or drawn apart.
const std::string& note_row(int row, int bits, int skip) {
    static std::array<std::array<std::array<std::string, 4>, 8>, 3> cache;
    std::string& s = cache[static_cast<std::size_t>(row)][static_cast<std::size_t>(bits)]
                          [static_cast<std::size_t>(skip + 1)];
    if (s.empty()) {
        for (int i = 0; i < 3; ++i) {
            if (i) s += ' ';
            const bool on = (bits >> i) & 1;
            if (on && i != skip)
                s += static_cast<char>('1' + row * 3 + i);
            else
                s += "\xE2\x80\x87";
        }
    }
    return s;
}

int unit_id(UnitKind kind, int index) { return static_cast<int>(kind) * 9 + index; }

// Flash a cell: strength a, fading out over `seconds`.
ActionPtr flash(const VisualPtr& v, Rgba colour, float strength, double seconds) {
    return tw::sequence({tw::call([v, colour, strength] {
                             v->tint = colour;
                             v->alpha = strength;
                         }),
                         tw::fade_to(v, 0, seconds, ease::in_quad)});
}

} // namespace

void solid_rounded(Gfx& gfx, SDL_FRect r, float radius, Colour c) {
    // Only the two bands holding the corners are blended; the middle is a plain fill.
    // For the layout check it is one panel: its pieces are not panels texts belong to.
    const float band = std::min(radius, r.h / 2);
    gfx.note_panel(r);
    const bool logging = gfx.layout_log().enabled;
    gfx.layout_log().enabled = false;
    gfx.fill_rounded({r.x, r.y, r.w, 2 * band}, radius, c);
    gfx.fill_rounded({r.x, r.y + r.h - 2 * band, r.w, 2 * band}, radius, c);
    if (r.h > 2 * band) gfx.solid_rect({r.x, r.y + band, r.w, r.h - 2 * band}, c);
    gfx.layout_log().enabled = logging;
}

void solid_panel(Gfx& gfx, SDL_FRect r) {
    gfx.fill_rounded({r.x + 4, r.y + r.h - 30, r.w, 36}, 18, {0, 0, 0, 90});
    gfx.fill_rect({r.x + r.w, r.y + 24, 4, r.h - 54}, {0, 0, 0, 90});
    solid_rounded(gfx, r, 18, {26, 30, 50, 255});
    gfx.outline_rounded(r, 18, theme::kPanelEdge, 2);
}

BoardView::BoardView() : layout_(Layout::standard()) {
    for (auto& v : digit_fx_) v = std::make_shared<Visual>();
    for (auto& v : cell_fx_) v = std::make_shared<Visual>();
    for (auto& v : note_fx_) v = std::make_shared<Visual>();
    for (auto& v : pad_fx_) v = std::make_shared<Visual>();
    reset();
}

void BoardView::reset() {
    for (auto& v : digit_fx_) *v = Visual{0, 0, 1, 1};
    for (auto& v : cell_fx_) *v = Visual{0, 0, 1, 0};
    for (auto& v : note_fx_) *v = Visual{0, 0, 1, 1};
    for (auto& v : pad_fx_) *v = Visual{0, 0, 1, 1};
    ghosts_.clear();
    popups_.clear();
}

void BoardView::prune() {
    std::erase_if(ghosts_, [](const Ghost& g) { return !g.v->visible || g.v->alpha <= 0.001f; });
    std::erase_if(popups_, [](const Popup& p) { return !p.v->visible || p.v->alpha <= 0.001f; });
}

ActionPtr BoardView::animate_intro(const AnimOptions& o) {
    Schedule b(o.sound);
    for (int c = 0; c < 81; ++c) {
        const auto& v = digit_fx_[static_cast<std::size_t>(c)];
        const double start = 0.018 * (c / 9 + c % 9);
        v->alpha = 0;
        v->scale = o.reduced_motion ? 1.0f : 0.4f;
        b.at(start, tw::parallel({tw::fade_to(v, 1, 0.18), tw::scale_to(v, 1, 0.3, ease::out_back)}));
    }
    return b.build();
}

ActionPtr BoardView::animate_pulse(int cell) {
    const auto& v = digit_fx_[static_cast<std::size_t>(cell)];
    v->scale = 1.25f;
    return tw::parallel({tw::scale_to(v, 1, 0.2, ease::out_back),
                         flash(cell_fx_[static_cast<std::size_t>(cell)], {255, 214, 110, 255}, 0.7f, 0.35)});
}

void BoardView::animate_hint(const HintUsed& e, const State& before, Schedule& b) {
    for (const auto c : e.step.cells) b.at(0, flash(cell_fx_[c], {255, 150, 40, 255}, 0.75f, 0.8));
    for (const auto c : e.step.secondary) b.at(0, flash(cell_fx_[c], {170, 100, 230, 255}, 0.6f, 0.8));
    for (const auto& el : e.step.eliminations)
        if (before.notes[el.cell] & digit_bit(el.digit)) {
            auto gv = std::make_shared<Visual>();
            ghosts_.push_back({el.cell, el.digit, true, gv});
            b.at(0.2, tw::parallel({tw::scale_to(gv, 0.2f, 0.4, ease::in_back), tw::fade_to(gv, 0, 0.4)}));
        }
}

void BoardView::animate_conflicts(const ConflictsChanged& e, const CellSet& conflicts_before,
                                  const AnimOptions& o, Schedule& b) {
    bool any_new = false;
    for (const auto c : e.cells) {
        if (conflicts_before.test(c)) continue;
        any_new = true;
        const auto& v = digit_fx_[c];
        if (o.reduced_motion) {
            b.at(0, flash(cell_fx_[c], {230, 40, 40, 255}, 0.6f, 0.4));
            continue;
        }
        b.at(0.05, tw::sequence({tw::move_to(v, -5, 0, 0.04), tw::move_to(v, 5, 0, 0.07),
                                 tw::move_to(v, -4, 0, 0.07), tw::move_to(v, 3, 0, 0.06),
                                 tw::move_to(v, 0, 0, 0.05)}));
        b.at(0, flash(cell_fx_[c], {230, 40, 40, 255}, 0.5f, 0.5));
    }
    if (any_new) b.sound_at(0.05, "invalid");
}

// A unit just completed: its cells flash in order from `at0`, and a pop-up names it.
void BoardView::animate_unit(const UnitCompleted& e, const Geometry& g, const AnimOptions& o, double at0,
                             Schedule& b) {
    const int u = unit_id(e.kind, e.index);
    const auto& cells = g.unit_cells[static_cast<std::size_t>(u)];
    for (int k = 0; k < 9; ++k) {
        const auto c = cells[static_cast<std::size_t>(k)];
        const double at = at0 + 0.035 * k;
        b.at(at, flash(cell_fx_[c], {110, 220, 140, 255}, 0.7f, 0.45));
        if (!o.reduced_motion) {
            const auto& v = digit_fx_[c];
            b.at(at, tw::sequence({tw::scale_to(v, 1.22f, 0.1), tw::scale_to(v, 1, 0.18, ease::out_back)}));
        }
    }
    // A pop-up over the unit's middle cell.
    const char* kind = e.kind == UnitKind::Row      ? N_("Row {0} complete")
                       : e.kind == UnitKind::Column ? N_("Column {0} complete")
                                                    : N_("Box {0} complete");
    const SDL_FPoint p = layout_.cell_centre(cells[4]);
    auto pv = std::make_shared<Visual>();
    pv->x = p.x;
    pv->y = std::max(p.y - 10, layout_.board.y + 60); // never rises into the HUD
    pv->alpha = 0;
    popups_.push_back({trf(kind, e.index + 1), theme::kGood, pv});
    b.at(at0, tw::sequence({tw::fade_to(pv, 1, 0.1),
                            tw::parallel({tw::move_by(pv, 0, -34, 0.9, ease::out_cubic),
                                          tw::sequence({tw::delay(0.55), tw::fade_to(pv, 0, 0.35)})})}));
    b.sound_at(at0, "clear");
}

void BoardView::animate_digit_done(const DigitCompleted& e, const State& after, Schedule& b) {
    const auto& pv = pad_fx_[e.digit];
    b.at(0.2, tw::sequence({tw::scale_to(pv, 1.25f, 0.12), tw::scale_to(pv, 1, 0.3, ease::out_elastic)}));
    for (int c = 0; c < 81; ++c)
        if (after.values[static_cast<std::size_t>(c)] == e.digit)
            b.at(0.2 + 0.02 * (c / 9),
                 flash(cell_fx_[static_cast<std::size_t>(c)], {120, 170, 255, 255}, 0.55f, 0.5));
    // Over the grid's lower part, where its digits are (the pad beside it stays clear).
    auto v = std::make_shared<Visual>();
    v->x = layout_.board.x + layout_.board.w / 2;
    v->y = layout_.board.y + layout_.board.h * 0.7f;
    v->alpha = 0;
    popups_.push_back({trf("All {0}s placed!", digit_text(e.digit)), theme::kAccent, v});
    b.at(0.2, tw::sequence({tw::fade_to(v, 1, 0.1),
                            tw::parallel({tw::move_by(v, 0, -30, 1.0, ease::out_cubic),
                                          tw::sequence({tw::delay(0.7), tw::fade_to(v, 0, 0.3)})})}));
    b.sound_at(0.2, "pop");
}

ActionPtr BoardView::animate_move(const std::vector<Event>& events, const State& before, const State& after,
                                  const AnimOptions& o) {
    Schedule b(o.sound);
    const Geometry& g = geometry(after.rules);
    const CellSet conflicts_before = sudoku::conflicts(before);
    int last_cell = -1;
    double unit_delay = 0.18;
    for (const Event& ev : events) {
        std::visit(
            [&](const auto& e) {
                using T = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<T, DigitPlaced>) {
                    last_cell = e.cell;
                    if (e.previous) {
                        auto gv = std::make_shared<Visual>();
                        ghosts_.push_back({e.cell, e.previous, false, gv});
                        b.at(0, tw::parallel(
                                    {tw::scale_to(gv, 0.3f, 0.16, ease::in_back), tw::fade_to(gv, 0, 0.16)}));
                    }
                    const auto& v = digit_fx_[e.cell];
                    v->x = v->y = 0;
                    v->alpha = 0;
                    v->scale = o.reduced_motion ? 1.0f : 0.3f;
                    b.at(e.previous ? 0.08 : 0,
                         tw::parallel({tw::fade_to(v, 1, 0.1), tw::scale_to(v, 1, 0.28, ease::out_back)}));
                    b.sound_at(0, "pick");
                } else if constexpr (std::is_same_v<T, DigitErased>) {
                    last_cell = e.cell;
                    auto gv = std::make_shared<Visual>();
                    ghosts_.push_back({e.cell, e.digit, false, gv});
                    b.at(0, tw::parallel(
                                {tw::scale_to(gv, 0.2f, 0.22, ease::in_back), tw::fade_to(gv, 0, 0.22)}));
                    b.sound_at(0, "click");
                } else if constexpr (std::is_same_v<T, NoteToggled>) {
                    last_cell = e.cell;
                    if (e.on) {
                        const auto& v = note_fx_[e.cell];
                        v->scale = 0.5f;
                        b.at(0, tw::scale_to(v, 1, 0.2, ease::out_back));
                    } else {
                        auto gv = std::make_shared<Visual>();
                        ghosts_.push_back({e.cell, e.digit, true, gv});
                        b.at(0, tw::parallel({tw::scale_to(gv, 1.8f, 0.2), tw::fade_to(gv, 0, 0.2)}));
                    }
                    b.sound_at(0, "click");
                } else if constexpr (std::is_same_v<T, NotesCleared>) {
                    for (int d = 1; d <= 9; ++d)
                        if (e.removed & digit_bit(d)) {
                            auto gv = std::make_shared<Visual>();
                            ghosts_.push_back({e.cell, d, true, gv});
                            b.at(0, tw::parallel({tw::scale_to(gv, 0.4f, 0.15), tw::fade_to(gv, 0, 0.15)}));
                        }
                } else if constexpr (std::is_same_v<T, NotesPruned>) {
                    // The placed digit's marks puff away in a wave from the placed cell.
                    for (const auto c : e.cells) {
                        auto gv = std::make_shared<Visual>();
                        ghosts_.push_back({c, e.digit, true, gv});
                        const int dist = last_cell < 0 ? 0
                                                       : std::abs(row_of(c) - row_of(last_cell)) +
                                                             std::abs(col_of(c) - col_of(last_cell));
                        b.at(0.03 * dist, tw::parallel({tw::scale_to(gv, 2.0f, 0.3, ease::out_quad),
                                                        tw::fade_to(gv, 0, 0.3, ease::in_quad)}));
                    }
                } else if constexpr (std::is_same_v<T, CandidatesFilled>) {
                    for (int c = 0; c < 81; ++c)
                        if (after.notes[static_cast<std::size_t>(c)] !=
                            before.notes[static_cast<std::size_t>(c)]) {
                            const auto& v = note_fx_[static_cast<std::size_t>(c)];
                            v->scale = 0.2f;
                            b.at(0.012 * (c / 9 + c % 9), tw::scale_to(v, 1, 0.25, ease::out_back));
                        }
                    b.sound_at(0, "swap");
                } else if constexpr (std::is_same_v<T, HintUsed>) {
                    animate_hint(e, before, b);
                } else if constexpr (std::is_same_v<T, ConflictsChanged>) {
                    animate_conflicts(e, conflicts_before, o, b);
                } else if constexpr (std::is_same_v<T, UnitCompleted>) {
                    animate_unit(e, g, o, unit_delay, b);
                    unit_delay += 0.12;
                } else if constexpr (std::is_same_v<T, DigitCompleted>) {
                    animate_digit_done(e, after, b);
                }
            },
            ev);
    }
    return b.build();
}

ActionPtr BoardView::animate_win(int origin, const AnimOptions& o) {
    Schedule b(o.sound);
    const int orow = origin / 9, ocol = origin % 9;
    for (int c = 0; c < 81; ++c) {
        const int dist = std::abs(c / 9 - orow) + std::abs(c % 9 - ocol);
        const double at = 0.045 * dist;
        b.at(at, flash(cell_fx_[static_cast<std::size_t>(c)], {255, 206, 80, 255}, 0.85f, 0.6));
        if (!o.reduced_motion) {
            const auto& v = digit_fx_[static_cast<std::size_t>(c)];
            b.at(at, tw::sequence({tw::scale_to(v, 1.4f, 0.14, ease::out_quad),
                                   tw::scale_to(v, 1, 0.35, ease::out_bounce)}));
        }
    }
    b.sound_at(0, "win");
    b.at(0, tw::delay(1.3)); // let the wave settle before the overlay
    return b.build();
}

void BoardView::draw_board(Gfx& gfx, const State& state, const CellSet& conflicts, const UiState& ui) const {
    const Layout& l = layout_;
    const bool classic = state.rules == Rules::Classic;
    const SDL_FRect frame{l.board.x - 10, l.board.y - 10, l.board.w + 20, l.board.h + 20};
    // The frame: only its visible ring and shadow edge are drawn (the cells cover the middle).
    gfx.fill_rounded({frame.x + 4, frame.y + frame.h - 24, frame.w, 30}, 14, {0, 0, 0, 90});
    gfx.fill_rect({frame.x + frame.w, frame.y + 20, 4, frame.h - 44}, {0, 0, 0, 90});
    gfx.outline_rounded(frame, 14, {30, 34, 60, 255}, 11);

    if (g_note_step <= 0) g_note_step = gfx.measure("1 1", kNoteSize).w - gfx.measure("1", kNoteSize).w;
    const int sel = ui.selected.value_or(-1);
    const int sel_digit = ui.digit;
    CellSet hint_main, hint_second;
    if (ui.hint) {
        for (auto c : ui.hint->cells) hint_main.set(c);
        for (auto c : ui.hint->secondary) hint_second.set(c);
    }

    // Cell backgrounds with the row/column/box and same-digit highlights. With the software
    // renderer each draw call has a fixed cost, so the paper is one fill and only tinted cells
    // get their own, all without blending.
    {
        gfx.solid_rect(l.board, kPaper);
        for (int c = 0; c < 81; ++c) {
            const auto cu = static_cast<std::size_t>(c);
            Colour bg = state.givens[cu] ? kPaperGiven : kPaper;
            if (sel >= 0 && c != sel &&
                (row_of(c) == row_of(sel) || col_of(c) == col_of(sel) ||
                 (classic && box_of(c) == box_of(sel))))
                bg = kPeer;
            if (sel_digit && state.values[cu] == sel_digit) bg = kSameDigit;
            if (conflicts.test(cu)) bg = kConflictBg;
            if (c == sel) bg = kSelected;
            if (bg.r != kPaper.r || bg.g != kPaper.g || bg.b != kPaper.b) gfx.solid_rect(l.cell_rect(c), bg);
        }
    }
    for (int c = 0; c < 81; ++c) {
        const Visual& fx = *cell_fx_[static_cast<std::size_t>(c)];
        if (fx.alpha > 0.01f)
            gfx.fill_rect(l.cell_rect(c), {static_cast<Uint8>(fx.tint.r), static_cast<Uint8>(fx.tint.g),
                                           static_cast<Uint8>(fx.tint.b),
                                           static_cast<Uint8>(std::clamp(fx.alpha, 0.0f, 1.0f) * 255)});
    }

    // Grid lines: thin between cells, thick box lines only in the classic stage.
    for (int i = 1; i < 9; ++i) {
        const float x = l.board.x + static_cast<float>(i) * l.cell,
                    y = l.board.y + static_cast<float>(i) * l.cell;
        const bool thick = classic && i % 3 == 0;
        const float t = thick ? 3.0f : 1.0f;
        const Colour col = thick ? kThick : kThin;
        gfx.fill_rect({x - t / 2, l.board.y, t, l.board.h}, col);
        gfx.fill_rect({l.board.x, y - t / 2, l.board.w, t}, col);
    }
    gfx.outline_rect(l.board, kThick, 3);

    // Hint pattern: pulsing outlines (orange: the pattern, purple: the second group).
    if (ui.hint) {
        const float pulse = 0.55f + 0.45f * static_cast<float>(std::sin(ui.clock * 6.0));
        // Where to look (a single's row, a pair's box...) gets a wash; the cells only from the
        // hint's second grade on.
        for (int c = 0; c < 81; ++c)
            if (ui.hint_region.test(static_cast<std::size_t>(c)))
                gfx.fill_rect(l.cell_rect(c), {255, 160, 60, ui.hint_level <= 1 ? Uint8{70} : Uint8{40}});
        for (int c = 0; c < 81 && ui.hint_level >= 2; ++c) {
            const auto cu = static_cast<std::size_t>(c);
            if (!hint_main.test(cu) && !hint_second.test(cu)) continue;
            const SDL_FRect r = l.cell_rect(c);
            const Colour col = hint_main.test(cu) ? kHintMain : kHintSecond;
            gfx.fill_rect({r.x + 2, r.y + 2, r.w - 4, r.h - 4}, with_alpha(col, 0.18f * pulse));
            gfx.outline_rounded({r.x + 3, r.y + 3, r.w - 6, r.h - 6}, 6, with_alpha(col, pulse), 3);
        }
    }

    // Hover and the keyboard cursor.
    if (ui.hover && *ui.hover != sel) {
        const SDL_FRect r = l.cell_rect(*ui.hover);
        gfx.outline_rounded({r.x + 2, r.y + 2, r.w - 4, r.h - 4}, 5, {255, 170, 40, 200}, 2);
    }
    if (sel >= 0) {
        const SDL_FRect r = l.cell_rect(sel);
        gfx.outline_rounded({r.x + 1, r.y + 1, r.w - 2, r.h - 2}, 6, {230, 120, 0, 255},
                            ui.keyboard ? 4.0f : 3.0f);
    }

    draw_digits(gfx, state, conflicts, ui);
}

// The digits, the pencil marks and the ghosts of what a move took away.
void BoardView::draw_digits(Gfx& gfx, const State& state, const CellSet& conflicts, const UiState& ui) const {
    const Layout& l = layout_;
    const int sel_digit = ui.digit;
    for (int c = 0; c < 81; ++c) {
        const auto cu = static_cast<std::size_t>(c);
        const SDL_FPoint p = l.cell_centre(c);
        const int d = state.values[cu];
        if (d) {
            const Visual& v = *digit_fx_[cu];
            if (v.alpha <= 0.01f) continue;
            const bool given = state.givens[cu] != 0;
            const Colour ink = conflicts.test(cu) && !given ? kInkConflict : given ? kInkGiven : kInkPlayer;
            centred(gfx, digit_text(d), p.x + v.x, p.y + v.y + 1, scaled_size(kDigitSize, v.scale),
                    with_alpha(ink, v.alpha), given);
            if (ui.colourblind && conflicts.test(cu)) {
                const SDL_FRect r = l.cell_rect(c);
                gfx.circle(r.x + r.w - 10, r.y + 10, 7, kInkConflict);
                centred(gfx, "!", r.x + r.w - 10, r.y + 10, 12, {255, 255, 255, 255}, true);
            }
        } else if (state.notes[cu]) {
            const Visual& nv = *note_fx_[cu];
            const int size = scaled_size(kNoteSize, nv.scale);
            const Mask m = state.notes[cu];
            const bool strong = sel_digit && (m & digit_bit(sel_digit));
            if (size == kNoteSize) {
                // At rest a row of marks is one cached string ("4 5 6", figure spaces for gaps):
                // a full board of marks costs about a third of the glyph copies.
                for (int row = 0; row < 3; ++row) {
                    const int bits = (m >> (row * 3)) & 7;
                    if (!bits) continue;
                    const int skip = strong && (sel_digit - 1) / 3 == row ? (sel_digit - 1) % 3 : -1;
                    const SDL_FPoint np = note_pos(l, c, row * 3 + 2);
                    centred(gfx, note_row(row, bits, skip), np.x, np.y, kNoteSize, kInkNote, false);
                }
                if (strong) {
                    const SDL_FPoint np = note_pos(l, c, sel_digit);
                    gfx.circle(np.x, np.y, 8, {190, 210, 250, 255});
                    centred(gfx, digit_text(sel_digit), np.x, np.y, kNoteSize, kInkPlayer, true);
                }
            } else {
                for (int n = 1; n <= 9; ++n) {
                    if (!(m & digit_bit(n))) continue;
                    const SDL_FPoint np = note_pos(l, c, n);
                    centred(gfx, digit_text(n), np.x, np.y, size, n == sel_digit ? kInkPlayer : kInkNote,
                            n == sel_digit);
                }
            }
        }
    }
    for (const Ghost& gh : ghosts_) {
        if (gh.v->alpha <= 0.01f) continue;
        if (gh.note) {
            const SDL_FPoint np = note_pos(l, gh.cell, gh.digit);
            centred(gfx, digit_text(gh.digit), np.x, np.y, scaled_size(kNoteSize, gh.v->scale),
                    with_alpha(kInkNote, gh.v->alpha), false);
        } else {
            const SDL_FPoint p = l.cell_centre(gh.cell);
            centred(gfx, digit_text(gh.digit), p.x, p.y + 1, scaled_size(kDigitSize, gh.v->scale),
                    with_alpha(kInkPlayer, gh.v->alpha), false);
        }
    }
}

void BoardView::draw_popups(Gfx& gfx) const {
    // Inside the grid, whatever the unit: the help beside it and the number pad stay in view.
    const SDL_FRect g = layout_.board;
    for (const Popup& pp : popups_) {
        if (pp.v->alpha <= 0.01f) continue;
        const TextSize sz = gfx.measure(pp.text, 22, true);
        const float half = std::min(sz.w / 2 + 12, g.w / 2);
        const float x = std::clamp(pp.v->x, g.x + half, g.x + g.w - half);
        gfx.fill_rounded({x - sz.w / 2 - 12, pp.v->y - sz.h / 2 - 4, sz.w + 24, sz.h + 8}, 12,
                         with_alpha({20, 22, 40, 230}, pp.v->alpha));
        centred(gfx, pp.text, x, pp.v->y, 22, with_alpha(pp.colour, pp.v->alpha), true);
    }
}

void BoardView::draw_pad(Gfx& gfx, const std::array<int, 10>& counts, const std::array<bool, 10>& done,
                         const UiState& ui, bool can_erase) const {
    const Layout& l = layout_;
    for (int d = 1; d <= 9; ++d) {
        const Visual& v = *pad_fx_[static_cast<std::size_t>(d)];
        SDL_FRect r = l.pad[d];
        const float grow = (v.scale - 1) * r.w / 2;
        r = {r.x - grow, r.y - grow, r.w + 2 * grow, r.h + 2 * grow};
        const bool hover = ui.hover_pad && *ui.hover_pad == d;
        const bool finished = done[static_cast<std::size_t>(d)];
        Colour face = finished ? Colour{40, 70, 60, 255} : hover ? Colour{80, 92, 150, 255} : theme::kButton;
        gfx.fill_rounded(r, 14, face);
        if (ui.digit == d) gfx.outline_rounded(r, 14, theme::kAccent, 3);
        const Colour ink = finished ? Colour{150, 210, 170, 255} : theme::kText;
        if (ui.notes_mode) {
            // Notes mode: the digit sits small in its mark position, as it will on the board.
            const int i = d - 1;
            centred(gfx, digit_text(d), r.x + r.w / 2 + static_cast<float>(i % 3 - 1) * 20,
                    r.y + r.h / 2 - 8 + static_cast<float>(i / 3 - 1) * 16, 24, ink, true);
        } else {
            centred(gfx, digit_text(d), r.x + r.w / 2, r.y + r.h / 2 - 8, 40, ink, true);
        }
        const int left = 9 - counts[static_cast<std::size_t>(d)];
        if (finished) {
            // A tick: the digit is complete.
            const float cx = r.x + r.w / 2, cy = r.y + r.h - 16;
            gfx.line(cx - 9, cy, cx - 3, cy + 6, 3, theme::kGood);
            gfx.line(cx - 3, cy + 6, cx + 9, cy - 6, 3, theme::kGood);
        } else {
            const std::string label = left <= 0 ? tr("all placed") : trf("{0} left", left);
            centred(gfx, label, r.x + r.w / 2, r.y + r.h - 15, 13, theme::kTextDim, false);
        }
    }
    const std::string labels[] = {tr("Erase"), ui.notes_mode ? tr("Notes: ON") : tr("Notes: off"),
                                  tr("Auto notes")};
    for (int k = kPadErase; k <= kPadAuto; ++k) {
        const SDL_FRect r = l.pad[k];
        const bool hover = ui.hover_pad && *ui.hover_pad == k;
        const bool enabled = k != kPadErase || can_erase;
        Colour face = hover && enabled ? Colour{80, 92, 150, 255} : theme::kButton;
        if (k == kPadNotes && ui.notes_mode) face = {150, 110, 30, 255};
        gfx.fill_rounded(r, 12, face);
        if (k == kPadNotes && ui.notes_mode) gfx.outline_rounded(r, 12, theme::kAccent, 2);
        centred(gfx, labels[k - kPadErase], r.x + r.w / 2, r.y + r.h / 2, 20,
                enabled ? theme::kText : theme::kTextDim, true);
    }
}

} // namespace tessera::app::sudoku_view
