#include "tessera/core/samegame/board.hpp"
#include "tessera/core/common/index.hpp"

#include <algorithm>
#include <cstring>

namespace tessera::samegame {

Board::Board(int width, int height)
    : width_(std::clamp(width, 0, kMaxSide)), height_(std::clamp(height, 0, kMaxSide)) {}

Colour Board::at(Point p) const {
    if (!contains(p)) return kEmpty;
    return cells_[u(to_index(p))];
}

void Board::set(Point p, Colour c) {
    if (!contains(p)) return;
    cells_[u(to_index(p))] = c;
    // Heights are recomputed by settle(); keep them an upper bound meanwhile.
    const int level = height_ - 1 - p.y;
    if (c != kEmpty && level + 1 > heights_[u(p.x)]) heights_[u(p.x)] = static_cast<std::uint8_t>(level + 1);
}

void Board::settle(bool collapse) {
    std::uint32_t all = 0;
    for (int x = 0; x < width_; ++x) {
        heights_[u(x)] = static_cast<std::uint8_t>(height_);
        all |= 1u << x;
    }
    compact_columns(all, collapse, nullptr);
}

int Board::tiles_left() const {
    int n = 0;
    for (int x = 0; x < width_; ++x) n += heights_[u(x)];
    return n;
}

std::array<int, kMaxColours + 1> Board::colour_counts() const {
    std::array<int, kMaxColours + 1> counts{};
    for (int x = 0; x < width_; ++x)
        for (int k = 0; k < heights_[u(x)]; ++k) ++counts[cells_[u(index(x, k))]];
    return counts;
}

// Breadth-first flood from `start`; `seen` is indexed by internal index. Returns the count
// and writes the cells (in BFS order) to `out`.
int Board::flood(int start, std::uint16_t* out, std::uint8_t* seen) const {
    const Colour c = cells_[u(start)];
    int head = 0, tail = 0;
    out[tail++] = static_cast<std::uint16_t>(start);
    seen[start] = 1;
    while (head < tail) {
        const int i = out[head++];
        const int x = i / kMaxSide, k = i % kMaxSide;
        // Cells above a column's height are always kEmpty, so a colour match implies "inside".
        const int next[4] = {x > 0 ? i - kMaxSide : -1, x + 1 < width_ ? i + kMaxSide : -1,
                             k > 0 ? i - 1 : -1, k + 1 < height_ ? i + 1 : -1};
        for (int n : next) {
            if (n >= 0 && !seen[n] && cells_[u(n)] == c) {
                seen[n] = 1;
                out[tail++] = static_cast<std::uint16_t>(n);
            }
        }
    }
    return tail;
}

std::vector<Point> Board::group_at(Point p) const {
    if (at(p) == kEmpty) return {};
    std::uint16_t buf[kMaxCells];
    std::uint8_t seen[kMaxCells] = {};
    const int n = flood(to_index(p), buf, seen);
    std::vector<Point> out;
    out.reserve(u(n));
    for (int i = 0; i < n; ++i) out.push_back(to_point(buf[i]));
    return out;
}

int Board::group_size(Point p) const {
    if (at(p) == kEmpty) return 0;
    std::uint16_t buf[kMaxCells];
    std::uint8_t seen[kMaxCells] = {};
    return flood(to_index(p), buf, seen);
}

bool Board::has_move() const {
    // A group of 2+ exists iff two orthogonal neighbours share a colour.
    for (int x = 0; x < width_; ++x) {
        const int h = heights_[u(x)];
        for (int k = 0; k < h; ++k) {
            const Colour c = cells_[u(index(x, k))];
            if (k + 1 < h && cells_[u(index(x, k + 1))] == c) return true;
            if (x + 1 < width_ && cells_[u(index(x + 1, k))] == c) return true;
        }
    }
    return false;
}

int Board::list_groups(std::uint16_t* cells_out, std::uint16_t* sizes_out, int* colour_counts_out) const {
    // Union-find over the cells in index order (column by column, bottom-up), uniting each cell
    // with its lower and left neighbours. The root is always the smallest index of its group, so
    // groups come out in the same order, with the same representative, as a scan-order flood
    // fill; it is several times faster than flooding because it needs no queue.
    std::uint16_t parent[kMaxCells];
    std::uint16_t size[kMaxCells];
    const auto find = [&parent](int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    };
    const auto unite = [&](int a, int b) {
        int ra = find(a), rb = find(b);
        if (ra == rb) return;
        if (rb < ra) std::swap(ra, rb);
        parent[rb] = static_cast<std::uint16_t>(ra);
        size[ra] = static_cast<std::uint16_t>(size[ra] + size[rb]);
    };
    for (int x = 0; x < width_; ++x) {
        const int h = heights_[u(x)];
        for (int k = 0; k < h; ++k) {
            const int i = index(x, k);
            parent[i] = static_cast<std::uint16_t>(i);
            size[i] = 1;
            const Colour c = cells_[u(i)];
            if (colour_counts_out) ++colour_counts_out[c];
            if (k > 0 && cells_[u(i - 1)] == c) unite(i - 1, i);
            // Cells above the left column's height are kEmpty, so this also checks the height.
            if (x > 0 && cells_[u(i - kMaxSide)] == c) unite(i - kMaxSide, i);
        }
    }
    int count = 0;
    for (int x = 0; x < width_; ++x) {
        const int h = heights_[u(x)];
        for (int k = 0; k < h; ++k) {
            const int i = index(x, k);
            if (parent[i] == i && size[i] >= 2) {
                cells_out[count] = static_cast<std::uint16_t>(i);
                sizes_out[count] = size[i];
                ++count;
            }
        }
    }
    return count;
}

std::vector<Board::Group> Board::groups() const {
    std::uint16_t cells[kMaxCells], sizes[kMaxCells];
    const int n = list_groups(cells, sizes);
    std::vector<Group> out;
    out.reserve(u(n));
    for (int g = 0; g < n; ++g) out.push_back({to_point(cells[g]), sizes[g], cells_[cells[g]]});
    return out;
}

void Board::compact_columns(std::uint32_t touched, bool collapse, Motion* motion) {
    bool emptied = false;
    int first_empty = width_;
    for (int x = 0; x < width_; ++x) {
        if (!(touched >> x & 1u)) continue;
        const int h = heights_[u(x)];
        int w = 0;
        for (int k = 0; k < h; ++k) {
            const Colour c = cells_[u(index(x, k))];
            if (c == kEmpty) continue;
            if (w != k) {
                cells_[u(index(x, w))] = c;
                if (motion) motion->fell.push_back({{x, height_ - 1 - k}, {x, height_ - 1 - w}});
            }
            ++w;
        }
        for (int k = w; k < h; ++k) cells_[u(index(x, k))] = kEmpty;
        heights_[u(x)] = static_cast<std::uint8_t>(w);
        if (w == 0) {
            emptied = true;
            first_empty = std::min(first_empty, x);
        }
    }
    if (!collapse || !emptied) return;
    int dst = first_empty;
    for (int x = first_empty; x < width_; ++x) {
        if (heights_[u(x)] == 0) continue;
        std::memcpy(&cells_[u(index(dst, 0))], &cells_[u(index(x, 0))], u(heights_[u(x)]));
        std::memset(&cells_[u(index(x, 0))], 0, u(heights_[u(x)]));
        heights_[u(dst)] = heights_[u(x)];
        heights_[u(x)] = 0;
        if (motion) motion->shifted.push_back({x, dst});
        ++dst;
    }
}

void Board::remove(const std::vector<Point>& cells, bool collapse, Motion* motion) {
    std::uint32_t touched = 0;
    for (Point p : cells) {
        if (!contains(p)) continue;
        cells_[u(to_index(p))] = kEmpty;
        touched |= 1u << p.x;
    }
    compact_columns(touched, collapse, motion);
}

int Board::remove_group_at(int i, bool collapse, std::uint16_t* scratch) {
    std::uint8_t seen[kMaxCells] = {};
    const int n = flood(i, scratch, seen);
    std::uint32_t touched = 0;
    for (int j = 0; j < n; ++j) {
        cells_[scratch[j]] = kEmpty;
        touched |= 1u << (scratch[j] / kMaxSide);
    }
    compact_columns(touched, collapse, nullptr);
    return n;
}

std::uint64_t Board::hash() const {
    // Cells above a column's height are kEmpty, so the raw column bytes identify the board; they
    // are mixed 8 bytes at a time (multiply-xorshift), which keeps hashing off the profile.
    std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ static_cast<std::uint64_t>(width_ * 31 + height_);
    for (int x = 0; x < width_; ++x) {
        const Colour* col = &cells_[u(index(x, 0))];
        std::uint64_t w[3] = {0, 0, 0};
        std::memcpy(w, col, kMaxSide); // kMaxSide (20) bytes: two words and a half
        for (std::uint64_t v : w) {
            h = (h ^ v) * 0xff51afd7ed558ccdULL;
            h ^= h >> 32;
        }
    }
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 32;
    return h;
}

} // namespace tessera::samegame
