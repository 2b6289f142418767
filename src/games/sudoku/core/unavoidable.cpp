#include "unavoidable.hpp"

#include <algorithm>
#include <array>

#include "tessera/core/common/union_find.hpp"

namespace tessera::sudoku::detail {

namespace {
// Sets learned from second solutions are kept up to this size and count: a large set is seldom
// left without a given, and every set is tested on every removal (12 cells: 0.6% fewer
// instructions than 16 or 24, 1-2% fewer than 8 or 10; 40 hard and expert puzzles of seed 7).
constexpr int kMostCells = 12;
constexpr std::size_t kMostSets = 400;

// Two digits that can trade cells: link, in every unit, the cell of the one to the cell of the
// other; each linked group of cells can swap its two digits, keeping every unit valid.
void digit_trades(const Digits& grid, Rules rules, std::vector<Cells>& out) {
    const Geometry& g = geometry(rules);
    std::array<std::array<int, kSize + 1>, 27> holder{}; // unit, digit -> its cell there
    for (int u = 0; u < g.unit_count; ++u)
        for (auto c : g.unit_cells[u]) holder[u][grid[c]] = c;
    for (int x = 1; x <= kSize; ++x)
        for (int y = x + 1; y <= kSize; ++y) {
            UnionFind links(kCells);
            for (int u = 0; u < g.unit_count; ++u) links.join(holder[u][x], holder[u][y]);
            // At most nine groups (the pair's 18 cells, two or more in each).
            std::array<int, kSize> roots{};
            std::array<Cells, kSize> groups{};
            int count = 0;
            for (int c = 0; c < kCells; ++c) {
                if (grid[c] != x && grid[c] != y) continue;
                const int r = links.find(c);
                int i = 0;
                while (i < count && roots[i] != r) ++i;
                if (i == count) roots[count++] = r;
                groups[i].add(c);
            }
            out.insert(out.end(), groups.begin(), groups.begin() + count);
        }
}
} // namespace

Unavoidables::Unavoidables(const Digits& solution, Rules rules) {
    const bool classic = rules == Rules::Classic;
    // Two lines (rows, or columns) whose cells can trade digits: map each digit of the first to
    // the digit beside it on the second; each cycle of that map is a set of positions where
    // the two lines can swap, keeping both lines and every column (row) valid, and every box
    // too when the lines share their band (stack).
    for (const bool rows : {true, false})
        for (int a = 0; a < kSize; ++a)
            for (int b = a + 1; b < kSize; ++b) {
                if (classic && a / 3 != b / 3) continue;
                auto cell = [&](int line, int i) { return rows ? cell_at(line, i) : cell_at(i, line); };
                std::array<int, 10> at{}; // digit -> its position on line a
                for (int i = 0; i < kSize; ++i) at[solution[cell(a, i)]] = i;
                std::array<bool, kSize> done{};
                for (int i = 0; i < kSize; ++i) {
                    if (done[static_cast<std::size_t>(i)]) continue;
                    Cells s;
                    for (int j = i; !done[static_cast<std::size_t>(j)]; j = at[solution[cell(b, j)]]) {
                        done[static_cast<std::size_t>(j)] = true;
                        s.add(cell(a, j)), s.add(cell(b, j));
                    }
                    sets_.push_back(s);
                }
            }
    digit_trades(solution, rules, sets_);
    std::stable_sort(sets_.begin(), sets_.end(),
                     [](const Cells& x, const Cells& y) { return x.size() < y.size(); });
}

void Unavoidables::learn(const Digits& solution, const Digits& other) {
    if (sets_.size() >= kMostSets) return;
    Cells s;
    int n = 0;
    for (int c = 0; c < kCells; ++c)
        if (solution[c] != other[c]) s.add(c), ++n;
    if (n > 0 && n <= kMostCells) sets_.push_back(s);
}

} // namespace tessera::sudoku::detail
