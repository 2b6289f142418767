#pragma once
// How a choice of colours sorts the picture's colours into background, line and dot (internal to
// src/core/onestroke).
#include <algorithm>
#include <cstdint>
#include <utility>

#include "recognize_parts.hpp"
#include "recognize_reader.hpp"

namespace tessera::onestroke::detail {

enum Class : std::uint8_t { kBackgroundClass, kLineClass, kDotClass };

// Which of the three colours each table key stands for. A pixel is one colour or, on an edge, a
// mix of two: it is read as the nearer end of the nearest of the three mixing lines (background-
// line, background-dot, line-dot), so an anti-aliased line rim whose colour happens to lie near the
// dot colour is still line or background. Colours close to one of the three are that colour.
// A colour key's class is worked out when first needed: kUnclassified until then.
inline constexpr std::uint8_t kUnclassified = 255;

// The three colours a table classifies against, and how close counts as "that colour".
struct ClassEnds {
    Colour ends[3]; // indexed by Class: background, line, dot
    double close = 0;
    // Sorting::DotsAreTheRest: how far from the background-line mixing line a colour may lie and
    // still be one of those two (JPEG's colour noise on a light grey line), or 0.
    double rest = 0;
    ClassEnds(Colour dot, Colour line, Colour background, Sorting sorting = Sorting::Nearest)
        : ends{background, line, dot},
          close(0.25 * std::min({dist(dot, line), dist(dot, background), dist(line, background)})),
          rest(sorting == Sorting::DotsAreTheRest ? std::clamp(0.3 * dist(line, background), 10.0, 20.0)
                                                  : 0) {}
};

inline std::uint8_t class_of_colour(Colour c, const ClassEnds& e) {
    if (e.rest > 0) {
        const auto [t, off] = along(c, e.ends[kBackgroundClass], e.ends[kLineClass]);
        if (off > e.rest) return kDotClass;
        return t >= 0.5 ? kLineClass : kBackgroundClass;
    }
    double nearest = e.close;
    int pure = -1;
    for (int i = 0; i < 3; ++i)
        if (const double d = dist(c, e.ends[i]); d < nearest) nearest = d, pure = i;
    if (pure >= 0) return static_cast<std::uint8_t>(pure);
    double best_off = 1e18;
    std::uint8_t out = kBackgroundClass;
    for (const auto& [p, q] : {std::pair{0, 1}, {0, 2}, {1, 2}}) {
        const auto [t, off] = along(c, e.ends[p], e.ends[q]);
        if (off < best_off) best_off = off, out = static_cast<std::uint8_t>(t >= 0.5 ? q : p);
    }
    return out;
}

} // namespace tessera::onestroke::detail
