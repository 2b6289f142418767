// docs/reliability.md, "Bounded memory and time on any input" (issue 36, item 7): a recognition
// ends within its time limit or says it stopped; a cancelled one says so; a picture of more dots
// than a level holds is refused before the segment search, whose work grows with the square of
// the dots.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>

#include "tessera/core/onestroke/recognize.hpp"

namespace os = tessera::onestroke;
using Clock = std::chrono::steady_clock;

namespace {

// A serpentine of n x n dots: every row joined left to right, rows joined at alternate ends. One
// stroke draws it; with n = 15 it has 225 dots and 224 segments, more than a level holds.
os::Image serpentine(int n, int size) {
    os::Image img(size, size, {255, 255, 255});
    const double step = double(size) / (n + 1);
    auto at = [&](int x, int y) { return os::PointF{step * (x + 1), step * (y + 1)}; };
    for (int y = 0; y < n; ++y) {
        os::draw_line(img, at(0, y), at(n - 1, y), 0.12 * step, {60, 60, 70});
        if (y + 1 < n) {
            const int x = y % 2 ? 0 : n - 1;
            os::draw_line(img, at(x, y), at(x, y + 1), 0.12 * step, {60, 60, 70});
        }
    }
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) os::fill_disc(img, at(x, y), 0.2 * step, {40, 110, 220});
    return img;
}

} // namespace

TEST_CASE("a picture of more dots than a level holds is refused by name, before the segments",
          "[onestroke][recognize][bounds]") {
    const os::Image img = serpentine(15, 1200);
    const os::Recognition rec = os::recognize(img);
    INFO(rec.error);
    CHECK_FALSE(rec.ok);
    CHECK(rec.error ==
          "not a level: 225 dots joined by lines, but a level holds 200 segments, so at most 201 dots");
    // A serpentine a level can hold is still read.
    const os::Recognition small = os::recognize(serpentine(9, 900));
    INFO(small.error);
    CHECK(small.ok);
    CHECK(small.vertices.size() == 81);
    CHECK(small.edges.size() == 80);
}

TEST_CASE("a recognition over its time limit, or cancelled, stops and says so",
          "[onestroke][recognize][bounds]") {
    const os::Image img = serpentine(9, 900);
    os::RecognizeOptions opt;
    opt.time_limit = 1e-6;
    const os::Recognition late = os::recognize(img, opt);
    CHECK_FALSE(late.ok);
    CHECK(late.stopped);
    CHECK(late.error.rfind("recognition stopped: over its time limit of 0.0 s", 0) == 0);
    CHECK(late.region.width == 900);

    std::atomic<bool> cancel{true};
    opt.time_limit = 0;
    opt.cancel = &cancel;
    const os::Recognition cancelled = os::recognize(img, opt);
    CHECK(cancelled.stopped);
    CHECK(cancelled.error == "recognition cancelled");

    // Without either, the same picture is read in full.
    cancel = false;
    const os::Recognition full = os::recognize(img, opt);
    CHECK(full.ok);
    CHECK_FALSE(full.stopped);
}
