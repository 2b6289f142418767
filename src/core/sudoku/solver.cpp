#include "tessera/core/sudoku/solver.hpp"

#include <array>
#include <bit>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace tessera::sudoku {

namespace {

// Band representation (as in JCZSolve/Tdoku): a set of cells is three 27-bit words, one per band of
// three rows (bit = (row % 3) * 9 + col), so a digit's candidates are three words and a placement
// clears the digit from its peers with three AND-NOTs.
using Band = std::uint32_t;
constexpr Band kBandAll = (1u << 27) - 1;
constexpr Band kRow = 0x1FF;
constexpr Band kColumn = 0x40201; // column 0's three cells in a band

int lowest(Band x) { return std::countr_zero(x); }

// Bits set, without the POPCNT instruction (the baseline x86-64 lacks it, and std::popcount then
// calls a library routine).
int bits(Band x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return static_cast<int>((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

struct Tables {
    std::array<std::array<Band, 3>, kCells> peers{};
};

Tables build_tables(Rules rules) {
    const Geometry& g = geometry(rules);
    Tables t;
    for (int c = 0; c < kCells; ++c)
        for (int k = 0; k < g.peer_count; ++k) {
            const int p = g.peers[c][k];
            t.peers[c][row_of(p) / 3] |= 1u << ((row_of(p) % 3) * 9 + col_of(p));
        }
    return t;
}

const Tables& tables(Rules rules) {
    static const Tables latin = build_tables(Rules::Latin);
    static const Tables classic = build_tables(Rules::Classic);
    return rules == Rules::Latin ? latin : classic;
}

// One digit in one band of a classic grid occupies one cell per row and per box, so its three
// mini-rows (row r x box k, bit r * 3 + k of a 9-bit "mini-row mask") form a permutation. The
// tables turn a band word into its mini-row mask and that into the cells of the mini-rows some
// permutation can use (which is pointing, claiming and hidden singles in boxes for that digit, at
// once; no cells = no permutation = contradiction).
struct MiniRowTables {
    std::array<std::uint8_t, 512> shrink{};  // 9 cells of a row -> 3 bits: box k has a cell
    std::array<Band, 512> allowed{};         // mini-row mask -> cells of its permutations
    std::array<std::uint16_t, 512> single{}; // 9 cells of a row -> themselves if just one
    // The same permutation rule across the bands, for a stack: its columns x bands (bit j * 3 + b
    // for column j of the stack in band b) -> the columns each band may keep (band b's three bits
    // at 9 * b; no bits = contradiction). That is locked candidates between columns and boxes.
    std::array<std::uint32_t, 512> stack_cols{};
    std::array<std::uint16_t, 8> spread{}; // 3 column bits -> bits 0, 3, 6
};

MiniRowTables build_mini_row_tables() {
    MiniRowTables t;
    for (int m = 0; m < 512; ++m) {
        for (int k = 0; k < 3; ++k)
            if ((m >> (3 * k)) & 7) t.shrink[m] = static_cast<std::uint8_t>(t.shrink[m] | (1 << k));
        static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                             {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int viable = 0; // the union of the permutations within m
        for (const auto& p : kPerms) {
            const int used = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
            if ((m & used) == used) viable |= used;
        }
        for (int r = 0; r < 3; ++r)
            for (int k = 0; k < 3; ++k)
                if ((viable >> (r * 3 + k)) & 1) t.allowed[m] |= 7u << (9 * r + 3 * k);
        if (std::popcount(static_cast<unsigned>(m)) == 1) t.single[m] = static_cast<std::uint16_t>(m);
        for (int j = 0; j < 3; ++j)
            for (int b = 0; b < 3; ++b)
                if ((viable >> (j * 3 + b)) & 1) t.stack_cols[m] |= 1u << (9 * b + j);
    }
    for (int v = 0; v < 8; ++v)
        t.spread[v] = static_cast<std::uint16_t>((v & 1) | ((v >> 1) & 1) << 3 | ((v >> 2) & 1) << 6);
    return t;
}

const MiniRowTables& mini_rows() {
    static const MiniRowTables t = build_mini_row_tables();
    return t;
}

// The exact solver. The state is, per digit, its candidate cells in three band words. Propagation
// is incremental: a bit per word marks the words that changed, and only those are re-examined, one
// at a time (in classic rules the mini-row tables apply locked candidates within the band; rows
// left with one cell are placements, made for the whole word at once). Once no word is pending,
// naked singles come from counting candidates across the nine digits of each band and, in Latin
// rules only (classic has the boxes, and there the extra pass costs more than the guesses it
// saves), hidden singles in columns from the three bands of each digit. Search branches on a cell
// with two candidates when there is one (else the fewest), copying the state for all but the last
// branch.

// Word index of a digit's cells in a band: a band's nine digits side by side.
constexpr int at(int digit, int band) { return band * 9 + digit; }
constexpr std::uint32_t kDigitWords = 1u | 1u << 9 | 1u << 18; // at(0, 0..2)

struct State {
    std::array<Band, 27> f;       // candidates, f[at(digit, band)]
    std::array<Band, 3> unsolved; // cells not yet placed
    std::uint32_t pending;        // bit at(digit, band): the word changed since last examined
    std::uint32_t stacks;         // bit digit: its columns need examining (classic)
};

class Solver {
  public:
    Solver(Rules rules, int limit, std::uint64_t budget)
        : t_(tables(rules)), m_(mini_rows()), boxes_(rules == Rules::Classic), limit_(limit),
          budget_(budget) {}

    // Starts from givens by placing them directly (cheaper than rediscovering them as singles):
    // each given clears its digit from its peers; the cells of all givens leave the other digits
    // in one pass at the end.
    void run_digits(const Digits& puzzle, SolveResult& out, int exclude_cell = -1, int exclude_digit = 0) {
        State s;
        s.f.fill(kBandAll);
        s.pending = (1u << 27) - 1;
        s.stacks = 0x1FF;
        std::array<Band, 27> given{};
        std::array<Band, 3> filled{};
        out_ = &out;
        for (int c = 0; c < kCells; ++c) {
            const int d = puzzle[c] - 1;
            if (d < 0 || d > 8) continue;
            const int b = row_of(c) / 3;
            const Band bit = 1u << ((row_of(c) % 3) * 9 + col_of(c));
            if (!(s.f[at(d, b)] & bit)) {
                ++out.nodes; // a repeated digit among the givens: no solution
                return;
            }
            const auto& pm = t_.peers[c];
            s.f[at(d, 0)] &= ~pm[0];
            s.f[at(d, 1)] &= ~pm[1];
            s.f[at(d, 2)] &= ~pm[2];
            given[at(d, b)] |= bit;
            filled[b] |= bit;
        }
        for (int i = 0; i < 27; ++i) s.f[i] = (s.f[i] & ~filled[i / 9]) | given[i];
        for (int b = 0; b < 3; ++b) s.unsolved[b] = kBandAll & ~filled[b];
        if (exclude_cell >= 0 && exclude_cell < kCells && exclude_digit >= 1 && exclude_digit <= 9 &&
            puzzle[exclude_cell] == 0) {
            const int b = row_of(exclude_cell) / 3,
                      pos = (row_of(exclude_cell) % 3) * 9 + col_of(exclude_cell);
            s.f[at(exclude_digit - 1, b)] &= ~(1u << pos);
        }
        descend(s);
    }

    void run(const Candidates& start, SolveResult& out) {
        State s{};
        for (int c = 0; c < kCells; ++c) {
            const Band bit = 1u << ((row_of(c) % 3) * 9 + col_of(c));
            for (int d = 0; d < 9; ++d)
                if (start[c] & (1u << d)) s.f[at(d, row_of(c) / 3)] |= bit;
        }
        s.unsolved = {kBandAll, kBandAll, kBandAll};
        s.pending = (1u << 27) - 1;
        s.stacks = 0x1FF;
        out_ = &out;
        descend(s);
    }

  private:
    // Places digit d on one cell: the cell loses every other digit, the digit leaves its peers.
    void place(State& s, int d, int b, int pos) const {
        const auto& pm = t_.peers[b * 27 + pos];
        const Band bit = 1u << pos;
        mark(s, clear_band(s, b, bit) | (kDigitWords << d));
        s.f[at(d, 0)] &= ~pm[0];
        s.f[at(d, 1)] &= ~pm[1];
        s.f[at(d, 2)] &= ~pm[2];
        s.f[at(d, b)] |= bit;
        s.unsolved[b] &= ~bit;
    }

    // Words that changed: each is examined again along its band, and its digit along its columns.
    static void mark(State& s, std::uint32_t words) {
        s.pending |= words;
        s.stacks |= (words | (words >> 9) | (words >> 18)) & 0x1FF;
    }

    // Clears cells from every digit's word of a band; returns the words that changed as pending
    // bits (branch-free: which digits had the cells is data, not control flow).
    static std::uint32_t clear_band(State& s, int b, Band cells) {
        Band* fb = &s.f[at(0, b)];
#if defined(__SSE2__)
        // Digits 0-7 four at a time, digit 8 alone.
        const __m128i c = _mm_set1_epi32(static_cast<int>(cells));
        const __m128i zero = _mm_setzero_si128();
        const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(fb));
        const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(fb + 4));
        const int kept0 = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v0, c), zero)));
        const int kept1 = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v1, c), zero)));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(fb), _mm_andnot_si128(c, v0));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(fb + 4), _mm_andnot_si128(c, v1));
        std::uint32_t changed = ~static_cast<std::uint32_t>(kept0 | (kept1 << 4)) & 0xFF;
        changed |= static_cast<std::uint32_t>((fb[8] & cells) != 0) << 8;
        fb[8] &= ~cells;
#else
        std::uint32_t changed = 0;
        for (int e = 0; e < 9; ++e) {
            const Band v = fb[e];
            changed |= static_cast<std::uint32_t>((v & cells) != 0) << e;
            fb[e] = v & ~cells;
        }
#endif
        return changed << at(0, b);
    }

    // Re-examines one digit's word in one band: locked candidates within the band (classic), then
    // rows left with one cell are placements, made for the whole word at once. false =
    // contradiction.
    bool update(State& s, int i) const {
        const Band x0 = s.f[i];
        Band x = x0;
        const int d = i % 9, b = i / 9;
        if (boxes_) {
            const unsigned mini =
                m_.shrink[x & kRow] | (m_.shrink[(x >> 9) & kRow] << 3) | (m_.shrink[x >> 18] << 6);
            const Band allowed = m_.allowed[mini];
            if (allowed == 0) return false;
            x &= allowed;
        } else if ((x & kRow) == 0 || (x & (kRow << 9)) == 0 || (x & (kRow << 18)) == 0) {
            return false;
        }
        const Band placed =
            (m_.single[x & kRow] | (m_.single[(x >> 9) & kRow] << 9) | (m_.single[x >> 18] << 18)) &
            s.unsolved[b];
        if (placed == 0) {
            if (x != x0) s.stacks |= 1u << d;
            s.f[i] = x;
            return true;
        }
        // At most one cell per row; in classic rules the tables already kept them in different
        // boxes (so columns) and cleared their box mates from x.
        const Band c0 = placed & kRow, c1 = (placed >> 9) & kRow, c2 = placed >> 18;
        const Band cols = c0 | c1 | c2;
        if (!boxes_) {
            if ((c0 & c1) | (c0 & c2) | (c1 & c2)) return false; // two in one column
            x &= ~((cols * kColumn) & ~placed);                  // their column mates in the band
        }
        std::uint32_t changed = clear_band(s, b, placed) & ~(1u << i);
        s.f[i] = x;
        if (x != x0) changed |= 1u << i; // Latin: lost column mates, look again
        const Band column = cols * kColumn;
        for (int o = 0; o < 3; ++o) {
            if (o == b) continue;
            changed |= static_cast<std::uint32_t>((s.f[at(d, o)] & column) != 0) << at(d, o);
            s.f[at(d, o)] &= ~column;
        }
        s.unsolved[b] &= ~placed;
        mark(s, changed);
        s.stacks |= 1u << d;
        return true;
    }

    // The column direction of one digit (classic): the permutation rule per stack keeps each
    // band's columns that some placement of the digit in the stack can use (locked candidates
    // between columns and boxes), then a column left with one cell in all bands is a placement.
    bool update_stack(State& s, int d) const {
        Band x[3] = {s.f[at(d, 0)], s.f[at(d, 1)], s.f[at(d, 2)]};
        Band p[3];
        for (int b = 0; b < 3; ++b) p[b] = (x[b] | (x[b] >> 9) | (x[b] >> 18)) & kRow;
        std::uint32_t keep = 0;
        for (int k = 0; k < 3; ++k) {
            const int sh = 3 * k;
            const unsigned m = m_.spread[(p[0] >> sh) & 7] | (m_.spread[(p[1] >> sh) & 7] << 1) |
                               (m_.spread[(p[2] >> sh) & 7] << 2);
            const std::uint32_t cols = m_.stack_cols[m];
            if (cols == 0) return false;
            keep |= cols << sh;
        }
        Band once = 0, twice = 0;
        for (int b = 0; b < 3; ++b) {
            const Band nx = x[b] & (((keep >> (9 * b)) & kRow) * kColumn);
            if (nx != x[b]) {
                s.f[at(d, b)] = nx;
                s.pending |= 1u << at(d, b);
                x[b] = nx;
                p[b] = (nx | (nx >> 9) | (nx >> 18)) & kRow;
            }
            const Band multi = ((nx & (nx >> 9)) | (nx & (nx >> 18)) | ((nx >> 9) & (nx >> 18))) & kRow;
            twice |= (once & p[b]) | multi;
            once |= p[b];
        }
        if (once != kRow) return false; // a column without the digit
        Band solved = 0;                // columns where the digit is placed
        for (int b = 0; b < 3; ++b) {
            const Band y = x[b] & ~s.unsolved[b];
            solved |= (y | (y >> 9) | (y >> 18)) & kRow;
        }
        for (Band single = once & ~twice & ~solved; single; single &= single - 1) {
            const int col = lowest(single);
            for (int b = 0;; ++b) {
                if (b == 3) return false; // emptied by an earlier placement
                const Band hit = s.f[at(d, b)] & (kColumn << col);
                if (hit == 0) continue;
                if (s.unsolved[b] & hit) place(s, d, b, lowest(hit));
                break;
            }
        }
        return true;
    }

    // Also leaves in `pairs` each band's unsolved cells with exactly two candidates, which is
    // where the search branches when propagation stops.
    bool naked_singles(State& s, bool& placed, std::array<Band, 3>& pairs) const {
        for (int b = 0; b < 3; ++b) {
            pairs[b] = 0;
            if (s.unsolved[b] == 0) continue;
            Band once = 0, twice = 0, thrice = 0;
            for (int d = 0; d < 9; ++d) {
                const Band x = s.f[at(d, b)];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            if (s.unsolved[b] & ~once) return false; // a cell with no digit left
            pairs[b] = twice & ~thrice & s.unsolved[b];
            Band singles = s.unsolved[b] & ~twice;
            while (singles) {
                const int pos = lowest(singles);
                singles &= singles - 1;
                const Band bit = 1u << pos;
                int d = 0;
                while (!(s.f[at(d, b)] & bit)) {
                    if (++d == 9) return false; // emptied by an earlier single of this batch
                }
                place(s, d, b, pos);
                placed = true;
            }
        }
        return true;
    }

    bool column_singles(State& s, bool& placed) const {
        for (int d = 0; d < 9; ++d) {
            Band once = 0, twice = 0;
            for (int b = 0; b < 3; ++b) {
                const Band x = s.f[at(d, b)];
                const Band present = (x | (x >> 9) | (x >> 18)) & kRow;
                const Band multi = ((x & (x >> 9)) | (x & (x >> 18)) | ((x >> 9) & (x >> 18))) & kRow;
                twice |= (once & present) | multi;
                once |= present;
            }
            if (once != kRow) return false; // a column without the digit
            for (Band single = once & ~twice; single; single &= single - 1) {
                const int col = lowest(single);
                for (int b = 0;; ++b) {
                    if (b == 3) return false; // emptied by an earlier placement
                    const Band hit = s.f[at(d, b)] & (kColumn << col);
                    if (hit == 0) continue;
                    if (s.unsolved[b] & hit) {
                        place(s, d, b, lowest(hit));
                        placed = true;
                    }
                    break;
                }
            }
        }
        return true;
    }

    bool propagate(State& s, std::array<Band, 3>& pairs) const {
        for (;;) {
            while (s.pending) {
                const int i = lowest(s.pending);
                s.pending &= s.pending - 1;
                if (!update(s, i)) return false;
            }
            if (boxes_ && s.stacks) {
                const int d = lowest(s.stacks);
                s.stacks &= s.stacks - 1;
                if (!update_stack(s, d)) return false;
                continue;
            }
            if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) return true;
            bool placed = false;
            if (!naked_singles(s, placed, pairs)) return false;
            if (placed) continue;
            if (!boxes_ && !column_singles(s, placed)) return false;
            if (!placed) return true;
        }
    }

    void descend(State& s) {
        ++out_->nodes;
        if (budget_ != 0 && out_->nodes > budget_) {
            out_->aborted = true;
            return;
        }
        std::array<Band, 3> pairs;
        if (!propagate(s, pairs)) return;
        if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
            if (out_->count == 0) {
                for (int d = 0; d < 9; ++d)
                    for (int b = 0; b < 3; ++b)
                        for (Band x = s.f[at(d, b)]; x; x &= x - 1)
                            out_->solution[b * 27 + lowest(x)] = static_cast<std::uint8_t>(d + 1);
            }
            ++out_->count;
            return;
        }
        // Branch on a cell with two candidates when there is one (the one with the most unsolved
        // peers: its digits reach furthest, which halves the nodes of hard puzzles against taking
        // the first), else on the cell with the fewest.
        int best_band = -1, best_pos = -1, best_count = 10, best_degree = -1;
        for (int b = 0; b < 3; ++b)
            for (Band u = pairs[b]; u; u &= u - 1) {
                const int pos = lowest(u);
                const auto& pm = t_.peers[b * 27 + pos];
                const int degree =
                    bits(s.unsolved[0] & pm[0]) + bits(s.unsolved[1] & pm[1]) + bits(s.unsolved[2] & pm[2]);
                if (degree > best_degree) {
                    best_degree = degree;
                    best_band = b;
                    best_pos = pos;
                    best_count = 2;
                }
            }
        if (best_count > 2) {
            for (int b = 0; b < 3; ++b)
                for (Band u = s.unsolved[b]; u; u &= u - 1) {
                    const int pos = lowest(u);
                    int k = 0;
                    for (int d = 0; d < 9; ++d) k += (s.f[at(d, b)] >> pos) & 1;
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
            if ((s.f[at(d, best_band)] >> best_pos) & 1) digits[nd++] = d;
        if (nd == 2) {
            // First the digit with more candidates among the cell's peers: placing it removes more.
            const auto& pm = t_.peers[best_band * 27 + best_pos];
            int reach[2];
            for (int k = 0; k < 2; ++k)
                reach[k] = bits(s.f[at(digits[k], 0)] & pm[0]) + bits(s.f[at(digits[k], 1)] & pm[1]) +
                           bits(s.f[at(digits[k], 2)] & pm[2]);
            if (reach[1] > reach[0]) std::swap(digits[0], digits[1]);
        }
        for (int i = 0; i < nd; ++i) {
            if (i + 1 < nd) {
                State child = s;
                place(child, digits[i], best_band, best_pos);
                descend(child);
            } else {
                place(s, digits[i], best_band, best_pos); // the last branch reuses this state
                descend(s);
            }
            if (out_->count >= limit_ || out_->aborted) return;
        }
    }

    const Tables& t_;
    const MiniRowTables& m_;
    bool boxes_;
    int limit_;
    std::uint64_t budget_;
    SolveResult* out_ = nullptr;
};

// random_solution keeps the original search (band-major words, singles only, digits tried in
// random order): the grid it draws for a seed is pinned by the generator's tests and by seeded
// levels, and it runs once per generated puzzle, so its speed hardly matters.
struct Node {
    std::array<Band, 27> f;       // f[band * 9 + d], d = 0..8: a band's nine digits side by side
    std::array<Band, 3> unsolved; // cells not yet placed
};

class GridSearch {
  public:
    GridSearch(Rules rules, int limit, std::uint64_t budget, Rng* rng)
        : t_(tables(rules)), boxes_(rules == Rules::Classic), limit_(limit), budget_(budget), rng_(rng) {}

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
    Solver(rules, limit, node_budget).run(start, out);
    return out;
}

SolveResult solve(const Digits& puzzle, Rules rules, int limit, std::uint64_t node_budget) {
    SolveResult out;
    if (limit < 1) limit = 1;
    Solver(rules, limit, node_budget).run_digits(puzzle, out);
    return out;
}

SolveResult solve_excluding(const Digits& puzzle, int cell, int digit, Rules rules, int limit) {
    SolveResult out;
    if (limit < 1) limit = 1;
    Solver(rules, limit, 0).run_digits(puzzle, out, cell, digit);
    return out;
}

Digits random_solution(Rules rules, Rng& rng) {
    Candidates start;
    start.fill(kAllDigits);
    SolveResult out;
    GridSearch(rules, 1, 0, &rng).run(start, out);
    return out.solution; // an empty grid always has a solution, so count == 1 here
}

} // namespace tessera::sudoku
