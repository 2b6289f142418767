#pragma once
// The logical solver's scans (logic.cpp, logic_chains.cpp): a Finder looks for the next step of one
// technique on one board. Internal to the Sudoku core.
#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include "tessera/core/sudoku/logic.hpp"

namespace tessera::sudoku::logic_detail {

// A list of at most N items kept in place: the technique scans build many short lists (a unit's
// cells with a digit, a subset's cells) and a heap allocation each cost more than the scan.
template <class T, int N> class Small {
  public:
    void push_back(T v) { items_[static_cast<std::size_t>(n_++)] = v; }
    int size() const { return n_; }
    bool empty() const { return n_ == 0; }
    const T& operator[](int i) const { return items_[static_cast<std::size_t>(i)]; }
    const T* begin() const { return items_.data(); }
    const T* end() const { return items_.data() + n_; }
    bool contains(T v) const { return std::find(begin(), end(), v) != end(); }
    std::vector<T> vec() const { return std::vector<T>(begin(), end()); }

  private:
    std::array<T, N> items_{};
    int n_ = 0;
};
using UnitCells = Small<std::uint8_t, kSize>;

inline std::string unit_name(int unit) {
    const char* kinds[] = {"row", "column", "box"};
    return std::string(kinds[static_cast<int>(unit_kind(unit))]) + " " + std::to_string(unit_index(unit) + 1);
}

inline std::string digits_text(Mask m) {
    std::string s;
    for (; m; m = static_cast<Mask>(m & (m - 1))) {
        if (!s.empty()) s += ',';
        s += static_cast<char>('0' + first_digit(m));
    }
    return s;
}

// Human scanning order: boxes first (where people find hidden singles), then rows and columns.
inline const std::vector<int>& unit_order(const Geometry& g) {
    static const std::vector<int> classic = [] {
        std::vector<int> order;
        for (int u = 18; u < 27; ++u) order.push_back(u);
        for (int u = 0; u < 18; ++u) order.push_back(u);
        return order;
    }();
    static const std::vector<int> latin = [] {
        std::vector<int> order;
        for (int u = 0; u < 18; ++u) order.push_back(u);
        return order;
    }();
    return g.rules == Rules::Classic ? classic : latin;
}

class Finder {
  public:
    explicit Finder(const LogicBoard& b) : b_(b), g_(geometry(b.rules)), order_(unit_order(g_)) {}

    std::optional<Step> run(Technique t) const {
        switch (t) {
        case Technique::HiddenSingle:
            return hidden_single();
        case Technique::NakedSingle:
            return naked_single();
        case Technique::Pointing:
            return pointing();
        case Technique::BoxLineReduction:
            return box_line();
        case Technique::NakedPair:
            return naked_subset(2);
        case Technique::HiddenPair:
            return hidden_subset(2);
        case Technique::NakedTriple:
            return naked_subset(3);
        case Technique::HiddenTriple:
            return hidden_subset(3);
        case Technique::XWing:
            return fish(2);
        case Technique::XYWing:
            return xy_wing();
        case Technique::Swordfish:
            return fish(3);
        case Technique::SimpleColouring:
            return colouring();
        case Technique::ForcingChain:
            return forcing_chain();
        default:
            return std::nullopt;
        }
    }

  private:
    Mask cand(int c) const { return b_.cands[c]; }
    bool empty(int c) const { return b_.values[c] == 0; }
    bool sees(int a, int b) const { return g_.peer_set[a].test(static_cast<std::size_t>(b)); }

    // 9-bit mask of positions (index within the unit) holding digit d as a candidate. A unit's
    // nine digits are found together the first time one is asked for (its cells once, not once
    // per digit); a step found early leaves the other units alone.
    int positions(int unit, int d) const {
        const auto u = static_cast<std::size_t>(unit);
        if (!(have_positions_ >> unit & 1u)) {
            auto& row = positions_[u];
            row.fill(0);
            const auto& cells = g_.unit_cells[u];
            for (int i = 0; i < kSize; ++i) {
                if (!empty(cells[i])) continue;
                for (Mask m = cand(cells[i]); m; m = static_cast<Mask>(m & (m - 1)))
                    row[static_cast<std::size_t>(first_digit(m))] |= static_cast<std::uint16_t>(1 << i);
            }
            have_positions_ |= 1u << unit;
        }
        return positions_[u][static_cast<std::size_t>(d)];
    }

    std::optional<Step> hidden_single() const {
        for (int u : order_) {
            const auto& cells = g_.unit_cells[u];
            Mask once = 0, twice = 0;
            for (auto c : cells) {
                const Mask m = empty(c) ? cand(c) : 0;
                twice |= once & m;
                once |= m;
            }
            const Mask single = static_cast<Mask>(once & ~twice);
            if (single == 0) continue;
            const int d = first_digit(single);
            for (auto c : cells) {
                if (empty(c) && (cand(c) & digit_bit(d))) {
                    Step s;
                    s.technique = Technique::HiddenSingle;
                    s.placements.push_back({c, static_cast<std::uint8_t>(d)});
                    s.cells.push_back(c);
                    s.digits = digit_bit(d);
                    s.unit = u;
                    return s;
                }
            }
        }
        return std::nullopt;
    }

    std::optional<Step> naked_single() const {
        for (int c = 0; c < kCells; ++c) {
            if (!empty(c) || popcount(cand(c)) != 1) continue;
            Step s;
            s.technique = Technique::NakedSingle;
            s.placements.push_back(
                {static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(first_digit(cand(c)))});
            s.cells.push_back(static_cast<std::uint8_t>(c));
            s.digits = cand(c);
            return s;
        }
        return std::nullopt;
    }

    // Eliminations of digit d from the cells of `unit` for which keep(cell) is false.
    template <class Keep> std::vector<Elimination> eliminate_in(int unit, int d, Keep keep) const {
        std::vector<Elimination> out;
        for (auto c : g_.unit_cells[unit])
            if (empty(c) && (cand(c) & digit_bit(d)) && !keep(c))
                out.push_back({c, static_cast<std::uint8_t>(d)});
        return out;
    }

    UnitCells cells_with(int unit, int d) const {
        UnitCells out;
        for (unsigned m = static_cast<unsigned>(positions(unit, d)); m; m &= m - 1)
            out.push_back(g_.unit_cells[unit][static_cast<std::size_t>(std::countr_zero(m))]);
        return out;
    }

    // Whether a box's candidates for d (positions, two or more) lie on one row or column of the
    // box that has d elsewhere too: then pointing has eliminations there.
    bool points_elsewhere(int box, int in_box, int d) const {
        if (in_box & (in_box - 1)) {
            for (int k = 0; k < 3; ++k) {
                if ((in_box & (7 << (3 * k))) == in_box && // one row of the box
                    (positions((box / 3) * 3 + k, d) & ~(7 << (3 * (box % 3)))) != 0)
                    return true;
                if ((in_box & (0x49 << k)) == in_box && // one column of the box
                    (positions(9 + (box % 3) * 3 + k, d) & ~(7 << (3 * (box / 3)))) != 0)
                    return true;
            }
        }
        return false;
    }

    // Whether a line's candidates for d (positions, two or more) lie in one box that has d off
    // the line too: then box-line reduction has eliminations there.
    bool claims_elsewhere(int line, int on_line, int d) const {
        if (on_line & (on_line - 1)) {
            for (int k = 0; k < 3; ++k) {
                if ((on_line & (7 << (3 * k))) != on_line) continue;
                // Rows: box (line / 3, k), the line is its row line % 3; columns: box (k, line / 3),
                // the line is its column line % 3.
                const int r = line < 9 ? line : line - 9;
                const int box = line < 9 ? (r / 3) * 3 + k : k * 3 + r / 3;
                const int on_box_line = line < 9 ? 7 << (3 * (r % 3)) : 0x49 << (r % 3);
                return (positions(18 + box, d) & ~on_box_line) != 0;
            }
        }
        return false;
    }

    std::optional<Step> pointing() const {
        if (b_.rules != Rules::Classic) return std::nullopt;
        for (int box = 18; box < 27; ++box) {
            for (int d = 1; d <= 9; ++d) {
                // Positions in a box are row-major: the box's candidates for d on one row or one
                // column, with more of them on that line outside the box, is a step.
                const int in_box = positions(box, d);
                if (!points_elsewhere(box - 18, in_box, d)) continue;
                const auto cells = cells_with(box, d);
                if (cells.size() < 2) continue;
                bool same_row = true, same_col = true;
                for (auto c : cells) {
                    same_row &= row_of(c) == row_of(cells[0]);
                    same_col &= col_of(c) == col_of(cells[0]);
                }
                for (int k = 0; k < 2; ++k) {
                    if (!(k == 0 ? same_row : same_col)) continue;
                    const int line = k == 0 ? row_of(cells[0]) : 9 + col_of(cells[0]);
                    auto elims = eliminate_in(line, d, [&](int c) { return box_of(c) == box - 18; });
                    if (elims.empty()) continue;
                    Step s;
                    s.technique = Technique::Pointing;
                    s.eliminations = std::move(elims);
                    s.cells = cells.vec();
                    s.digits = digit_bit(d);
                    s.unit = box;
                    return s;
                }
            }
        }
        return std::nullopt;
    }

    std::optional<Step> box_line() const {
        if (b_.rules != Rules::Classic) return std::nullopt;
        for (int line = 0; line < 18; ++line) {
            for (int d = 1; d <= 9; ++d) {
                if (!claims_elsewhere(line, positions(line, d), d)) continue;
                const auto cells = cells_with(line, d);
                if (cells.size() < 2) continue;
                bool same_box = true;
                for (auto c : cells) same_box &= box_of(c) == box_of(cells[0]);
                if (!same_box) continue;
                auto elims = eliminate_in(18 + box_of(cells[0]), d, [&](int c) {
                    return g_.unit_set[line].test(static_cast<std::size_t>(c));
                });
                if (elims.empty()) continue;
                Step s;
                s.technique = Technique::BoxLineReduction;
                s.eliminations = std::move(elims);
                s.cells = cells.vec();
                s.digits = digit_bit(d);
                s.unit = line;
                return s;
            }
        }
        return std::nullopt;
    }

    std::optional<Step> naked_subset(int n) const {
        for (int u : order_) {
            UnitCells pool;
            for (auto c : g_.unit_cells[u])
                if (empty(c) && popcount(cand(c)) >= 2 && popcount(cand(c)) <= n) pool.push_back(c);
            const int m = pool.size();
            std::array<int, 3> idx{};
            // Enumerate n-combinations of the pool (n is 2 or 3).
            for (idx[0] = 0; idx[0] < m; ++idx[0])
                for (idx[1] = idx[0] + 1; idx[1] < m; ++idx[1])
                    for (idx[2] = (n == 3 ? idx[1] + 1 : 0); idx[2] < (n == 3 ? m : 1); ++idx[2]) {
                        Mask uni = 0;
                        Small<std::uint8_t, 3> set;
                        for (int k = 0; k < n; ++k) {
                            uni |= cand(pool[idx[k]]);
                            set.push_back(pool[idx[k]]);
                        }
                        if (popcount(uni) != n) continue;
                        std::vector<Elimination> elims;
                        for (auto c : g_.unit_cells[u]) {
                            if (!empty(c) || set.contains(c)) continue;
                            for (Mask x = static_cast<Mask>(cand(c) & uni); x;
                                 x = static_cast<Mask>(x & (x - 1)))
                                elims.push_back({c, static_cast<std::uint8_t>(first_digit(x))});
                        }
                        if (elims.empty()) continue;
                        Step s;
                        s.technique = n == 2 ? Technique::NakedPair : Technique::NakedTriple;
                        s.eliminations = std::move(elims);
                        s.cells = set.vec();
                        s.digits = uni;
                        s.unit = u;
                        return s;
                    }
        }
        return std::nullopt;
    }

    std::optional<Step> hidden_subset(int n) const {
        for (int u : order_) {
            std::array<int, 10> pos{};
            Small<int, kSize> pool;
            for (int d = 1; d <= 9; ++d) {
                pos[d] = positions(u, d);
                const int k = popcount(static_cast<Mask>(pos[d]));
                if (k >= 2 && k <= n) pool.push_back(d);
            }
            const int m = pool.size();
            std::array<int, 3> idx{};
            for (idx[0] = 0; idx[0] < m; ++idx[0])
                for (idx[1] = idx[0] + 1; idx[1] < m; ++idx[1])
                    for (idx[2] = (n == 3 ? idx[1] + 1 : 0); idx[2] < (n == 3 ? m : 1); ++idx[2]) {
                        int where = 0;
                        Mask digits = 0;
                        for (int k = 0; k < n; ++k) {
                            where |= pos[pool[idx[k]]];
                            digits |= digit_bit(pool[idx[k]]);
                        }
                        if (popcount(static_cast<Mask>(where)) != n) continue;
                        std::vector<Elimination> elims;
                        std::vector<std::uint8_t> set;
                        for (int i = 0; i < kSize; ++i) {
                            if (!(where & (1 << i))) continue;
                            const auto c = g_.unit_cells[u][i];
                            set.push_back(c);
                            for (Mask x = static_cast<Mask>(cand(c) & ~digits); x;
                                 x = static_cast<Mask>(x & (x - 1)))
                                elims.push_back({c, static_cast<std::uint8_t>(first_digit(x))});
                        }
                        if (elims.empty()) continue;
                        Step s;
                        s.technique = n == 2 ? Technique::HiddenPair : Technique::HiddenTriple;
                        s.eliminations = std::move(elims);
                        s.cells = std::move(set);
                        s.digits = digits;
                        s.unit = u;
                        return s;
                    }
        }
        return std::nullopt;
    }

    // X-wing (n = 2) and swordfish (n = 3), with rows as base lines and then columns.
    std::optional<Step> fish(int n) const;

    std::optional<Step> xy_wing() const;

    // Simple colouring: conjugate pairs (a unit with exactly two places for d) form chains whose
    // cells alternate true/false. Two same-coloured cells that see each other make that colour
    // false (wrap); a cell seeing both colours cannot hold d (trap).
    std::optional<Step> colouring() const;

    // What one branch of a forcing chain sets: the start cell's digit, then every cell with two
    // candidates that sees a cell set to one of them takes the other. `excluded[d]`: the cells
    // where d is false (they see a cell set to d, or are set to another digit).
    struct Branch {
        std::array<std::uint8_t, kCells> set{};
        std::array<CellSet, 10> excluded{};
        Small<std::uint8_t, kCells> order; // the cells set, in the order the chain reached them
        bool contradiction = false;        // a cell set to a digit it cannot hold
    };
    Branch follow(int start, int digit) const;

    // Forcing chain (bivalue): a cell with two candidates holds one of them. Each is followed
    // through cells with two candidates (follow()); a candidate that both branches rule out is
    // removed, and a branch that ends in a contradiction (a cell left without its digit) is false,
    // so the start cell holds the other digit.
    std::optional<Step> forcing_chain() const;
    const LogicBoard& b_;
    const Geometry& g_;
    const std::vector<int>& order_;
    mutable std::array<std::array<std::uint16_t, 10>, 27> positions_{}; // [unit][digit]
    mutable std::uint32_t have_positions_ = 0;                          // bit u: positions_[u] is filled
};

} // namespace tessera::sudoku::logic_detail
