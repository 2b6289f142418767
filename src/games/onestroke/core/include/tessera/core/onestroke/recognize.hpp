#pragma once
// The One Stroke article's "自动识图": build a level from a picture of dots and lines, also from a
// real screenshot with the game's interface around the figure (issue 21).
//  1. the region (all of the picture, or the part given), box-averaged to about 750 pixels on its
//     short side (or so the long side is at most max_side pixels);
//  2. a colour table (5 bits per channel) whose near colours are merged into clusters;
//  3. round blobs of one colour are candidate dots; the colours met just outside them are the
//     candidates for lines and background. Each (dots, lines, background) choice classifies every
//     pixel by its nearest of the three, and the figure is the largest structure of dots joined by
//     line-coloured regions: text, bars, boxes and buttons join no dots and are ignored;
//  4. a segment joins two dots when samples one pixel apart between them lie on line colour (gaps
//     of a few pixels allowed) and none falls inside a third dot, so collinear A-B-C never yields
//     A-C, and lines that cross without a dot stay two lines;
//  5. the result is checked against the picture: every line-coloured pixel of the figure must lie on
//     a found segment, every dot must have one, dots must be alike, no stray patch of dot colour,
//     and the figure must be drawable in one stroke. What fails is a problem with a place; with any
//     problem the recognition is not ok (a designer may still keep it as a draft).
// Of the choices in 3, the one with an ok result and the most dots wins. When none is ok, all of it
// runs once more taking rougher blobs as dots (JPEG at quality 40 frays small dots), then (at the
// automatic size, when dots were seen) at a finer size for a large picture of a small figure; each
// of these readings is kept only when it is ok.
#include <atomic>
#include <string>
#include <vector>

#include "tessera/core/onestroke/figure.hpp"
#include "tessera/core/onestroke/picture.hpp"

namespace tessera::onestroke {

// A rectangle of the picture, in picture pixels; width 0 means the whole picture.
struct Region {
    int x = 0, y = 0, width = 0, height = 0;
};

struct RecognizeOptions {
    // Downscale target for the long side (of the region); 0: automatic, the short side to about
    // 750 pixels (where lines are 4 px and more) and at most 3 megapixels.
    int max_side = 0;
    double merge_distance = 40;  // RGB distance under which table colours merge
    double min_confidence = 0.9; // below this the figure is flagged
    Region region;               // where to look (default: everywhere)
    // Wall-clock seconds a recognition may take (0: no limit); over it, it stops and says so.
    double time_limit = kDefaultTimeLimit;
    // Set from another thread to stop a recognition; it then says it was cancelled.
    const std::atomic<bool>* cancel = nullptr;
    static constexpr double kDefaultTimeLimit = 30;
};

// The most dots a figure a level can hold has: kMaxSegments segments join at most one more dot.
// A picture with more dots joined by lines is refused before its segments are looked for.
inline constexpr int kMaxRecognizedDots = kMaxSegments + 1;

// Something the checks found wrong, and where (picture pixels).
struct Problem {
    PointF at;
    std::string what;
};

struct Recognition {
    bool ok = false;               // a level that can be written as it is
    std::string error;             // why not (when !ok): the first problem, or why there is no figure
    std::vector<Problem> problems; // every problem found (empty when ok)
    std::vector<PointF> vertices;  // centres in picture pixels
    std::vector<double> radii;     // per vertex, picture pixels
    // Segments in reading order of their first dot, each from a to b as written in `params`;
    // vertices are numbered as the level file numbers its dots (first seen in the line list).
    std::vector<Edge> edges;
    Params params; // vertices rounded to whole pixels, in line notation
    Rgb background, line, vertex;
    double dot_radius = 0; // median, picture pixels
    double line_width = 0; // estimated, picture pixels
    int downscale = 1;     // the factor used
    int table_colours = 0; // distinct colours in the 5-bit table
    int clusters = 0;      // after merging near colours
    int candidates = 0;    // (dots, lines, background) colour choices tried
    double coverage = 0;   // share of the figure's line pixels explained by the found segments
    double regularity = 0; // 1 - spread of dot sizes
    double confidence = 0; // min(coverage, regularity)
    Region region;         // the part of the picture that was read
    bool stopped = false;  // over the time limit or cancelled (error says which)

    // Dots joined by at least one segment were found: something a designer could fix as a draft.
    bool has_figure() const { return !edges.empty(); }
};

Recognition recognize(const Image& picture, const RecognizeOptions& options = {});

// Why `region` is not a part of a width x height picture that recognize() can read (it must lie
// inside and be at least 8x8 pixels), or "" when it is; the whole-picture default always is.
std::string region_error(int width, int height, const Region& region);

} // namespace tessera::onestroke
