#pragma once
// The reading of a picture under one choice of (dot, line, background) colours, and what it makes
// of it (internal to src/core/onestroke; recognize.cpp chooses the colours).
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "recognize_parts.hpp"

namespace tessera::onestroke::detail {

// At most this many regions of one colour are followed: more is noise or a photo.
inline constexpr std::size_t kMaxBlobs = 1'000'000;
// Dots smaller than this (working pixels) are not looked for.
inline constexpr double kMinRadius = 2.5;

std::string fmt(double v, int decimals);
std::string place(PointF p);

// One choice of (dot, line, background) colours and what it makes of the picture.
struct Attempt {
    Colour dot, line, background;
    bool found = false;          // at least two dots joined by line colour
    int discs = 0;               // round dots of the dot colour anywhere in the region
    std::vector<PointF> centres; // working pixels, then picture pixels once final
    std::vector<double> radii;
    std::vector<Edge> edges;
    std::vector<Problem> problems;
    double coverage = 0, regularity = 0, line_width = 0;
    int joined_dots = 0; // dots with at least one segment
    int too_many = 0;    // the dots joined by lines, when more than a level can hold (then !found)
    bool ok() const { return found && problems.empty(); }
};

// Thrown by Budget::check: the recognition stops there and says why.
struct Stopped {
    std::string why;
};

// The time a recognition may take and its cancel flag, checked between steps of work that grow
// with the picture or the figure (RecognizeOptions::time_limit, cancel).
class Budget {
  public:
    Budget(double seconds, const std::atomic<bool>* cancel)
        : seconds_(seconds), cancel_(cancel),
          end_(std::chrono::steady_clock::now() +
               std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                   std::chrono::duration<double>(seconds > 0 ? seconds : 1e9))) {}
    void check() const {
        if (cancel_ && cancel_->load(std::memory_order_relaxed)) throw Stopped{"recognition cancelled"};
        if (seconds_ > 0 && std::chrono::steady_clock::now() > end_)
            throw Stopped{"recognition stopped: over its time limit of " + fmt(seconds_, 1) +
                          " s (a picture this large or busy needs --time-limit, --max-side or --region)"};
    }

  private:
    double seconds_;
    const std::atomic<bool>* cancel_;
    std::chrono::steady_clock::time_point end_;
};

// How a choice sorts colours into the three classes.
enum class Sorting {
    // Nearest of the three colours, or the nearer end of the nearest mixing line between two.
    Nearest,
    // The article's "白底 > 线段颜色 > 端点颜色": background and line colour (and the mixes between
    // them) are those; every other colour is a dot, so dots may have several colours and rings.
    DotsAreTheRest,
};

// Reads the picture under one choice of colours. Regions are flooded only from the candidate dots
// outward (a dot, the lines touching its rim, the dots those lines reach, ...), so a choice costs
// about the figure's area, not the picture's.
class Reader {
  public:
    // `ids` is a per-pixel buffer to reuse (its contents must be below 1 << 24).
    Reader(const Image& pic, const Work& work, std::vector<std::int32_t> ids, double min_fill,
           const Budget& budget);
    ~Reader();
    Reader(const Reader&) = delete;
    Reader& operator=(const Reader&) = delete;
    Attempt read(Colour dot, Colour line, Colour background, const std::vector<Disc>& seeds,
                 Sorting sorting = Sorting::Nearest);

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace tessera::onestroke::detail
