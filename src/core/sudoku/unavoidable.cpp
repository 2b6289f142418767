#include "unavoidable.hpp"

#include <algorithm>
#include <array>

namespace tessera::sudoku::detail {

namespace {
// Sets learned from second solutions are kept up to this size and count: a large set is seldom
// left without a given, and every set is tested on every removal.
constexpr int kMostCells = 24;
constexpr std::size_t kMostSets = 400;
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
