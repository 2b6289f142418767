#include "tessera/app/games/sudoku/sudoku_scene.hpp"

#include <algorithm>
#include <cmath>

#include "tessera/app/framework/i18n.hpp"
#include "tessera/app/framework/spatial_nav.hpp"
#include "tessera/app/framework/theme.hpp"
#include "tessera/app/game_registry.hpp"
#include "tessera/app/games/sudoku/sudoku_words.hpp"
#include "tessera/core/sudoku/free_play.hpp"
#include "tessera/levels/common/document.hpp"
#include "tessera/levels/sudoku/level.hpp"

namespace tessera::app {

namespace {

using namespace sudoku_view;

// Pencil marks, between Hint and Restart.
constexpr ToolSpec kSudokuNotesTool[] = {
    {SudokuScene::kToolNotes, N_("Notes"), "icon_notes", "N", "LB/RB", SDLK_n},
};
constexpr Toolbar kSudokuTools(kToolUndo | kToolRedo | kToolHint | kToolRestart | kToolPause,
                               kSudokuNotesTool);

// Where a hint's step happens, for its first grade: its unit, else the boxes (Latin: the rows)
// holding its pattern.
sudoku::CellSet hint_region(const sudoku::Step& step, sudoku::Rules rules) {
    const auto& g = sudoku::geometry(rules);
    sudoku::CellSet out;
    if (step.unit >= 0 && step.unit < g.unit_count) {
        for (const auto c : g.unit_cells[static_cast<std::size_t>(step.unit)]) out.set(c);
        return out;
    }
    for (const auto c : step.cells)
        for (int u = 0; u < g.unit_count; ++u) {
            const sudoku::UnitKind k = sudoku::unit_kind(u);
            if (k != (rules == sudoku::Rules::Classic ? sudoku::UnitKind::Box : sudoku::UnitKind::Row))
                continue;
            const auto& cells = g.unit_cells[static_cast<std::size_t>(u)];
            if (std::find(cells.begin(), cells.end(), c) != cells.end())
                for (const auto d : cells) out.set(d);
        }
    return out;
}

std::string region_name(const sudoku::Step& step, sudoku::Rules rules) {
    const auto& g = sudoku::geometry(rules);
    if (step.unit < 0 || step.unit >= g.unit_count) return tr("Look at the highlighted cells.");
    const int i = sudoku::unit_index(step.unit) + 1;
    switch (sudoku::unit_kind(step.unit)) {
    case sudoku::UnitKind::Row:
        return trf("Look at row {0}.", i);
    case sudoku::UnitKind::Column:
        return trf("Look at column {0}.", i);
    default:
        return trf("Look at box {0}.", i);
    }
}

std::string stage_text(sudoku::Rules rules) {
    return rules == sudoku::Rules::Latin ? tr("Latin square") : tr("Classic sudoku");
}

} // namespace

SudokuScene::SudokuScene(App& app, levels::LevelInfo info, sudoku::Puzzle puzzle)
    : SessionScene(app, std::move(info), kSudokuTools, sudoku::start(puzzle)), puzzle_(std::move(puzzle)) {
    for (int c = 0; c < sudoku::kCells; ++c)
        if (!puzzle_.givens[static_cast<std::size_t>(c)]) {
            ui_.selected = c;
            break;
        }
    begin();
}

SudokuScene::SaveParams SudokuScene::save_params() const {
    return {"level=" + level().key() + ";stage=" + std::string(sudoku::rules_name(puzzle_.rules)) +
                ";givens=" + sudoku::format_digits(puzzle_.givens),
            0};
}

int SudokuScene::hints_taken() const {
    int n = 0;
    for (const auto& m : session().moves()) n += m.kind == sudoku::MoveKind::Hint;
    return std::max(n, hints_used()); // a hint looked at and not played counts too (the reward rule)
}

std::string SudokuScene::refuse_resume(const sudoku::State& end) const {
    if (sudoku::status(end).phase == sudoku::Phase::Playing) return {};
    return "save ends with the puzzle solved: a finished game is not resumed";
}

std::string SudokuScene::save_dropped_message(const nlohmann::json& saved) const {
    const bool other_custom =
        level().id == "custom" && saved.is_object() && saved.contains("id") && saved["id"] != save_id();
    if (other_custom) return tr("Your game of the puzzle you entered before was replaced by this one.");
    return SessionScene::save_dropped_message(saved);
}

AnimOptions SudokuScene::anim_options() {
    AnimOptions o;
    o.reduced_motion = app().settings().reduced_motion;
    o.sound = [this](const char* name) { sound(name); };
    return o;
}

void SudokuScene::show_state(bool intro) {
    timeline().clear();
    view_.reset();
    if (intro) timeline().add(view_.animate_intro(anim_options()));
}

void SudokuScene::on_state_changed() {
    const sudoku::State& st = state();
    conflicts_ = sudoku::conflicts(st);
    counts_ = sudoku::digit_counts(st);
    for (int d = 1; d <= 9; ++d) {
        bool clean = counts_[static_cast<std::size_t>(d)] == 9;
        for (int c = 0; c < sudoku::kCells && clean; ++c)
            if (st.values[static_cast<std::size_t>(c)] == d && conflicts_.test(static_cast<std::size_t>(c)))
                clean = false;
        done_[static_cast<std::size_t>(d)] = clean;
    }
}

void SudokuScene::try_move(const sudoku::Move& move) {
    if (!accepts_input()) return;
    if (!play_move(move)) sound("invalid");
}

void SudokuScene::animate_move(const sudoku::State& before, const sudoku::Outcome& out,
                               const sudoku::Move& move) {
    view_.prune();
    timeline().add(view_.animate_move(out.events, before, state(), anim_options()));
    last_cell_ = move.cell;
    for (const auto& ev : out.events) {
        if (const auto* p = std::get_if<sudoku::DigitPlaced>(&ev)) last_cell_ = p->cell;
        if (const auto* h = std::get_if<sudoku::HintUsed>(&ev)) flash(step_text(h->step), 4.0);
    }
    const auto st = sudoku::status(state());
    if (st.phase == Phase::Playing && st.filled == sudoku::kCells && st.conflicts > 0)
        flash(trnf("The board is full but {0} cell is in conflict.",
                   "The board is full but {0} cells are in conflict.", st.conflicts, st.conflicts),
              3.0);
}

ResultCard SudokuScene::result_card(const sudoku::Status&) {
    const int hints = hints_taken();
    ResultCard o;
    o.won = true;
    o.title = tr("Puzzle solved!");
    o.timed = true;
    o.stars = hints == 0 ? 3 : hints <= 3 ? 2 : 1;
    o.lines.push_back(stage_text(puzzle_.rules) + " \xC2\xB7 " + difficulty_text(puzzle_.rating.difficulty) +
                      " \xC2\xB7 " +
                      (hints == 0 ? tr("no hints") : trnf("{0} hint", "{0} hints", hints, hints)));
    // The local ranking: the level's top times with this one merged in (the profile records it).
    std::vector<std::int64_t> times;
    const auto rec = app().profile().levels.find(level().key());
    if (rec != app().profile().levels.end())
        for (const auto& t : rec->second.top_times) times.push_back(t.ms);
    const auto mine = static_cast<std::int64_t>(elapsed() * 1000);
    times.push_back(mine);
    std::sort(times.begin(), times.end());
    std::string ranking;
    for (std::size_t i = 0; i < times.size() && i < 5; ++i) {
        ranking += (i ? "   " : "") + std::to_string(i + 1) + ". " +
                   clock_text(static_cast<double>(times[i]) / 1000.0);
        if (times[i] == mine && ranking.find('*') == std::string::npos) ranking += "*";
    }
    o.lines.push_back(trf("Best times: {0}", ranking));
    return o;
}

void SudokuScene::animate_ending(const ResultCard&) {
    timeline().add(view_.animate_win(last_cell_, anim_options()));
    flash(tr("Solved!"), 2.0);
}

void SudokuScene::step_view(double) {
    ui_.clock = time();
    if (!animating()) view_.prune();
}

// --------------------------------------------------------------------------------- input

void SudokuScene::select(int cell) {
    ui_.selected = cell;
    const int v = state().values[static_cast<std::size_t>(cell)];
    if (v) ui_.digit = v;
}

void SudokuScene::press_pad(int key) {
    if (key >= 1 && key <= 9)
        press_digit(key);
    else if (key == kPadErase)
        press_erase();
    else if (key == kPadNotes)
        toggle_notes();
    else if (key == kPadAuto)
        try_move(sudoku::auto_candidates());
}

// The arrows reach the number pad too (a pad's D-pad has no digit keys): Right from the last column
// enters it, arrows move between its keys by position, Left from its first column comes back.
void SudokuScene::move_in_pad(int dx, int dy) {
    const Layout& l = layout();
    std::vector<NavCandidate> keys;
    for (int k = 1; k < kPadKeyCount; ++k) keys.push_back({k, centre_of(l.pad[static_cast<std::size_t>(k)])});
    const int best =
        nearest_toward(centre_of(l.pad[static_cast<std::size_t>(*pad_cursor_)]), keys, dx, dy, 3.0f);
    if (best >= 0)
        pad_cursor_ = best;
    else if (dx < 0)
        pad_cursor_.reset(); // back to the grid, on the selected cell
}

void SudokuScene::move_cursor(int dr, int dc) {
    if (pad_cursor_) {
        move_in_pad(dc, dr);
        return;
    }
    const int cur0 = ui_.selected.value_or(40);
    if (dc > 0 && cur0 % 9 == 8) {
        // Into the pad: the key level with the selected cell's row.
        const Layout& l = layout();
        const SDL_FRect cell = l.cell_rect(cur0);
        int best = 1;
        float best_gap = 1e30f;
        for (int k = 1; k < kPadKeyCount; ++k) {
            const SDL_FRect& r = l.pad[static_cast<std::size_t>(k)];
            const float gap = std::abs(r.y + r.h / 2 - (cell.y + cell.h / 2)) + 0.01f * r.x;
            if (gap < best_gap) {
                best_gap = gap;
                best = k;
            }
        }
        pad_cursor_ = best;
        ui_.keyboard = true;
        return;
    }
    const int cur = ui_.selected.value_or(40);
    const int r = (cur / 9 + dr + 9) % 9, c = (cur % 9 + dc + 9) % 9;
    ui_.keyboard = true;
    ui_.selected = r * 9 + c; // the arrows keep the chosen digit (a click on a filled cell takes its digit)
}

void SudokuScene::press_digit(int digit) {
    ui_.digit = digit;
    if (!ui_.selected) {
        flash(tr("Select a cell first"));
        return;
    }
    const int cell = *ui_.selected;
    const auto& st = state();
    if (st.givens[static_cast<std::size_t>(cell)]) {
        sound("invalid");
        flash(tr("That cell is a given: it is locked"));
        return;
    }
    if (ui_.notes_mode) {
        if (st.values[static_cast<std::size_t>(cell)]) {
            sound("invalid");
            flash(tr("Marks go in empty cells: erase the digit first"));
            return;
        }
        try_move(sudoku::toggle_note(cell, digit));
        return;
    }
    // Typing the digit already there takes it out again.
    if (st.values[static_cast<std::size_t>(cell)] == digit)
        try_move(sudoku::erase(cell));
    else
        try_move(sudoku::place(cell, digit));
}

void SudokuScene::press_erase() {
    if (!ui_.selected) return;
    const int cell = *ui_.selected;
    const auto& st = state();
    if (st.givens[static_cast<std::size_t>(cell)]) {
        sound("invalid");
        flash(tr("That cell is a given: it is locked"));
    } else if (st.values[static_cast<std::size_t>(cell)]) {
        try_move(sudoku::erase(cell));
    } else if (st.notes[static_cast<std::size_t>(cell)]) {
        // Marks go one digit at a time (each its own undo step): erase the highlighted one, else the lowest.
        const sudoku::Mask m = st.notes[static_cast<std::size_t>(cell)];
        const int d = ui_.digit && (m & sudoku::digit_bit(ui_.digit)) ? ui_.digit : sudoku::first_digit(m);
        try_move(sudoku::toggle_note(cell, d));
    } else {
        sound("invalid");
    }
}

void SudokuScene::toggle_notes() {
    ui_.notes_mode = !ui_.notes_mode;
    sound("click");
    flash(ui_.notes_mode ? tr("Notes on: digits become pencil marks") : tr("Notes off"), 2.0);
}

void SudokuScene::on_hint_shown(bool asked) {
    if (const auto h = hint_cache()) {
        hint_region_ = hint_region(*h, puzzle_.rules);
        // First where to look and which technique; then the move itself.
        hint_text_ = hint_level() <= 1 ? region_name(*h, puzzle_.rules) : step_text(*h);
    }
    clear_flash(); // the previous hint's line would read as this one's
    if (asked) sound("pick");
}

bool SudokuScene::on_action(InputAction action) {
    if (!accepts_input()) return false;
    switch (action) {
    case InputAction::Up:
        move_cursor(-1, 0);
        return true;
    case InputAction::Down:
        move_cursor(1, 0);
        return true;
    case InputAction::Left:
        move_cursor(0, -1);
        return true;
    case InputAction::Right:
        move_cursor(0, 1);
        return true;
    case InputAction::Select:
        if (pad_cursor_) {
            // A digit chosen on the pad with the arrows becomes the highlighted digit and the
            // arrows go back to the grid, where Enter/A puts it into any cell (digit-first).
            const int key = *pad_cursor_;
            if (key >= 1 && key <= 9) {
                ui_.digit = key;
                pad_cursor_.reset();
                sound("click");
            } else {
                press_pad(key);
            }
            return true;
        }
        // Digit-first entry: Enter/Space put the highlighted digit into the cursor's cell.
        if (ui_.digit)
            press_digit(ui_.digit);
        else
            flash(tr("Type 1-9 (or pick a digit on the pad) first"), 3.0);
        return true;
    default:
        return false;
    }
}

bool SudokuScene::on_event(const SDL_Event& e) {
    const Layout& l = layout();
    switch (e.type) {
    case SDL_MOUSEMOTION: {
        const auto x = static_cast<float>(e.motion.x), y = static_cast<float>(e.motion.y);
        ui_.hover = l.cell_at(x, y);
        ui_.hover_pad = l.pad_at(x, y);
        hover_enter_ = l.on_enter_button(x, y);
        return false;
    }
    case SDL_MOUSEBUTTONDOWN: {
        if (!accepts_input()) return false;
        const auto x = static_cast<float>(e.button.x), y = static_cast<float>(e.button.y);
        ui_.keyboard = false;
        pad_cursor_.reset();
        if (const auto cell = l.cell_at(x, y)) {
            select(*cell);
            if (e.button.button == SDL_BUTTON_RIGHT)
                press_erase();
            else
                sound("click");
            return true;
        }
        if (const auto key = l.pad_at(x, y)) {
            press_pad(*key);
            return true;
        }
        if (l.on_enter_button(x, y)) {
            open_enter_puzzle();
            return true;
        }
        return false;
    }
    case SDL_KEYDOWN: {
        if (!accepts_input()) return false;
        const auto key = e.key.keysym.sym;
        const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
        const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
        if (ctrl) return false;
        switch (key) {
        case SDLK_BACKSPACE:
        case SDLK_DELETE:
        case SDLK_0:
        case SDLK_KP_0:
            press_erase();
            return true;
        case SDLK_a:
            try_move(sudoku::auto_candidates());
            return true;
        case SDLK_e:
            open_enter_puzzle();
            return true;
        default:
            break;
        }
        int digit = 0;
        if (key >= SDLK_1 && key <= SDLK_9) digit = static_cast<int>(key - SDLK_0);
        if (key >= SDLK_KP_1 && key <= SDLK_KP_9) digit = static_cast<int>(key - SDLK_KP_1) + 1;
        if (digit) {
            if (shift && !ui_.notes_mode) {
                // Shift+digit writes a mark without switching modes.
                ui_.notes_mode = true;
                press_digit(digit);
                ui_.notes_mode = false;
            } else {
                press_digit(digit);
            }
            return true;
        }
        return false;
    }
    default:
        return false;
    }
}

// Undo and redo show the new state and pulse the first cell that changed.
void SudokuScene::animate_history(const sudoku::State& before, Step step) {
    if (step == Step::Restart) {
        ui_.notes_mode = false;
        ui_.digit = 0;
        show_state(true);
        return;
    }
    show_state(false);
    for (int c = 0; c < sudoku::kCells; ++c)
        if (before.values[static_cast<std::size_t>(c)] != state().values[static_cast<std::size_t>(c)] ||
            before.notes[static_cast<std::size_t>(c)] != state().notes[static_cast<std::size_t>(c)]) {
            timeline().add(view_.animate_pulse(c));
            break;
        }
    sound("swap");
}

void SudokuScene::act_on_hint(const sudoku::Step&) { try_move(sudoku::take_hint()); }

void SudokuScene::on_tool(ToolButton tool) {
    if (tool == kToolNotes && accepts_input()) toggle_notes();
}

std::string SudokuScene::tool_badge(ToolButton tool) const {
    if (tool == kToolNotes && ui_.notes_mode) return tr("ON");
    if (tool == kToolHint && hints_taken() > 0) return std::to_string(hints_taken());
    return {};
}

bool SudokuScene::tool_enabled(ToolButton tool) const {
    switch (tool) {
    case kToolUndo:
        return accepts_input() && session().can_undo();
    case kToolRedo:
        return accepts_input() && session().can_redo();
    case kToolHint:
    case kToolNotes:
        return accepts_input();
    default:
        return true;
    }
}

// --------------------------------------------------------------------------------- drawing

HudInfo SudokuScene::hud() const {
    HudInfo h;
    h.items.push_back({N_("Time"), clock_text(elapsed())});
    h.items.push_back({N_("Difficulty"), difficulty_text(puzzle_.rating.difficulty)});
    h.items.push_back({N_("Hints"), std::to_string(hints_taken())});
    const int filled = sudoku::count_filled(state().values);
    h.progress = static_cast<double>(filled) / sudoku::kCells;
    h.progress_label = trf("Filled {0} / {1}", filled, sudoku::kCells);
    return h;
}

void SudokuScene::on_draw(Gfx& gfx) {
    ui_.colourblind = app().settings().colourblind_symbols;
    const std::optional<sudoku::Step> hint = hint_shown() ? hint_cache() : std::nullopt;
    ui_.hint = hint ? &*hint : nullptr;
    ui_.hint_level = hint_level();
    ui_.hint_region = hint_region_;
    view_.draw_board(gfx, state(), conflicts_, ui_);
    bool can_erase = false;
    if (ui_.selected) {
        const auto c = static_cast<std::size_t>(*ui_.selected);
        can_erase = !state().givens[c] && (state().values[c] || state().notes[c]);
    }
    const std::optional<int> mouse_pad = ui_.hover_pad;
    if (pad_cursor_) ui_.hover_pad = pad_cursor_;
    draw_panels(gfx, can_erase);
    ui_.hover_pad = mouse_pad;
    view_.draw_popups(gfx);
    ui_.hint = nullptr; // it pointed at this frame's copy
}

void SudokuScene::draw_panels(Gfx& gfx, bool can_erase) {
    solid_panel(gfx, layout().right);
    view_.draw_pad(gfx, counts_, done_, ui_, can_erase);
    draw_side_panel(gfx);
}

void SudokuScene::draw_side_panel(Gfx& gfx) {
    const Layout& l = layout();
    const SDL_FRect p = l.left;
    solid_panel(gfx, p);
    const float x = p.x + 18, w = p.w - 36;
    gfx.text(stage_text(puzzle_.rules), x, p.y + 14, 24, theme::kAccent, Align::Left, true);
    gfx.text_fit(puzzle_.rules == sudoku::Rules::Latin ? tr("1-9 once in every row and column")
                                                       : tr("1-9 once in every row, column, box"),
                 x, p.y + 46, w, 15, 12, theme::kTextDim); // Spanish runs longer

    // The tracker of completed digits.
    gfx.text(tr("Completed digits"), x, p.y + 76, 15, theme::kTextDim);
    for (int d = 1; d <= 9; ++d) {
        const float cx = x + 12 + static_cast<float>(d - 1) * 29.0f, cy = p.y + 116;
        const bool done = done_[static_cast<std::size_t>(d)];
        if (done)
            gfx.circle(cx, cy, 12, theme::kGood);
        else
            gfx.ring(cx, cy, 12, 2, {110, 118, 160, 255});
        const TextSize sz = gfx.measure(std::to_string(d), 16, true);
        gfx.text(std::to_string(d), cx, cy - sz.h / 2, 16, done ? Colour{20, 50, 30, 255} : theme::kTextDim,
                 Align::Centre, true);
    }

    // The hint, or how to play.
    const SDL_FRect box{p.x + 12, p.y + 150, p.w - 24, 280};
    solid_rounded(gfx, box, 12, {14, 16, 32, 255});
    float y = box.y + 14;
    if (const auto hint = hint_shown() ? hint_cache() : std::nullopt) {
        // A technique's name runs long in some languages: it shrinks, then ends in "…".
        gfx.text_fit(trf("Hint: {0}", technique_text(hint->technique)), x, y, w, 20, 14, {255, 150, 50, 255},
                     Align::Left, true);
        y += 34;
        y += gfx.text_wrapped(hint_text_, x, y, w, 17, theme::kText) + 14;
        gfx.text_wrapped(hint_level() <= 1 ? tr("Press H or Hint again to see the move.")
                                           : tr("Press H or Hint again to make it."),
                         x, std::max(y, box.y + box.h - 60), w, 15, theme::kTextDim);
    } else {
        gfx.text(tr("How to play"), x, y, 20, theme::kText, Align::Left, true);
        y += 34;
        y += gfx.text_wrapped(tr("Pick a cell (mouse or arrows), then a digit: pad or 1-9."), x, y, w, 16,
                              theme::kTextDim, false, 5) +
             12;
        static const char* const kKeys[][2] = {
            {"N", N_("notes on / off")},     {N_("Backspace"), N_("erase")},    {"A", N_("auto notes")},
            {"H", N_("hint (again: more)")}, {"Ctrl+Z / Y", N_("undo / redo")}, {"E", N_("enter a puzzle")}};
        // The keys' column is as wide as its widest key ("Retroceso" in Spanish); what they do
        // takes the rest of the box, shrunk a little when it runs long.
        float key_w = 0;
        for (const auto& k : kKeys) key_w = std::max(key_w, gfx.measure(tr(k[0]), 16, true).w);
        const float dx = x + key_w + 12, right = box.x + box.w - 10;
        for (const auto& k : kKeys) {
            gfx.text(tr(k[0]), x, y, 16, theme::kAccent, Align::Left, true);
            gfx.text_fit(tr(k[1]), dx, y, right - dx, 16, 13, theme::kTextDim);
            y += 24;
        }
    }

    // "Enter a puzzle".
    const SDL_FRect b = l.enter_button;
    gfx.fill_rounded(b, 12, hover_enter_ ? Colour{80, 92, 150, 255} : theme::kButton);
    gfx.outline_rounded(b, 12, hover_enter_ ? theme::kAccent : theme::kPanelEdge, 2);
    const std::string enter = tr("Enter a puzzle  (E)");
    const TextSize sz = gfx.measure(enter, 19, true);
    gfx.text(enter, b.x + b.w / 2, b.y + (b.h - sz.h) / 2, 19, theme::kText, Align::Centre, true);
}

void SudokuScene::open_enter_puzzle() { app().scenes().push(make_sudoku_enter_scene(app(), puzzle_.rules)); }

} // namespace tessera::app
