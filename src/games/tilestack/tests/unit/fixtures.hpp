#pragma once
// Small hand-made boards shared by the tilestack tests.
#include <memory>
#include <vector>

#include "tessera/core/tilestack/deal.hpp"
#include "tessera/core/tilestack/game.hpp"

namespace tilestack_fixtures {

using namespace tessera::tilestack;

inline std::shared_ptr<const Layout> box(CoverMode mode, int w, int h, int z,
                                         const std::vector<std::vector<int>>& mask = {}) {
    return std::make_shared<const Layout>(box_layout(mode, w, h, z, mask));
}

inline Params params_for(std::shared_ptr<const Layout> layout, std::vector<int> face_tiles, int tray = 7) {
    Params p;
    p.layout = std::move(layout);
    p.face_tiles = std::move(face_tiles);
    p.tray = tray;
    return p;
}

// A flat row of n free tiles (mode A, one layer) with the given faces.
inline State flat(const std::vector<int>& faces, int tray = 7, PowerUps pu = {}) {
    std::vector<int> counts;
    for (int f : faces) {
        if (f >= static_cast<int>(counts.size())) counts.resize(static_cast<std::size_t>(f) + 1, 0);
        ++counts[static_cast<std::size_t>(f)];
    }
    Params p = params_for(box(CoverMode::A, static_cast<int>(faces.size()), 1, 1), counts, tray);
    p.power_ups = pu;
    return start(p, faces);
}

} // namespace tilestack_fixtures
