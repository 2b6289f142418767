#include "tessera/core/sudoku/solver.hpp"

#include <array>
#include <bit>
#include <cstdlib>
#include <string_view>

#include "solver_kernel.hpp"

namespace tessera::sudoku {

namespace {

// The search itself is in solver_kernel.inc (built for SSE2 and for AVX2); here are its tables,
// the choice between the two builds, and the random-grid search. Cells as band words, as there.
using kernel::Band;
constexpr Band kBandAll = (1u << 27) - 1;
constexpr Band kRow = 0x1FF;
constexpr Band kColumn = 0x40201; // column 0's three cells in a band

int lowest(Band x) { return std::countr_zero(x); }

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
            // The first unsolved cell (band by band, then by position) with the fewest candidates:
            // each band's counts as four bit planes, then the cells with each count from 0 up.
            std::array<std::array<Band, 4>, 3> plane{};
            for (int b = 0; b < 3; ++b)
                for (int d = 0; d < 9; ++d) {
                    Band carry = n.f[b * 9 + d];
                    for (auto& p : plane[b]) {
                        const Band next = p & carry;
                        p ^= carry;
                        carry = next;
                    }
                }
            for (int k = 0; k < 10 && best_band < 0; ++k)
                for (int b = 0; b < 3 && best_band < 0; ++b) {
                    Band with_k = n.unsolved[b];
                    for (int i = 0; i < 4; ++i) with_k &= (k >> i & 1) ? plane[b][i] : ~plane[b][i];
                    if (with_k) {
                        best_count = k;
                        best_band = b;
                        best_pos = lowest(with_k);
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

namespace {

// The kernel's tables for one stage's rules: its peers, and the permutation tables (the same for
// both).
kernel::Tables build_kernel_tables(Rules rules) {
    kernel::Tables t{};
    const Tables& peers = tables(rules);
    for (int c = 0; c < kCells; ++c)
        for (int b = 0; b < 3; ++b) t.peers[c][b] = peers.peers[c][b];
    static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int m = 0; m < 512; ++m) {
        for (int k = 0; k < 3; ++k)
            if ((m >> (3 * k)) & 7) t.shrink[m] = static_cast<std::uint8_t>(t.shrink[m] | (1 << k));
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

const kernel::Tables& kernel_tables(Rules rules) {
    static const kernel::Tables latin = build_kernel_tables(Rules::Latin);
    static const kernel::Tables classic = build_kernel_tables(Rules::Classic);
    return rules == Rules::Latin ? latin : classic;
}

bool processor_has_avx2() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
           __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
#else
    return false;
#endif
}

SimdPath choose_path() {
    // TESSERA_SUDOKU_SIMD=sse2 forces the baseline (to compare the two on one machine).
    const char* forced = std::getenv("TESSERA_SUDOKU_SIMD");
    if (forced != nullptr && std::string_view(forced) == "sse2") return SimdPath::Sse2;
    return simd_path_available(SimdPath::Avx2) ? SimdPath::Avx2 : SimdPath::Sse2;
}

kernel::Job job_for(Rules rules, int limit, std::uint64_t node_budget) {
    kernel::Job job;
    job.tables = &kernel_tables(rules);
    job.boxes = rules == Rules::Classic;
    job.limit = limit < 1 ? 1 : limit;
    job.budget = node_budget;
    return job;
}

SolveResult to_result(const kernel::Result& r) {
    SolveResult out;
    out.count = r.count;
    out.nodes = r.nodes;
    out.aborted = r.aborted;
    for (int c = 0; c < kCells; ++c) out.solution[c] = r.solution[c];
    if (r.count > 1)
        for (int c = 0; c < kCells; ++c) out.second[c] = r.second[c];
    return out;
}

SolveResult run_digits(SimdPath path, const Digits& puzzle, Rules rules, int limit, std::uint64_t node_budget,
                       int exclude_cell, int exclude_digit) {
    const kernel::Job job = job_for(rules, limit, node_budget);
    kernel::Result r;
    if (path == SimdPath::Avx2 && simd_path_available(SimdPath::Avx2))
        kernel::avx2::solve_digits(job, puzzle.data(), exclude_cell, exclude_digit, r);
    else
        kernel::sse2::solve_digits(job, puzzle.data(), exclude_cell, exclude_digit, r);
    return to_result(r);
}

} // namespace

std::string_view simd_path_name(SimdPath path) { return path == SimdPath::Avx2 ? "avx2" : "sse2"; }

bool simd_path_available(SimdPath path) {
    if (path != SimdPath::Avx2) return true;
    static const bool avx2 = kernel::avx2::built() && processor_has_avx2();
    return avx2;
}

SimdPath simd_path() {
    static const SimdPath path = choose_path();
    return path;
}

SolveResult solve_on(SimdPath path, const Digits& puzzle, Rules rules, int limit, std::uint64_t node_budget) {
    return run_digits(path, puzzle, rules, limit, node_budget, -1, 0);
}

SolveResult solve_candidates(const Candidates& start, Rules rules, int limit, std::uint64_t node_budget) {
    const kernel::Job job = job_for(rules, limit, node_budget);
    kernel::Result r;
    if (simd_path() == SimdPath::Avx2)
        kernel::avx2::solve_candidates(job, start.data(), r);
    else
        kernel::sse2::solve_candidates(job, start.data(), r);
    return to_result(r);
}

SolveResult solve(const Digits& puzzle, Rules rules, int limit, std::uint64_t node_budget) {
    return run_digits(simd_path(), puzzle, rules, limit, node_budget, -1, 0);
}

SolveResult solve_excluding(const Digits& puzzle, int cell, int digit, Rules rules, int limit) {
    return run_digits(simd_path(), puzzle, rules, limit, 0, cell, digit);
}

GivenWords::GivenWords(const Digits& puzzle, Rules rules) : rules_(rules) {
    for (int c = 0; c < kCells; ++c)
        if (puzzle[c] != 0) restore(c, puzzle[c]);
}

void GivenWords::restore(int cell, int digit) {
    const auto& peers = kernel_tables(rules_).peers[cell];
    const int band = cell / 27, d = digit - 1;
    given_[band * 9 + d] |= 1u << (cell % 27);
    filled_[band] |= 1u << (cell % 27);
    for (int b = 0; b < 3; ++b) reach_[b * 9 + d] |= peers[b];
}

void GivenWords::blank(int cell, int digit) {
    const int band = cell / 27, d = digit - 1;
    given_[band * 9 + d] &= ~(1u << (cell % 27));
    filled_[band] &= ~(1u << (cell % 27));
    reach_again(d);
}

void GivenWords::reach_again(int d) {
    const auto& peers = kernel_tables(rules_).peers;
    for (int b = 0; b < 3; ++b) reach_[b * 9 + d] = 0;
    for (int band = 0; band < 3; ++band)
        for (std::uint32_t m = given_[band * 9 + d]; m; m &= m - 1) {
            const auto& p = peers[band * 27 + std::countr_zero(m)];
            for (int b = 0; b < 3; ++b) reach_[b * 9 + d] |= p[b];
        }
}

SolveResult GivenWords::solve(int limit, int exclude_cell, int exclude_digit, const Digits* near,
                              std::uint64_t node_budget) const {
    // As the kernel's run_digits: a digit's cells are those no given of it sees and no other
    // given fills, plus its own givens.
    kernel::Band f[27], unsolved[3];
    for (int i = 0; i < 27; ++i) f[i] = (kBandAll & ~reach_[i] & ~filled_[i / 9]) | given_[i];
    for (int b = 0; b < 3; ++b) unsolved[b] = kBandAll & ~filled_[b];
    if (exclude_cell >= 0 && exclude_cell < kCells && exclude_digit >= 1 && exclude_digit <= 9 &&
        !(filled_[exclude_cell / 27] >> (exclude_cell % 27) & 1))
        f[(exclude_cell / 27) * 9 + exclude_digit - 1] &= ~(1u << (exclude_cell % 27));
    kernel::Job job = job_for(rules_, limit, node_budget);
    if (near != nullptr) job.prefer = near->data();
    kernel::Result r;
    if (simd_path() == SimdPath::Avx2)
        kernel::avx2::solve_words(job, f, unsolved, r);
    else
        kernel::sse2::solve_words(job, f, unsolved, r);
    return to_result(r);
}

Digits random_solution(Rules rules, Rng& rng) {
    Candidates start;
    start.fill(kAllDigits);
    SolveResult out;
    GridSearch(rules, 1, 0, &rng).run(start, out);
    return out.solution; // an empty grid always has a solution, so count == 1 here
}

} // namespace tessera::sudoku
