// The harder techniques of the logical solver: fish (x-wing, swordfish), xy-wing, simple
// colouring and forcing chains (logic_finder.hpp holds the Finder and the easier ones).
#include "logic_finder.hpp"

namespace tessera::sudoku::logic_detail {

// X-wing (n = 2) and swordfish (n = 3), with rows as base lines and then columns.
std::optional<Step> Finder::fish(int n) const {
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

std::optional<Step> Finder::xy_wing() const {
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
std::optional<Step> Finder::colouring() const {
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

Finder::Branch Finder::follow(int start, int digit) const {
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
std::optional<Step> Finder::forcing_chain() const {
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
                    s.eliminations.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
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

} // namespace tessera::sudoku::logic_detail
