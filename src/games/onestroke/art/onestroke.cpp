// One Stroke: no sprites (figures are drawn by the app); the preview.
#include "art/art.hpp"
#include "art/common.hpp"

#include "shapes.hpp"

#include <cmath>
#include <string>
#include <vector>

namespace tessera::gen_assets::art::onestroke {

namespace {

Image preview_onestroke() {
    Image image(kPreviewWidth, kPreviewHeight);
    preview_backdrop(image, hex(0x141B3A), hex(0x070A18), with_alpha(hex(0x3C4FB0), 0.45f), {180, 90}, 180);
    for (int y = 10; y < 200; y += 20)
        for (int x = 10; x < 360; x += 20)
            fill(image, circle({float(x), float(y)}, 0.9f), with_alpha(kWhite, 0.1f));
    Vec2 vertices[5] = {{130, 178}, {230, 178}, {230, 92}, {130, 92}, {180, 22}};
    std::vector<Vec2> path = {vertices[0], vertices[3], vertices[4], vertices[2], vertices[3],
                              vertices[1], vertices[2], vertices[0], vertices[1]};
    int drawn = 5;
    for (size_t k = 0; k + 1 < path.size(); ++k)
        fill(image, segment(path[k], path[k + 1], 3), with_alpha(hex(0x5B6790), 0.8f));
    for (int k = 0; k < drawn; ++k) {
        fill_soft(image, segment(path[k], path[k + 1], 6), with_alpha(hex(0x3FD0FF), 0.45f), 6);
    }
    for (int k = 0; k < drawn; ++k)
        fill(image, segment(path[k], path[k + 1], 4),
             linear_gradient({0, 20}, {0, 180}, hex(0x9FF0FF), hex(0x34B6F0)));
    // drag in progress toward the next vertex
    Vec2 cur = path[drawn] + (path[drawn + 1] - path[drawn]) * 0.45f;
    fill(image, segment(path[drawn], cur, 3.5f), with_alpha(hex(0xFFE27A), 0.95f));
    for (Vec2 p : vertices) {
        glow(image, p, 22, with_alpha(hex(0x7FE3FF), 0.6f));
        fill(image, circle(p, 9), hex(0x0B2A3A));
        fill(image, circle(p, 7.5f), radial_gradient(p + Vec2{-2.5f, -2.5f}, 10, kWhite, hex(0x9BE9FF)));
    }
    glow(image, cur, 18, with_alpha(hex(0xFFE27A), 0.8f));
    fill(image, circle(cur, 5), hex(0xFFF6D0));
    round_corners(image, 14);
    return image;
}

} // namespace

GameArt draw() {
    GameArt art;
    art.preview = preview_onestroke();
    return art;
}

} // namespace tessera::gen_assets::art::onestroke
