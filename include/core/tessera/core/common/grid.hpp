#pragma once
// A dense W×H grid stored row-major (index = y * width + x). Cheap to copy, comparable.
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <vector>

#include "tessera/core/common/point.hpp"

namespace tessera {

template <class T> class Grid {
  public:
    Grid() = default;
    Grid(int width, int height, const T& fill = T{})
        : w_(width < 0 ? 0 : width), h_(height < 0 ? 0 : height),
          cells_(static_cast<std::size_t>(w_) * static_cast<std::size_t>(h_), fill) {}

    int width() const { return w_; }
    int height() const { return h_; }
    std::size_t size() const { return cells_.size(); }
    bool empty() const { return cells_.empty(); }

    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < w_ && p.y < h_; }
    bool contains(int x, int y) const { return contains(Point{x, y}); }

    std::size_t index(Point p) const {
        assert(contains(p));
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(w_) + static_cast<std::size_t>(p.x);
    }
    Point point(std::size_t i) const {
        return {static_cast<int>(i % static_cast<std::size_t>(w_)),
                static_cast<int>(i / static_cast<std::size_t>(w_))};
    }

    decltype(auto) operator[](Point p) { return cells_[index(p)]; }
    decltype(auto) operator[](Point p) const { return cells_[index(p)]; }
    decltype(auto) at(int x, int y) { return cells_[index({x, y})]; }
    decltype(auto) at(int x, int y) const { return cells_[index({x, y})]; }

    void fill(const T& v) { std::fill(cells_.begin(), cells_.end(), v); }

    auto begin() { return cells_.begin(); }
    auto end() { return cells_.end(); }
    auto begin() const { return cells_.begin(); }
    auto end() const { return cells_.end(); }
    const std::vector<T>& cells() const { return cells_; }
    std::vector<T>& cells() { return cells_; }

    friend bool operator==(const Grid&, const Grid&) = default;

  private:
    int w_ = 0;
    int h_ = 0;
    std::vector<T> cells_;
};

} // namespace tessera
