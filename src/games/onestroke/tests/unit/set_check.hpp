#pragma once
// Draws a pinned picture set with ImageMagick, recognises every picture and tallies the outcomes
// per class (screenshot_set_test.cpp, phone_set_test.cpp).
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "tessera/core/onestroke/recognize.hpp"

namespace tessera::onestroke::testset {

enum class Outcome { Exact, Refused, Wrong };

// What was drawn: dots, segments (a pair twice for a parallel edge) and the dots' radius.
struct Drawn {
    std::vector<PointF> dots;
    std::vector<std::pair<int, int>> edges;
    double dot_radius = 0;
};

// Every drawn dot found once (within a third of the radius, at least 4 px) and the segments
// exactly the drawn ones, parallel edges counted: Exact. Not ok: Refused (or a draft). Anything
// else would be a wrong level.
Outcome judge(const Drawn& drawn, const Recognition& rec, std::string& why);

// One figure of a set, ready to draw.
struct SetItem {
    int index = 0;
    Drawn drawn;
    // `convert` arguments drawing it with or without chrome to a PNG and a JPEG.
    std::function<std::vector<std::string>(bool chrome, const std::string& png, const std::string& jpeg)>
        args;
    // Its classes as one picture (chrome, JPEG or not).
    std::function<std::vector<std::string>(bool chrome, bool jpeg)> classes;
};

struct SetSpec {
    std::string title;      // printed above the table
    std::string dir_prefix; // the temporary folder's name starts so
    std::uint64_t seed = 0; // TESSERA_ONESTROKE_SET_SEED overrides it
    int figures = 0;        // figures 0, step, 2*step, ... below this are drawn
    std::function<SetItem(std::uint64_t seed, int index)> make;
    std::function<bool(const std::string& jpeg)> after_jpeg; // run on each JPEG once drawn (or empty)
};

struct SetResult {
    int exact = 0, refused = 0, wrong = 0;
    std::string table; // the per-class table, Markdown
    int total() const { return exact + refused + wrong; }
};

// Draws (or reuses: TESSERA_ONESTROKE_SET_DIR) every step-th figure, recognises each picture clean
// and with chrome, PNG and JPEG, prints the per-class table and returns the tally. Test assertions
// (REQUIRE) stop it when drawing fails.
SetResult check_set(const SetSpec& spec, int step);

} // namespace tessera::onestroke::testset
