#pragma once
// The One Stroke article's "自动识图": build a level from a picture of dots and lines.
//  1. downscale (box average) so the long side is at most max_side pixels, for speed;
//  2. a colour table (5 bits per channel) whose near colours are merged into clusters;
//  3. background, line and vertex colours ranked by area (a cluster lying between two colours
//     already chosen is an anti-aliasing blend and is skipped);
//  4. vertex pixels grouped into fragments, overlapping fragments merged into one vertex (JPEG
//     noise splits a dot into many), specks dropped, centres refined at full resolution;
//  5. a segment joins two vertices when sample points at most a vertex radius apart all lie on
//     line colour: a sample inside a third dot (vertex colour) rejects A-C when A-B-C are collinear.
#include <string>
#include <vector>

#include "tessera/core/onestroke/figure.hpp"
#include "tessera/core/onestroke/picture.hpp"

namespace tessera::onestroke {

struct RecognizeOptions {
    int max_side = 400;          // downscale target for the long side (the article uses a factor of 4)
    double merge_distance = 40;  // RGB distance under which table colours merge
    double min_confidence = 0.6; // below this the picture is "not a figure"
};

struct Recognition {
    bool ok = false;
    std::string error;            // why the picture is not a figure (when !ok)
    std::vector<PointF> vertices; // centres in picture pixels
    std::vector<Edge> edges;      // pairs of indices into vertices, a < b
    Params params;                // vertices rounded to whole pixels, in line notation
    Rgb background, line, vertex;
    double dot_radius = 0; // median, picture pixels
    int downscale = 1;     // the factor used
    int table_colours = 0; // distinct colours in the 5-bit table
    int clusters = 0;      // after merging near colours
    double coverage = 0;   // share of line pixels explained by the found segments
    double regularity = 0; // 1 - spread of dot sizes
    double confidence = 0; // min(coverage, regularity)
};

Recognition recognize(const Image& picture, const RecognizeOptions& options = {});

} // namespace tessera::onestroke
