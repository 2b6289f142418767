#include "tessera/app/games/tilestack/tilestack_layout.hpp"

#include <algorithm>
#include <numeric>

namespace tessera::app::tilestack_view {

SDL_FRect BoardGeometry::sprite_rect(const tilestack::TilePos& p) const {
    const float x =
        origin_x + (static_cast<float>(p.x) * kFaceW / 2 - static_cast<float>(p.z) * kLift) * scale;
    const float y =
        origin_y + (static_cast<float>(p.y) * kFaceH / 2 - static_cast<float>(p.z) * kLift) * scale;
    return {x, y, kTileW * scale, kTileH * scale};
}

SDL_FRect BoardGeometry::face_rect(const tilestack::TilePos& p) const {
    const SDL_FRect r = sprite_rect(p);
    return {r.x + 1 * scale, r.y + 1 * scale, kFaceW * scale, kFaceH * scale};
}

SDL_FPoint BoardGeometry::centre(const tilestack::TilePos& p) const {
    const SDL_FRect r = sprite_rect(p);
    return {r.x + r.w / 2, r.y + r.h / 2};
}

BoardGeometry fit_board(const tilestack::Layout& layout, SDL_FRect area) {
    BoardGeometry g;
    if (layout.size() == 0) return g;
    // Extents at scale 1 with the origin at 0.
    float minx = 1e9f, miny = 1e9f, maxx = -1e9f, maxy = -1e9f;
    for (const auto& p : layout.pos) {
        const SDL_FRect r = g.sprite_rect(p);
        minx = std::min(minx, r.x);
        miny = std::min(miny, r.y);
        maxx = std::max(maxx, r.x + r.w);
        maxy = std::max(maxy, r.y + r.h);
    }
    const float w = maxx - minx, h = maxy - miny;
    g.scale = std::min({1.25f, area.w / w, area.h / h});
    g.origin_x = area.x + (area.w - w * g.scale) / 2 - minx * g.scale;
    g.origin_y = area.y + (area.h - h * g.scale) / 2 - miny * g.scale;
    g.bounds = {area.x + (area.w - w * g.scale) / 2, area.y + (area.h - h * g.scale) / 2, w * g.scale,
                h * g.scale};
    return g;
}

SDL_FRect TrayGeometry::slot_rect(int i) const {
    return {x0 + static_cast<float>(i) * pitch, top, kSlotW * slot_scale, kSlotH * slot_scale};
}

SDL_FPoint TrayGeometry::slot_centre(int i) const {
    const SDL_FRect r = slot_rect(i);
    return {r.x + r.w / 2, r.y + r.h / 2};
}

SDL_FPoint TrayGeometry::side_centre(int i, int count) const {
    const float tw = kTileW * tile_scale;
    const float natural = tw + 6;
    const float room = side.w - tw;
    const float step = count > 1 ? std::min(natural, room / static_cast<float>(count - 1)) : natural;
    const float total = tw + step * static_cast<float>(std::max(0, count - 1));
    const float left = side.x + side.w - total;                                     // packed against the tray
    return {left + tw / 2 + step * static_cast<float>(i), side.y + side.h / 2 + 8}; // below the row's label
}

TrayGeometry fit_tray(int capacity) {
    TrayGeometry t;
    t.slots = std::max(1, capacity);
    const float height = kTrayBottom - kTrayTop - 12; // slot height available
    const float max_width = 760;                      // the side row gets the rest
    const float gap = 4;
    t.slot_scale = std::min(height / kSlotH, (max_width - gap * static_cast<float>(t.slots - 1)) /
                                                 (kSlotW * static_cast<float>(t.slots)));
    t.pitch = kSlotW * t.slot_scale + gap;
    const float width = t.pitch * static_cast<float>(t.slots) - gap;
    // Centred, leaving the side row (left of the tray) room for a few tiles.
    t.x0 = std::max(640 - width / 2, 52.0f + 200 + 34);
    t.x0 = std::min(t.x0, 1240 - 12 - width);
    t.top = kTrayTop + 6;
    t.tile_scale = t.slot_scale * 0.82f;
    t.panel = {t.x0 - 10, kTrayTop, width + 20, kTrayBottom - kTrayTop};
    t.side = {52, kTrayTop, t.panel.x - 24 - 52, kTrayBottom - kTrayTop};
    return t;
}

std::vector<int> painter_order(const tilestack::Layout& layout) {
    std::vector<int> order(static_cast<std::size_t>(layout.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const auto& p = layout.pos[static_cast<std::size_t>(a)];
        const auto& q = layout.pos[static_cast<std::size_t>(b)];
        if (p.z != q.z) return p.z < q.z;
        if (p.y != q.y) return p.y < q.y;
        return p.x < q.x;
    });
    return order;
}

} // namespace tessera::app::tilestack_view
