#include "tessera/core/tilestack/layout.hpp"

#include <algorithm>
#include <cstdlib>

namespace tessera::tilestack {

TilePos box_draw_pos(CoverMode mode, int x, int y, int z) {
    const int odd = z % 2;
    switch (mode) {
    case CoverMode::B:
        return {2 * x + odd, 2 * y, z};
    case CoverMode::C:
        return {2 * x + odd, 2 * y + odd, z};
    default:
        return {2 * x, 2 * y, z};
    }
}

const char* to_string(CoverMode mode) {
    switch (mode) {
    case CoverMode::A:
        return "A";
    case CoverMode::B:
        return "B";
    case CoverMode::C:
        return "C";
    case CoverMode::Explicit:
        return "explicit";
    }
    return "?";
}

namespace {

void link_inverse(Layout& layout) {
    layout.covers.assign(layout.pos.size(), {});
    for (int t = 0; t < layout.size(); ++t)
        for (int c : layout.covered_by[static_cast<std::size_t>(t)])
            layout.covers[static_cast<std::size_t>(c)].push_back(t);
}

} // namespace

Layout box_layout(CoverMode mode, int width, int height, int layers,
                  const std::vector<std::vector<int>>& mask) {
    Layout layout;
    layout.mode = mode;
    auto present = [&](int x, int y, int z) {
        if (x < 0 || y < 0 || z < 0 || x >= width || y >= height || z >= layers) return false;
        if (mask.empty()) return true;
        const auto& row = mask[static_cast<std::size_t>(y)];
        return static_cast<std::size_t>(x) < row.size() && row[static_cast<std::size_t>(x)] != 0;
    };
    // Index of every box cell, so cover lists can name tiles.
    std::vector<int> index(static_cast<std::size_t>(width * height * layers), -1);
    auto cell = [&](int x, int y, int z) { return static_cast<std::size_t>((z * height + y) * width + x); };
    for (int z = 0; z < layers; ++z)
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                if (present(x, y, z)) {
                    index[cell(x, y, z)] = layout.size();
                    layout.pos.push_back(box_draw_pos(mode, x, y, z));
                }
    layout.covered_by.assign(layout.pos.size(), {});
    for (int z = 0; z < layers; ++z)
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                if (!present(x, y, z)) continue;
                const int dx = z % 2 == 0 ? -1 : 1; // the Tile Stack article's parity offset
                struct Off {
                    int x, y;
                };
                std::vector<Off> above{{0, 0}};
                if (mode == CoverMode::B) above.push_back({dx, 0});
                if (mode == CoverMode::C) {
                    above.push_back({dx, 0});
                    above.push_back({0, dx});
                    above.push_back({dx, dx});
                }
                auto& list = layout.covered_by[static_cast<std::size_t>(index[cell(x, y, z)])];
                for (Off o : above)
                    if (present(x + o.x, y + o.y, z + 1))
                        list.push_back(index[cell(x + o.x, y + o.y, z + 1)]);
            }
    link_inverse(layout);
    return layout;
}

std::optional<LayoutError> explicit_layout(const std::vector<TilePos>& tiles, Layout& out) {
    Layout layout;
    layout.mode = CoverMode::Explicit;
    layout.pos = tiles;
    layout.covered_by.assign(tiles.size(), {});
    const int n = static_cast<int>(tiles.size());
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
            if (a == b) continue;
            const TilePos& p = tiles[static_cast<std::size_t>(a)];
            const TilePos& q = tiles[static_cast<std::size_t>(b)];
            const bool overlap = std::abs(p.x - q.x) < 2 && std::abs(p.y - q.y) < 2;
            if (!overlap) continue;
            if (p.z == q.z && a < b) // reported at the later tile
                return LayoutError{b, a, "overlaps tile " + std::to_string(a) + " on the same layer"};
            if (q.z > p.z) layout.covered_by[static_cast<std::size_t>(a)].push_back(b);
        }
    link_inverse(layout);
    out = std::move(layout);
    return std::nullopt;
}

} // namespace tessera::tilestack
