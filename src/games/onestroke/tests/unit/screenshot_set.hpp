#pragma once
// A pinned set of One Stroke "screenshots" drawn by ImageMagick (issue 21): random figures that can
// be drawn in one stroke, each in a random style from the variation classes recognition must handle
// (dark on light and light on dark; lines 4-20 px and dots of radius 10-30 px at 750 px wide;
// crossings without a vertex; flat, gradient or lightly textured backgrounds), drawn clean and with
// phone-game chrome (status bar, title bar with the level's name, score boxes, a button row, a
// watermark), each written as PNG and as JPEG (quality 40-90). Everything comes from the seed.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tessera/core/onestroke/picture.hpp"

namespace tessera::onestroke::testset {

inline constexpr int kWidth = 750;
inline constexpr int kHeight = 1334;

enum class Background { Flat, Gradient, Texture };
enum class Shape { Free, Lattice }; // random points (crossings) or a lattice walk (collinear dots)

struct SetFigure {
    int index = 0;
    std::uint64_t seed = 0;
    Shape shape = Shape::Free;
    std::vector<PointF> dots;
    std::vector<std::pair<int, int>> edges; // indices into dots
    int crossings = 0;                      // pairs of edges that cross away from any dot
    bool light_on_dark = false;
    Background background = Background::Flat;
    int line_width = 0, dot_radius = 0;
    int jpeg_quality = 0;
    Rgb back, back2, line, dot; // back2: the gradient's far end or the texture's grain colour
};

// Figure `index` of the set whose seed is `seed`; its style classes cycle with the index so every
// class is drawn about equally often.
SetFigure make_figure(std::uint64_t seed, int index);

// ImageMagick `convert` arguments (without the program name) that draw the figure, with or without
// chrome, and write it to png_path and to jpeg_path at the figure's JPEG quality.
std::vector<std::string> convert_arguments(const SetFigure& figure, bool chrome, const std::string& png_path,
                                           const std::string& jpeg_path);

// Runs programs side by side (no shell), each argv[0] looked up in PATH; true when every one
// started and exited with 0.
bool run_programs(const std::vector<std::vector<std::string>>& argvs);

} // namespace tessera::onestroke::testset
