#pragma once
// A pinned set of pictures in the style of the real One Stroke game's screenshots (issue 34), drawn
// by ImageMagick: 719x1280 phone screenshots on white; light grey lines about 17 px wide, 25-29
// levels darker than the background; dots 38 px across, blue (110,164,198) or red (239,105,114)
// with a pale ring, or both colours in one figure; lines crossing without a dot and diagonals passing
// within 40 px of dots they do not touch; some figures with a second, bent segment between two
// dots; with a title bar (back arrow, a CJK label such as "简单 049") and a bottom bar (three icons,
// "重玩", "后退", "提示-3"), or with no chrome; written as PNG and as a progressive JPEG with an EXIF
// header at quality 85 or 60. Figures have 4-11 dots and 5-13 segments and can be drawn in one
// stroke (0 or 2 odd dots). Everything comes from the seed.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tessera/core/onestroke/picture.hpp"

namespace tessera::onestroke::phoneset {

inline constexpr int kWidth = 719;
inline constexpr int kHeight = 1280;
inline constexpr int kDotRadius = 19;
inline constexpr int kLineWidth = 17;
inline constexpr Rgb kBlue{110, 164, 198};
inline constexpr Rgb kRed{239, 105, 114};
inline constexpr Rgb kRing{250, 206, 209}; // the pale ring around a red dot
inline constexpr int kRingWidth = 4;

enum class DotColours { Blue, Red, Both };

struct PhoneFigure {
    int index = 0;
    std::uint64_t seed = 0;
    bool lattice = false; // dots on a lattice (collinear dots), else random points
    std::vector<PointF> dots;
    std::vector<bool> red;                  // per dot: red with a ring, else blue
    std::vector<std::pair<int, int>> edges; // indices into dots; parallel edges repeat a pair
    std::vector<bool> bent;                 // per edge: drawn as a curve (the second of a pair)
    DotColours colours = DotColours::Blue;
    int contrast = 29;         // background 255 minus the line's grey
    int crossings = 0;         // pairs of edges crossing away from any dot
    double closest_pass = 1e9; // nearest approach of a segment to a dot it does not touch (centres)
    int jpeg_quality = 85;
    int odd_dots() const;
};

// Figure `index` of the set whose seed is `seed`; classes cycle with the index.
PhoneFigure make_phone_figure(std::uint64_t seed, int index);

// ImageMagick `convert` arguments (without the program name) that draw the figure, with or without
// the title and bottom bars, and write it to png_path and to jpeg_path (progressive).
std::vector<std::string> phone_convert_arguments(const PhoneFigure& figure, bool chrome,
                                                 const std::string& png_path, const std::string& jpeg_path);

// Puts an EXIF header (APP1, an orientation tag) after a JPEG's start marker, as phone cameras and
// screenshot tools do; a file that already has one is left as it is. False when the file cannot be
// read, is not a JPEG, or cannot be written.
bool add_exif(const std::string& jpeg_path);

} // namespace tessera::onestroke::phoneset
