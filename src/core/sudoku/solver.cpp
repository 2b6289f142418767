#include "tessera/core/sudoku/solver.hpp"

#include <array>
#include <bit>

namespace tessera::sudoku {

namespace {

// Band representation (as in JCZSolve/Tdoku): for each digit, three 27-bit words, one per band of
// three rows, hold the cells where the digit is still possible (bit = (row % 3) * 9 + col). A
// placement clears the digit from its peers in all three bands with three AND-NOTs, and naked
// singles fall out of once/twice accumulation over the nine digits of a band.
using Band = std::uint32_t;
constexpr Band kBandAll = (1u << 27) - 1;

struct Tables {
    int unit_count = 27;
    std::array<std::array<Band, 3>, kCells> peers{};
    std::array<std::array<Band, 3>, 27> units{};
};

Tables build_tables(Rules rules) {
    const Geometry& g = geometry(rules);
    Tables t;
    t.unit_count = g.unit_count;
    for (int c = 0; c < kCells; ++c)
        for (int k = 0; k < g.peer_count; ++k) {
            const int p = g.peers[c][k];
            t.peers[c][row_of(p) / 3] |= 1u << ((row_of(p) % 3) * 9 + col_of(p));
        }
    for (int u = 0; u < g.unit_count; ++u)
        for (auto p : g.unit_cells[u]) t.units[u][row_of(p) / 3] |= 1u << ((row_of(p) % 3) * 9 + col_of(p));
    return t;
}

const Tables& tables(Rules rules) {
    static const Tables latin = build_tables(Rules::Latin);
    static const Tables classic = build_tables(Rules::Classic);
    return rules == Rules::Latin ? latin : classic;
}

struct Node {
    std::array<Band, 27> f;       // f[band * 9 + d], d = 0..8: a band's nine digits side by side
    std::array<Band, 3> unsolved; // cells not yet placed
};

int lowest(Band x) { return std::countr_zero(x); }

class Search {
  public:
    Search(Rules rules, int limit, std::uint64_t budget, Rng* rng)
        : t_(tables(rules)), boxes_(rules == Rules::Classic), limit_(limit), budget_(budget), rng_(rng) {}

    // Starts from givens by placing them directly (cheaper than rediscovering them as singles).
    void run_digits(const Digits& puzzle, SolveResult& out, int exclude_cell = -1, int exclude_digit = 0) {
        Node n{};
        n.f.fill(kBandAll);
        n.unsolved = {kBandAll, kBandAll, kBandAll};
        out_ = &out;
        for (int c = 0; c < kCells; ++c) {
            const int d = puzzle[c];
            if (d < 1 || d > 9) continue;
            const int b = row_of(c) / 3, pos = (row_of(c) % 3) * 9 + col_of(c);
            if (!(n.f[b * 9 + d - 1] & (1u << pos)) || !(n.unsolved[b] & (1u << pos))) {
                ++out.nodes; // a repeated digit among the givens: no solution
                return;
            }
            assign(n, d - 1, b, pos);
        }
        if (exclude_cell >= 0 && exclude_digit >= 1 && exclude_digit <= 9 && puzzle[exclude_cell] == 0) {
            const int b = row_of(exclude_cell) / 3,
                      pos = (row_of(exclude_cell) % 3) * 9 + col_of(exclude_cell);
            n.f[b * 9 + exclude_digit - 1] &= ~(1u << pos);
        }
        descend(n);
    }

    void run(const Candidates& start, SolveResult& out) {
        Node n{};
        for (int c = 0; c < kCells; ++c) {
            const Band bit = 1u << ((row_of(c) % 3) * 9 + col_of(c));
            for (int d = 0; d < 9; ++d)
                if (start[c] & (1u << d)) n.f[(row_of(c) / 3) * 9 + d] |= bit;
        }
        n.unsolved = {kBandAll, kBandAll, kBandAll};
        out_ = &out;
        descend(n);
    }

  private:
    void assign(Node& n, int d, int band, int pos) const {
        const int c = band * 27 + pos;
        const Band bit = 1u << pos;
        const auto& pm = t_.peers[c];
        n.f[d] &= ~pm[0];
        n.f[9 + d] &= ~pm[1];
        n.f[18 + d] &= ~pm[2];
        // The cell leaves every other digit: clear all nine (contiguous, so it vectorises), then
        // give the placed digit its cell back.
        Band* row = &n.f[band * 9];
        for (int e = 0; e < 9; ++e) row[e] &= ~bit;
        row[d] |= bit;
        n.unsolved[band] &= ~bit;
    }

    // Hidden singles of one digit, found with whole-band bit arithmetic instead of a unit loop.
    // Returns -1 on a contradiction, else how many placements were made.
    int hidden_singles(Node& n, int d) const {
        constexpr Band kRow = 0x1FF;
        constexpr Band kBox = 0x1C0E07; // the first box of a band: bits 0-2, 9-11, 18-20
        int placed = 0;
        Band* f0 = &n.f[d];
        auto f = [f0](int b) -> Band& { return f0[b * 9]; };
        if (((f(0) & n.unsolved[0]) | (f(1) & n.unsolved[1]) | (f(2) & n.unsolved[2])) == 0) {
            // Every copy of the digit is placed; only check that none was lost.
            return (f(0) | f(1) | f(2)) ? 0 : -1;
        }
        for (int b = 0; b < 3; ++b) {
            for (int r = 0; r < 3; ++r) {
                const Band row = (f(b) >> (9 * r)) & kRow;
                if (row == 0) return -1;
                if ((row & (row - 1)) == 0 && ((n.unsolved[b] >> (9 * r)) & row)) {
                    assign(n, d, b, 9 * r + lowest(row));
                    ++placed;
                }
            }
            if (!boxes_) continue;
            for (int k = 0; k < 3; ++k) {
                const Band box = f(b) & (kBox << (3 * k));
                if (box == 0) return -1;
                if ((box & (box - 1)) == 0 && (n.unsolved[b] & box)) {
                    assign(n, d, b, lowest(box));
                    ++placed;
                }
            }
        }
        for (;;) {
            Band once = 0, twice = 0;
            for (int b = 0; b < 3; ++b) {
                const Band x = f(b);
                const Band present = (x | (x >> 9) | (x >> 18)) & kRow;
                const Band multi = ((x & (x >> 9)) | (x & (x >> 18)) | ((x >> 9) & (x >> 18))) & kRow;
                twice |= (once & present) | multi;
                once |= present;
            }
            if (once != kRow) return -1;
            Band single = once & ~twice;
            bool done = true;
            while (single) {
                const int col = lowest(single);
                single &= single - 1;
                for (int b = 0; b < 3; ++b) {
                    const Band hit = f(b) & (0x40201u << col); // the column's three cells in this band
                    if (hit && (n.unsolved[b] & hit)) {
                        assign(n, d, b, lowest(hit));
                        ++placed;
                        done = false;
                    }
                }
                if (!done) break; // the placement changed other columns: recount
            }
            if (done) break;
        }
        return placed;
    }

    // Naked and hidden singles to a fixpoint. false = contradiction.
    bool propagate(Node& n) const {
        for (;;) {
            bool progress = false;
            for (int b = 0; b < 3; ++b) {
                for (;;) {
                    if (n.unsolved[b] == 0) break;
                    Band once = 0, twice = 0;
                    for (int d = 0; d < 9; ++d) {
                        const Band x = n.f[b * 9 + d];
                        twice |= once & x;
                        once |= x;
                    }
                    if (n.unsolved[b] & ~once) return false; // a cell with no digit left
                    Band singles = n.unsolved[b] & ~twice;
                    if (singles == 0) break;
                    while (singles) {
                        const int pos = lowest(singles);
                        singles &= singles - 1;
                        const Band bit = 1u << pos;
                        int d = 0;
                        while (!(n.f[b * 9 + d] & bit)) {
                            if (++d == 9) return false; // emptied by an earlier single of this batch
                        }
                        assign(n, d, b, pos);
                    }
                    progress = true;
                }
            }
            for (int d = 0; d < 9; ++d) {
                const int r = hidden_singles(n, d);
                if (r < 0) return false;
                if (r > 0) progress = true;
            }
            if (!progress) return true;
        }
    }

    void descend(Node& n) {
        ++out_->nodes;
        if (budget_ != 0 && out_->nodes > budget_) {
            out_->aborted = true;
            return;
        }
        if (!propagate(n)) return;
        if ((n.unsolved[0] | n.unsolved[1] | n.unsolved[2]) == 0) {
            if (out_->count == 0) {
                for (int b = 0; b < 3; ++b)
                    for (int d = 0; d < 9; ++d)
                        for (Band x = n.f[b * 9 + d]; x; x &= x - 1)
                            out_->solution[b * 27 + lowest(x)] = static_cast<std::uint8_t>(d + 1);
            }
            ++out_->count;
            return;
        }
        // Branch on a cell with two candidates when there is one, else the fewest.
        int best_band = -1, best_pos = -1, best_count = 10;
        for (int b = 0; b < 3 && best_count > 2; ++b) {
            Band once = 0, twice = 0, thrice = 0;
            for (int d = 0; d < 9; ++d) {
                const Band x = n.f[b * 9 + d];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            const Band pairs = twice & ~thrice & n.unsolved[b];
            if (pairs) {
                best_band = b;
                best_pos = lowest(pairs);
                best_count = 2;
            }
        }
        if (best_count > 2) {
            for (int b = 0; b < 3; ++b)
                for (Band u = n.unsolved[b]; u; u &= u - 1) {
                    const int pos = lowest(u);
                    int k = 0;
                    for (int d = 0; d < 9; ++d) k += (n.f[b * 9 + d] >> pos) & 1;
                    if (k < best_count) {
                        best_count = k;
                        best_band = b;
                        best_pos = pos;
                    }
                }
        }
        std::array<int, 9> digits{};
        int nd = 0;
        for (int d = 0; d < 9; ++d)
            if ((n.f[best_band * 9 + d] >> best_pos) & 1) digits[nd++] = d;
        if (rng_ != nullptr)
            for (int i = nd; i > 1; --i)
                std::swap(digits[i - 1], digits[rng_->below(static_cast<std::uint64_t>(i))]);
        for (int i = 0; i < nd; ++i) {
            Node child = n;
            assign(child, digits[i], best_band, best_pos);
            descend(child);
            if (out_->count >= limit_ || out_->aborted) return;
        }
    }

    const Tables& t_;
    bool boxes_;
    int limit_;
    std::uint64_t budget_;
    Rng* rng_;
    SolveResult* out_ = nullptr;
};

} // namespace

SolveResult solve_candidates(const Candidates& start, Rules rules, int limit, std::uint64_t node_budget) {
    SolveResult out;
    if (limit < 1) limit = 1;
    Search(rules, limit, node_budget, nullptr).run(start, out);
    return out;
}

SolveResult solve(const Digits& puzzle, Rules rules, int limit, std::uint64_t node_budget) {
    SolveResult out;
    if (limit < 1) limit = 1;
    Search(rules, limit, node_budget, nullptr).run_digits(puzzle, out);
    return out;
}

SolveResult solve_excluding(const Digits& puzzle, int cell, int digit, Rules rules, int limit) {
    SolveResult out;
    if (limit < 1) limit = 1;
    Search(rules, limit, 0, nullptr).run_digits(puzzle, out, cell, digit);
    return out;
}

Digits random_solution(Rules rules, Rng& rng) {
    Candidates start;
    start.fill(kAllDigits);
    SolveResult out;
    Search(rules, 1, 0, &rng).run(start, out);
    return out.solution; // an empty grid always has a solution, so count == 1 here
}

} // namespace tessera::sudoku
