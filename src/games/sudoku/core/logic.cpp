#include "tessera/core/sudoku/logic.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace tessera::sudoku {

namespace {

constexpr std::array<std::string_view, kTechniqueCount> kNames = {
    "hidden single", "naked single", "pointing",     "box-line reduction",
    "naked pair",    "hidden pair",  "naked triple", "hidden triple",
    "x-wing",        "xy-wing",      "swordfish",    "simple colouring",
    "forcing chain", "guess",        "mistake"};
constexpr std::array<int, kTechniqueCount> kWeights = {1, 2, 5, 5, 8, 10, 12, 14, 20, 25, 30, 40, 60, 100, 0};
constexpr std::array<std::string_view, kDifficultyCount> kDifficultyNames = {"easy", "medium", "hard",
                                                                             "expert", "diabolical"};

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

std::string unit_name(int unit) {
    const char* kinds[] = {"row", "column", "box"};
    return std::string(kinds[static_cast<int>(unit_kind(unit))]) + " " + std::to_string(unit_index(unit) + 1);
}

std::string digits_text(Mask m) {
    std::string s;
    for (; m; m = static_cast<Mask>(m & (m - 1))) {
        if (!s.empty()) s += ',';
        s += static_cast<char>('0' + first_digit(m));
    }
    return s;
}

// Human scanning order: boxes first (where people find hidden singles), then rows and columns.
const std::vector<int>& unit_order(const Geometry& g) {
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
    std::optional<Step> fish(int n) const {
        for (int d = 1; d <= 9; ++d) {
            for (int orient = 0; orient < 2; ++orient) {
                const int base0 = orient == 0 ? 0 : 9, cover0 = orient == 0 ? 9 : 0;
                Small<int, kSize> pool;
                std::array<int, 9> pos{};
                for (int i = 0; i < 9; ++i) {
                    pos[i] = positions(base0 + i, d);
                    const int k = popcount(static_cast<Mask>(pos[i]));
                    if (k >= 2 && k <= n) pool.push_back(i);
                }
                const int m = pool.size();
                std::array<int, 3> idx{};
                for (idx[0] = 0; idx[0] < m; ++idx[0])
                    for (idx[1] = idx[0] + 1; idx[1] < m; ++idx[1])
                        for (idx[2] = (n == 3 ? idx[1] + 1 : 0); idx[2] < (n == 3 ? m : 1); ++idx[2]) {
                            int cover = 0, base = 0;
                            for (int k = 0; k < n; ++k) {
                                cover |= pos[pool[idx[k]]];
                                base |= 1 << pool[idx[k]];
                            }
                            if (popcount(static_cast<Mask>(cover)) != n) continue;
                            std::vector<Elimination> elims;
                            for (int j = 0; j < 9; ++j) {
                                if (!(cover & (1 << j))) continue;
                                auto e = eliminate_in(cover0 + j, d, [&](int c) {
                                    const int line = orient == 0 ? row_of(c) : col_of(c);
                                    return (base & (1 << line)) != 0;
                                });
                                elims.insert(elims.end(), e.begin(), e.end());
                            }
                            if (elims.empty()) continue;
                            Step s;
                            s.technique = n == 2 ? Technique::XWing : Technique::Swordfish;
                            s.eliminations = std::move(elims);
                            for (int k = 0; k < n; ++k) {
                                auto cs = cells_with(base0 + pool[idx[k]], d);
                                s.cells.insert(s.cells.end(), cs.begin(), cs.end());
                            }
                            s.digits = digit_bit(d);
                            return s;
                        }
            }
        }
        return std::nullopt;
    }

    std::optional<Step> xy_wing() const {
        for (int p = 0; p < kCells; ++p) {
            if (!empty(p) || popcount(cand(p)) != 2) continue;
            const Mask pm = cand(p);
            for (int ka = 0; ka < g_.peer_count; ++ka) {
                const int a = g_.peers[p][ka];
                const Mask am = cand(a);
                if (!empty(a) || popcount(am) != 2 || am == pm || popcount(am & pm) != 1) continue;
                const Mask z = static_cast<Mask>(am & ~pm);
                const Mask y = static_cast<Mask>(pm & ~am);
                const Mask bm = static_cast<Mask>(y | z);
                for (int kb = 0; kb < g_.peer_count; ++kb) {
                    const int b = g_.peers[p][kb];
                    if (b == a || !empty(b) || cand(b) != bm) continue;
                    std::vector<Elimination> elims;
                    const CellSet both = g_.peer_set[a] & g_.peer_set[b];
                    for (int c = 0; c < kCells; ++c)
                        if (both.test(static_cast<std::size_t>(c)) && c != p && empty(c) && (cand(c) & z))
                            elims.push_back(
                                {static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(first_digit(z))});
                    if (elims.empty()) continue;
                    Step s;
                    s.technique = Technique::XYWing;
                    s.eliminations = std::move(elims);
                    s.cells = {static_cast<std::uint8_t>(p)};
                    s.secondary = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
                    s.digits = static_cast<Mask>(pm | z);
                    return s;
                }
            }
        }
        return std::nullopt;
    }

    // Simple colouring: conjugate pairs (a unit with exactly two places for d) form chains whose
    // cells alternate true/false. Two same-coloured cells that see each other make that colour
    // false (wrap); a cell seeing both colours cannot hold d (trap).
    std::optional<Step> colouring() const {
        for (int d = 1; d <= 9; ++d) {
            std::array<Small<std::uint8_t, 3>, kCells> links; // one conjugate per unit at most
            for (int u = 0; u < g_.unit_count; ++u) {
                const auto cs = cells_with(u, d);
                if (cs.size() != 2) continue;
                links[cs[0]].push_back(cs[1]);
                links[cs[1]].push_back(cs[0]);
            }
            std::array<int, kCells> colour;
            colour.fill(-1);
            int next_component = 0;
            for (int start = 0; start < kCells; ++start) {
                if (links[start].empty() || colour[start] >= 0) continue;
                // Colours 2k and 2k+1 belong to component k.
                const int base = 2 * next_component++;
                std::vector<int> comp{start};
                colour[start] = base;
                for (std::size_t i = 0; i < comp.size(); ++i)
                    for (auto nb : links[comp[i]])
                        if (colour[nb] < 0) {
                            colour[nb] = colour[comp[i]] ^ 1;
                            comp.push_back(nb);
                        }
                if (comp.size() < 3) continue; // one pair alone is just a locked set, found earlier
                std::array<std::vector<std::uint8_t>, 2> side;
                for (int c : comp) side[colour[c] - base].push_back(static_cast<std::uint8_t>(c));
                auto make = [&](std::vector<Elimination> elims, int false_side) {
                    Step s;
                    s.technique = Technique::SimpleColouring;
                    s.eliminations = std::move(elims);
                    s.cells = side[false_side < 0 ? 0 : 1 - false_side];
                    s.secondary = side[false_side < 0 ? 1 : false_side];
                    s.digits = digit_bit(d);
                    return s;
                };
                // Colour wrap.
                for (int k = 0; k < 2; ++k) {
                    bool clash = false;
                    for (std::size_t i = 0; i < side[k].size() && !clash; ++i)
                        for (std::size_t j = i + 1; j < side[k].size() && !clash; ++j)
                            clash = sees(side[k][i], side[k][j]);
                    if (!clash) continue;
                    std::vector<Elimination> elims;
                    for (auto c : side[k]) elims.push_back({c, static_cast<std::uint8_t>(d)});
                    return make(std::move(elims), k);
                }
                // Colour trap.
                std::vector<Elimination> elims;
                for (int c = 0; c < kCells; ++c) {
                    if (!empty(c) || !(cand(c) & digit_bit(d)) || colour[c] >= 0) continue;
                    bool see0 = false, see1 = false;
                    for (auto x : side[0]) see0 |= sees(c, x);
                    for (auto x : side[1]) see1 |= sees(c, x);
                    if (see0 && see1)
                        elims.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
                }
                if (!elims.empty()) return make(std::move(elims), -1);
            }
        }
        return std::nullopt;
    }

    // What one branch of a forcing chain sets: the start cell's digit, then every cell with two
    // candidates that sees a cell set to one of them takes the other. `excluded[d]`: the cells
    // where d is false (they see a cell set to d, or are set to another digit).
    struct Branch {
        std::array<std::uint8_t, kCells> set{};
        std::array<CellSet, 10> excluded{};
        Small<std::uint8_t, kCells> order; // the cells set, in the order the chain reached them
        bool contradiction = false;        // a cell set to a digit it cannot hold
    };
    Branch follow(int start, int digit) const {
        Branch br;
        auto assign = [&](int c, int d) {
            if (br.excluded[static_cast<std::size_t>(d)].test(static_cast<std::size_t>(c))) {
                br.contradiction = true;
                return;
            }
            br.set[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(d);
            br.order.push_back(static_cast<std::uint8_t>(c));
            br.excluded[static_cast<std::size_t>(d)] |= g_.peer_set[c];
            for (int e = 1; e <= 9; ++e)
                if (e != d) br.excluded[static_cast<std::size_t>(e)].set(static_cast<std::size_t>(c));
        };
        assign(start, digit);
        for (int i = 0; i < br.order.size() && !br.contradiction; ++i) {
            const int x = br.order[i];
            const int d = br.set[x];
            for (int k = 0; k < g_.peer_count && !br.contradiction; ++k) {
                const int y = g_.peers[x][k];
                if (!empty(y) || br.set[static_cast<std::size_t>(y)] != 0 || popcount(cand(y)) != 2 ||
                    !(cand(y) & digit_bit(d)))
                    continue;
                assign(y, first_digit(static_cast<Mask>(cand(y) & ~digit_bit(d))));
            }
        }
        return br;
    }

    // Forcing chain (bivalue): a cell with two candidates holds one of them. Each is followed
    // through cells with two candidates (follow()); a candidate that both branches rule out is
    // removed, and a branch that ends in a contradiction (a cell left without its digit) is false,
    // so the start cell holds the other digit.
    std::optional<Step> forcing_chain() const {
        for (int p = 0; p < kCells; ++p) {
            if (!empty(p) || popcount(cand(p)) != 2) continue;
            // A chain needs a second two-candidate cell that sees p and shares a digit with it:
            // a branch of p alone rules out only p's own digit around p, never the same one twice.
            bool linked = false;
            for (int k = 0; k < g_.peer_count && !linked; ++k) {
                const int y = g_.peers[p][k];
                linked = empty(y) && popcount(cand(y)) == 2 && (cand(y) & cand(p)) != 0;
            }
            if (!linked) continue;
            const int a = first_digit(cand(p));
            const int b = first_digit(static_cast<Mask>(cand(p) & ~digit_bit(a)));
            const std::array<Branch, 2> br = {follow(p, a), follow(p, b)};
            // The step's pattern is filled in only for a start cell that yields one (most do not).
            Step s;
            s.technique = Technique::ForcingChain;
            auto name_start = [&] {
                s.cells = {static_cast<std::uint8_t>(p)};
                s.digits = cand(p);
            };
            for (int k = 0; k < 2; ++k) {
                if (!br[static_cast<std::size_t>(k)].contradiction) continue;
                name_start();
                s.placements = {{static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(k == 0 ? b : a)}};
                s.secondary.assign(br[static_cast<std::size_t>(k)].order.begin() + 1,
                                   br[static_cast<std::size_t>(k)].order.end());
                return s;
            }
            // What both branches rule out, digit by digit; listed cell by cell.
            for (int d = 1; d <= 9; ++d) {
                const auto du = static_cast<std::size_t>(d);
                const CellSet both = br[0].excluded[du] & br[1].excluded[du];
                for (std::size_t c = both._Find_first(); c < both.size(); c = both._Find_next(c))
                    if (empty(static_cast<int>(c)) && (cand(static_cast<int>(c)) & digit_bit(d)))
                        s.eliminations.push_back(
                            {static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
            }
            if (s.eliminations.empty()) continue;
            name_start();
            std::sort(s.eliminations.begin(), s.eliminations.end(),
                      [](const Elimination& x, const Elimination& y) {
                          return x.cell != y.cell ? x.cell < y.cell : x.digit < y.digit;
                      });
            for (const Branch& one : br)
                for (int i = 1; i < one.order.size(); ++i)
                    if (std::find(s.secondary.begin(), s.secondary.end(), one.order[i]) == s.secondary.end())
                        s.secondary.push_back(one.order[i]);
            return s;
        }
        return std::nullopt;
    }

    const LogicBoard& b_;
    const Geometry& g_;
    const std::vector<int>& order_;
    mutable std::array<std::array<std::uint16_t, 10>, 27> positions_{}; // [unit][digit]
    mutable std::uint32_t have_positions_ = 0;                          // bit u: positions_[u] is filled
};

} // namespace

std::string_view technique_name(Technique t) { return kNames[static_cast<int>(t)]; }
std::string_view difficulty_name(Difficulty d) { return kDifficultyNames[static_cast<int>(d)]; }

std::optional<Difficulty> parse_difficulty(std::string_view name) {
    for (int i = 0; i < kDifficultyCount; ++i)
        if (kDifficultyNames[i] == name) return static_cast<Difficulty>(i);
    return std::nullopt;
}

Difficulty technique_tier(Technique t) {
    switch (t) {
    case Technique::HiddenSingle:
    case Technique::NakedSingle:
        return Difficulty::Easy;
    case Technique::Pointing:
    case Technique::BoxLineReduction:
    case Technique::NakedPair:
    case Technique::HiddenPair:
        return Difficulty::Medium;
    case Technique::NakedTriple:
    case Technique::HiddenTriple:
    case Technique::XWing:
    case Technique::XYWing:
    case Technique::Swordfish:
        return Difficulty::Hard;
    case Technique::SimpleColouring:
    case Technique::ForcingChain:
        return Difficulty::Expert;
    default:
        return Difficulty::Diabolical;
    }
}

int technique_weight(Technique t) { return kWeights[static_cast<int>(t)]; }

std::string cell_name(int cell) {
    return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(col_of(cell) + 1);
}

std::string describe(const Step& step) {
    std::string s(technique_name(step.technique));
    if (!step.cells.empty() || step.digits) {
        s += ":";
        if (step.digits) s += " " + digits_text(step.digits);
        if (step.unit >= 0) s += " in " + unit_name(step.unit);
        if (!step.cells.empty()) {
            s += " at";
            for (auto c : step.cells) s += " " + cell_name(c);
        }
        if (!step.secondary.empty()) {
            s += " with";
            for (auto c : step.secondary) s += " " + cell_name(c);
        }
    }
    for (const auto& p : step.placements) s += "; " + cell_name(p.cell) + "=" + std::to_string(p.digit);
    if (!step.eliminations.empty()) {
        s += "; removes";
        for (const auto& e : step.eliminations) s += " " + std::to_string(e.digit) + "@" + cell_name(e.cell);
    }
    return s;
}

LogicBoard make_logic_board(const Digits& puzzle, Rules rules) {
    LogicBoard b;
    b.rules = rules;
    b.values = puzzle;
    b.cands = derive_candidates(puzzle, rules);
    return b;
}

std::optional<Step> find_technique(const LogicBoard& board, Technique t) { return Finder(board).run(t); }

std::optional<Step> find_step(const LogicBoard& board, Difficulty max_tier, Technique from) {
    // A contradiction (an empty cell without candidates) has no logical next step.
    for (int c = 0; c < kCells; ++c)
        if (board.values[c] == 0 && board.cands[c] == 0) return std::nullopt;
    Finder f(board);
    for (int t = static_cast<int>(from); t < static_cast<int>(Technique::Guess); ++t) {
        const auto tech = static_cast<Technique>(t);
        if (technique_tier(tech) > max_tier) break;
        if (auto s = f.run(tech)) return s;
    }
    return std::nullopt;
}

void place_all(LogicBoard& board, std::span<const Placement> placements) {
    const Geometry& g = geometry(board.rules);
    for (const auto& p : placements) {
        board.values[p.cell] = p.digit;
        board.cands[p.cell] = 0;
        for (int k = 0; k < g.peer_count; ++k)
            board.cands[g.peers[p.cell][k]] =
                static_cast<Mask>(board.cands[g.peers[p.cell][k]] & ~digit_bit(p.digit));
    }
}

void apply_step(LogicBoard& board, const Step& step) {
    place_all(board, step.placements);
    for (const auto& e : step.eliminations)
        board.cands[e.cell] = static_cast<Mask>(board.cands[e.cell] & ~digit_bit(e.digit));
}

bool is_solved(const LogicBoard& board) {
    for (auto v : board.values)
        if (v == 0) return false;
    return true;
}

} // namespace tessera::sudoku
