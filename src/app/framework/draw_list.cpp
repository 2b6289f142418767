#include "tessera/app/framework/draw_list.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace tessera::app {

void DrawList::clear() {
    cmds.clear();
    rects.clear();
    vertices.clear();
    layers.clear();
}

namespace {

bool same_rect(const SDL_Rect& a, const SDL_Rect& b) {
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}
bool same_frect(const SDL_FRect& a, const SDL_FRect& b) {
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}
bool same_vertex(const SDL_Vertex& a, const SDL_Vertex& b) {
    return a.position.x == b.position.x && a.position.y == b.position.y && a.color.r == b.color.r &&
           a.color.g == b.color.g && a.color.b == b.color.b && a.color.a == b.color.a &&
           a.tex_coord.x == b.tex_coord.x && a.tex_coord.y == b.tex_coord.y;
}

} // namespace

bool DrawList::same(std::size_t i, const DrawList& other, std::size_t j) const {
    const DrawCmd& a = cmds[i];
    const DrawCmd& b = other.cmds[j];
    if (a.op != b.op || a.blend != b.blend || !(a.colour == b.colour) || a.texture != b.texture ||
        a.texture_id != b.texture_id || a.has_src != b.has_src || (a.has_src && !same_rect(a.src, b.src)) ||
        !same_frect(a.dst, b.dst) || a.angle != b.angle || a.count != b.count || a.clipped != b.clipped ||
        (a.clipped && !same_rect(a.clip, b.clip)))
        return false;
    if (a.op == DrawOp::FillRects) {
        for (std::uint32_t k = 0; k < a.count; ++k)
            if (!same_frect(rects[a.first + k], other.rects[b.first + k])) return false;
    } else if (a.op == DrawOp::Geometry) {
        for (std::uint32_t k = 0; k < a.count; ++k)
            if (!same_vertex(vertices[a.first + k], other.vertices[b.first + k])) return false;
    }
    return true;
}

SDL_Rect bounds_of(const SDL_FRect& r) {
    if (!(r.w > 0) || !(r.h > 0)) return {};
    const int x0 = static_cast<int>(std::floor(r.x)) - 1, y0 = static_cast<int>(std::floor(r.y)) - 1;
    const int x1 = static_cast<int>(std::ceil(r.x + r.w)) + 1,
              y1 = static_cast<int>(std::ceil(r.y + r.h)) + 1;
    return {x0, y0, x1 - x0, y1 - y0};
}

SDL_Rect rotated_bounds_of(const SDL_FRect& r) {
    const float half = std::sqrt(r.w * r.w + r.h * r.h) / 2;
    return bounds_of(SDL_FRect{r.x + r.w / 2 - half, r.y + r.h / 2 - half, 2 * half, 2 * half});
}

SDL_Rect bounds_of(const SDL_Vertex* v, std::size_t n) {
    if (n == 0) return {};
    float x0 = v[0].position.x, y0 = v[0].position.y, x1 = x0, y1 = y0;
    for (std::size_t i = 1; i < n; ++i) {
        x0 = std::min(x0, v[i].position.x);
        y0 = std::min(y0, v[i].position.y);
        x1 = std::max(x1, v[i].position.x);
        y1 = std::max(y1, v[i].position.y);
    }
    return bounds_of(SDL_FRect{x0, y0, std::max(x1 - x0, 0.5f), std::max(y1 - y0, 0.5f)});
}

SDL_Rect intersect(const SDL_Rect& a, const SDL_Rect& b) {
    const int x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
    const int x1 = std::min(a.x + a.w, b.x + b.w), y1 = std::min(a.y + a.h, b.y + b.h);
    if (x1 <= x0 || y1 <= y0) return {};
    return {x0, y0, x1 - x0, y1 - y0};
}

SDL_Rect unite(const SDL_Rect& a, const SDL_Rect& b) {
    if (empty(a)) return b;
    if (empty(b)) return a;
    const int x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    const int x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
    return {x0, y0, x1 - x0, y1 - y0};
}

namespace {

// Rectangles closer than this merge: one slightly larger redraw beats two passes over the list.
constexpr int kMergeGap = 16;

bool near(const SDL_Rect& a, const SDL_Rect& b) {
    return a.x - kMergeGap < b.x + b.w && b.x - kMergeGap < a.x + a.w && a.y - kMergeGap < b.y + b.h &&
           b.y - kMergeGap < a.y + a.h;
}

class Region {
  public:
    Region(const SDL_Rect& screen, std::size_t max_rects) : screen_(screen), max_(max_rects) {}
    void add(SDL_Rect r) {
        r = intersect(r, screen_);
        if (empty(r)) return;
        // Grow the rectangle until it swallows every neighbour it touches.
        for (bool merged = true; merged;) {
            merged = false;
            for (std::size_t i = 0; i < rects_.size(); ++i)
                if (near(rects_[i], r)) {
                    r = unite(r, rects_[i]);
                    rects_.erase(rects_.begin() + static_cast<std::ptrdiff_t>(i));
                    merged = true;
                    break;
                }
        }
        rects_.push_back(r);
        if (rects_.size() > max_) {
            SDL_Rect all{};
            for (const SDL_Rect& x : rects_) all = unite(all, x);
            rects_.assign(1, all);
        }
    }
    std::vector<SDL_Rect> take() {
        long long area = 0;
        for (const SDL_Rect& r : rects_) area += static_cast<long long>(r.w) * r.h;
        // Nearly everything: one pass over the whole screen is cheaper than several clipped ones.
        if (area * 10 > static_cast<long long>(screen_.w) * screen_.h * 7) return {screen_};
        return std::move(rects_);
    }

  private:
    SDL_Rect screen_;
    std::size_t max_;
    std::vector<SDL_Rect> rects_;
};

} // namespace

std::size_t common_prefix(const DrawList& a, const DrawList& b) {
    std::size_t n = 0;
    while (n < a.cmds.size() && n < b.cmds.size() && a.same(n, b, n)) ++n;
    return n;
}

std::vector<SDL_Rect> damage(const DrawList& before, const DrawList& now, const SDL_Rect& screen,
                             std::size_t max_rects, std::size_t prefix) {
    const std::size_t nb = before.cmds.size(), nn = now.cmds.size();
    if (prefix == static_cast<std::size_t>(-1)) prefix = common_prefix(before, now);
    std::size_t suffix = 0;
    while (suffix < nb - prefix && suffix < nn - prefix && before.same(nb - 1 - suffix, now, nn - 1 - suffix))
        ++suffix;
    Region region(screen, max_rects);
    const std::size_t mb = nb - prefix - suffix, mn = nn - prefix - suffix;
    if (mb == mn) {
        for (std::size_t k = 0; k < mb; ++k)
            if (!before.same(prefix + k, now, prefix + k)) {
                region.add(before.cmds[prefix + k].bounds);
                region.add(now.cmds[prefix + k].bounds);
            }
    } else {
        for (std::size_t k = 0; k < mb; ++k) region.add(before.cmds[prefix + k].bounds);
        for (std::size_t k = 0; k < mn; ++k) region.add(now.cmds[prefix + k].bounds);
    }
    return region.take();
}

std::vector<SDL_Rect> keep_whole(std::vector<SDL_Rect> rects, const DrawList& now, const SDL_Rect& screen,
                                 std::size_t max_rects) {
    for (bool grew = true; grew;) {
        grew = false;
        for (SDL_Rect& r : rects)
            for (const DrawCmd& c : now.cmds) {
                if (!c.whole || empty(intersect(c.bounds, r))) continue;
                const SDL_Rect u = unite(r, intersect(c.bounds, screen));
                if (u.x != r.x || u.y != r.y || u.w != r.w || u.h != r.h) {
                    r = u;
                    grew = true;
                }
            }
        if (grew) { // grown rectangles may now overlap: merge them again
            Region region(screen, max_rects);
            for (const SDL_Rect& r : rects) region.add(r);
            rects = region.take();
        }
    }
    return rects;
}

} // namespace tessera::app
