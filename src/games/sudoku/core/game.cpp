#include "tessera/core/sudoku/game.hpp"

#include <charconv>

#include "tessera/core/sudoku/solver.hpp"

namespace tessera::sudoku {

std::optional<State> start(const Digits& givens, Rules rules) {
    const SolveResult s = solve(givens, rules, 2);
    if (s.count != 1) return std::nullopt;
    State st;
    st.rules = rules;
    st.givens = givens;
    st.values = givens;
    st.solution = s.solution;
    return st;
}

State start(const Puzzle& puzzle) {
    State st;
    st.rules = puzzle.rules;
    st.givens = puzzle.givens;
    st.values = puzzle.givens;
    st.solution = puzzle.solution;
    return st;
}

Move place(int cell, int digit) {
    return {MoveKind::Place, static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
}
Move erase(int cell) { return {MoveKind::Erase, static_cast<std::uint8_t>(cell), 0}; }
Move toggle_note(int cell, int digit) {
    return {MoveKind::ToggleNote, static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
}
Move auto_candidates() { return {MoveKind::AutoCandidates, 0, 0}; }
Move take_hint() { return {MoveKind::Hint, 0, 0}; }

std::string to_string(const Move& move) {
    switch (move.kind) {
    case MoveKind::Place:
        return cell_name(move.cell) + "=" + std::to_string(move.digit);
    case MoveKind::Erase:
        return cell_name(move.cell) + "-";
    case MoveKind::ToggleNote:
        return cell_name(move.cell) + "~" + std::to_string(move.digit);
    case MoveKind::AutoCandidates:
        return "auto";
    default:
        return "hint";
    }
}

std::optional<Move> parse_move(std::string_view text) {
    if (text == "auto") return auto_candidates();
    if (text == "hint") return take_hint();
    // rRcC then '=' digit, '-', or '~' digit
    if (text.size() < 5 || text[0] != 'r' || text[2] != 'c') return std::nullopt;
    const int r = text[1] - '1', c = text[3] - '1';
    if (r < 0 || r > 8 || c < 0 || c > 8) return std::nullopt;
    const int cell = cell_at(r, c);
    const char op = text[4];
    if (op == '-' && text.size() == 5) return erase(cell);
    if ((op == '=' || op == '~') && text.size() == 6 && text[5] >= '1' && text[5] <= '9')
        return op == '=' ? place(cell, text[5] - '0') : toggle_note(cell, text[5] - '0');
    return std::nullopt;
}

namespace {

std::vector<std::uint8_t> to_list(const CellSet& set) {
    std::vector<std::uint8_t> out;
    for (int c = 0; c < kCells; ++c)
        if (set.test(static_cast<std::size_t>(c))) out.push_back(static_cast<std::uint8_t>(c));
    return out;
}

bool unit_complete(const Digits& v, const Geometry& g, int unit) {
    Mask seen = 0;
    for (auto c : g.unit_cells[unit]) {
        if (v[c] == 0 || (seen & digit_bit(v[c]))) return false;
        seen |= digit_bit(v[c]);
    }
    return true;
}

// Places a digit with the mark clean-up of the peers; appends the events.
void place_digit(State& st, int cell, int digit, std::vector<Event>& events) {
    const Geometry& g = geometry(st.rules);
    const auto c8 = static_cast<std::uint8_t>(cell);
    events.push_back(DigitPlaced{c8, static_cast<std::uint8_t>(digit), st.values[cell]});
    st.values[cell] = static_cast<std::uint8_t>(digit);
    if (st.notes[cell]) {
        events.push_back(NotesCleared{c8, st.notes[cell]});
        st.notes[cell] = 0;
    }
    NotesPruned pruned{static_cast<std::uint8_t>(digit), {}};
    for (int k = 0; k < g.peer_count; ++k) {
        const auto p = g.peers[cell][k];
        if (st.notes[p] & digit_bit(digit)) {
            st.notes[p] = static_cast<Mask>(st.notes[p] & ~digit_bit(digit));
            pruned.cells.push_back(p);
        }
    }
    if (!pruned.cells.empty()) events.push_back(std::move(pruned));
}

// The candidates the hint reasons with: the player's marks where they are consistent with the
// placed digits and keep the solution's digit, the derived candidates elsewhere.
Candidates effective_candidates(const State& st) {
    const Candidates derived = derive_candidates(st.values, st.rules);
    Candidates eff{};
    for (int c = 0; c < kCells; ++c) {
        if (st.values[c]) continue;
        const Mask m = static_cast<Mask>(st.notes[c] & derived[c]);
        eff[c] = (m & digit_bit(st.solution[c])) ? m : derived[c];
    }
    return eff;
}

// Events every digit change can cause: conflicts, completed units and digits, the win.
void after_change(const State& before, const State& after, int cell, std::vector<Event>& events) {
    const CellSet was = conflicts(before.values, before.rules);
    const CellSet now = conflicts(after.values, after.rules);
    if (was != now) events.push_back(ConflictsChanged{to_list(now)});
    const Geometry& g = geometry(after.rules);
    for (int k = 0; k < g.units_per_cell; ++k) {
        const int u = g.cell_units[cell][k];
        if (unit_complete(after.values, g, u) && !unit_complete(before.values, g, u))
            events.push_back(UnitCompleted{unit_kind(u), unit_index(u)});
    }
    const int d = after.values[cell];
    if (d != 0) {
        const auto counts_after = digit_counts(after);
        const auto counts_before = digit_counts(before);
        bool clean = true;
        for (int c = 0; c < kCells; ++c)
            if (after.values[c] == d && now.test(static_cast<std::size_t>(c))) clean = false;
        if (counts_after[d] == 9 && clean && !(counts_before[d] == 9 && before.values[cell] == d))
            events.push_back(DigitCompleted{static_cast<std::uint8_t>(d)});
    }
    if (check_win(after.values, after.rules) && !check_win(before.values, before.rules))
        events.push_back(Solved{});
}

} // namespace

CellSet conflicts(const State& state) { return conflicts(state.values, state.rules); }

std::array<int, 10> digit_counts(const State& state) {
    std::array<int, 10> n{};
    for (auto v : state.values) ++n[v];
    n[0] = 0;
    return n;
}

std::optional<Step> hint(const State& st) {
    if (check_win(st.values, st.rules)) return std::nullopt;
    for (int c = 0; c < kCells; ++c) {
        if (st.values[c] != 0 && st.values[c] != st.solution[c]) {
            Step s;
            s.technique = Technique::Mistake;
            s.cells.push_back(static_cast<std::uint8_t>(c));
            s.digits = digit_bit(st.values[c]);
            return s;
        }
    }
    LogicBoard b;
    b.rules = st.rules;
    b.values = st.values;
    b.cands = effective_candidates(st);
    if (auto s = find_step(b, Difficulty::Expert)) return s;
    int best = -1;
    for (int c = 0; c < kCells; ++c)
        if (b.values[c] == 0 && (best < 0 || popcount(b.cands[c]) < popcount(b.cands[best]))) best = c;
    if (best < 0) return std::nullopt;
    Step s;
    s.technique = Technique::Guess;
    s.placements.push_back({static_cast<std::uint8_t>(best), st.solution[best]});
    s.cells.push_back(static_cast<std::uint8_t>(best));
    s.digits = digit_bit(st.solution[best]);
    return s;
}

std::optional<Outcome> apply(const State& state, const Move& move) {
    Outcome out{state, {}};
    State& st = out.state;
    const bool cell_ok = move.cell < kCells;
    const bool digit_ok = move.digit >= 1 && move.digit <= 9;
    switch (move.kind) {
    case MoveKind::Place: {
        if (!cell_ok || !digit_ok || state.givens[move.cell] != 0 || state.values[move.cell] == move.digit)
            return std::nullopt;
        place_digit(st, move.cell, move.digit, out.events);
        after_change(state, st, move.cell, out.events);
        return out;
    }
    case MoveKind::Erase: {
        if (!cell_ok || state.givens[move.cell] != 0 || state.values[move.cell] == 0) return std::nullopt;
        out.events.push_back(DigitErased{move.cell, state.values[move.cell]});
        st.values[move.cell] = 0;
        after_change(state, st, move.cell, out.events);
        return out;
    }
    case MoveKind::ToggleNote: {
        if (!cell_ok || !digit_ok || state.values[move.cell] != 0) return std::nullopt;
        st.notes[move.cell] = static_cast<Mask>(st.notes[move.cell] ^ digit_bit(move.digit));
        out.events.push_back(
            NoteToggled{move.cell, move.digit, (st.notes[move.cell] & digit_bit(move.digit)) != 0});
        return out;
    }
    case MoveKind::AutoCandidates: {
        const Candidates derived = derive_candidates(state.values, state.rules);
        int changed = 0;
        for (int c = 0; c < kCells; ++c) {
            if (state.values[c] != 0 || st.notes[c] == derived[c]) continue;
            st.notes[c] = derived[c];
            ++changed;
        }
        out.events.push_back(CandidatesFilled{changed});
        return out;
    }
    case MoveKind::Hint: {
        auto step = hint(state);
        if (!step) return std::nullopt;
        out.events.push_back(HintUsed{*step});
        if (step->technique == Technique::Mistake) {
            const int c = step->cells.front();
            out.events.push_back(DigitErased{static_cast<std::uint8_t>(c), state.values[c]});
            st.values[c] = 0;
            after_change(state, st, c, out.events);
            return out;
        }
        if (!step->placements.empty()) {
            for (const auto& p : step->placements) {
                const State before = st;
                place_digit(st, p.cell, p.digit, out.events);
                after_change(before, st, p.cell, out.events);
            }
            return out;
        }
        // Eliminations become marks: the cells keep their effective candidates minus the step's.
        const Candidates eff = effective_candidates(state);
        for (const auto& e : step->eliminations) st.notes[e.cell] = eff[e.cell];
        for (const auto& e : step->eliminations) {
            st.notes[e.cell] = static_cast<Mask>(st.notes[e.cell] & ~digit_bit(e.digit));
            out.events.push_back(NoteToggled{e.cell, e.digit, false});
        }
        return out;
    }
    default:
        return std::nullopt;
    }
}

Status status(const State& state) {
    Status s;
    s.filled = count_filled(state.values);
    s.conflicts = static_cast<int>(conflicts(state).count());
    if (check_win(state.values, state.rules)) {
        s.phase = Phase::Won;
        s.reason = "solved";
    } else if (s.conflicts > 0) {
        s.reason = std::to_string(s.conflicts) + " cells in conflict";
    } else {
        s.reason = std::to_string(kCells - s.filled) + " cells to fill";
    }
    return s;
}

} // namespace tessera::sudoku
