// The app icon: a mosaic of glossy tiles in the game hues.
#include "art.hpp"
#include "common.hpp"

#include "../shapes.hpp"

namespace tessera::gen_assets::art {

Image app_icon() {
    Image image(128, 128);
    Shape bg = rounded_box({64, 64}, {60, 60}, 26);
    fill_soft(image, shift(bg, {0, 2}), with_alpha(kBlack, 0.4f), 3);
    fill(image, bg, linear_gradient({0, 4}, {0, 124}, hex(0x3A3F8F), hex(0x17183F)));
    fill(image, stroke(grow(bg, -1), 1), with_alpha(kWhite, 0.18f));
    const int cols[9] = {0, 2, 4, 6, 3, 1, 5, 7, 2};
    for (int k = 0; k < 9; ++k) {
        int r = k / 3, c = k % 3;
        Vec2 ctr{30.0f + c * 34, 30.0f + r * 34};
        const Hue& h = kHues[cols[k]];
        Shape t = rounded_box(ctr, {14.5f, 14.5f}, 6);
        fill_soft(image, shift(t, {0, 2}), with_alpha(kBlack, 0.45f), 2);
        fill(image, grow(t, 1), darken(h.dark, 0.2f));
        fill(image, t,
             linear_gradient(ctr - Vec2{0, 15}, ctr + Vec2{0, 15}, mix(h.base, h.light, 0.4f),
                             mix(h.base, h.dark, 0.3f)));
        fill(image, intersect(ellipse(ctr - Vec2{0, 9}, 13, 7), grow(t, -1.5f)), with_alpha(kWhite, 0.4f));
    }
    // centre tile gets a white star emboss
    fill(image, polygon(star_points(5, 11, 4.8f, {64, 65}), 0.8f), with_alpha(kWhite, 0.92f));
    sparkle(image, {22, 20}, 6);
    return image;
}

} // namespace tessera::gen_assets::art
