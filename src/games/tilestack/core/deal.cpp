#include "tessera/core/tilestack/deal.hpp"

#include <algorithm>

namespace tessera::tilestack {

std::optional<std::string> check_faces(const std::vector<int>& face_tiles, int positions) {
    long total = 0;
    for (std::size_t f = 0; f < face_tiles.size(); ++f) {
        const int c = face_tiles[f];
        if (c < 0) return "face " + std::to_string(f) + " has a negative count";
        if (c % 3 != 0)
            return "face " + std::to_string(f) + " has " + std::to_string(c) +
                   " tiles, not a multiple of 3 (" + std::to_string(3 - c % 3) + " more or " +
                   std::to_string(c % 3) + " fewer would do)";
        total += c;
    }
    if (total != positions) {
        const long diff = total - positions;
        return "the faces add up to " + std::to_string(total) + " tiles but the layout has " +
               std::to_string(positions) + " positions: " + std::to_string(diff > 0 ? diff : -diff) +
               (diff > 0 ? " tiles too many" : " tiles too few");
    }
    return std::nullopt;
}

std::vector<int> shuffled_deal(const std::vector<int>& face_tiles, Rng& rng) {
    std::vector<int> pool;
    for (std::size_t f = 0; f < face_tiles.size(); ++f)
        for (int i = 0; i < face_tiles[f]; ++i) pool.push_back(static_cast<int>(f));
    rng.shuffle(pool);
    return pool;
}

std::vector<int> winnable_deal(const Layout& layout, const std::vector<int>& face_tiles, int tray,
                               int difficulty, Rng& rng, std::vector<int>* order) {
    const int n = layout.size();
    // Two tiles of every open triple may wait in the tray, and the tray must keep a slot for the
    // pick that completes one: 2 * max_open <= tray - 1.
    const int max_open = std::clamp(difficulty, 1, std::max(1, (tray - 1) / 2));
    std::vector<int> blockers(static_cast<std::size_t>(n));
    std::vector<int> free;
    for (int t = 0; t < n; ++t) {
        blockers[static_cast<std::size_t>(t)] =
            static_cast<int>(layout.covered_by[static_cast<std::size_t>(t)].size());
        if (blockers[static_cast<std::size_t>(t)] == 0) free.push_back(t);
    }
    std::vector<int> group_of(static_cast<std::size_t>(n), 0);
    std::vector<int> group_size;
    std::vector<int> open; // groups with fewer than 3 tiles
    int missing = 0;       // tiles the open groups still need
    if (order) order->clear();
    std::vector<int> just_freed; // tiles the previous simulated pick uncovered
    for (int step = 0; step < n && !free.empty(); ++step) {
        // How the order is chosen is where difficulty comes from. Easy: clear the top layer first,
        // so a triple's tiles are all in view. Hard: keep digging under the last pick, so a triple's
        // partners lie under each other and the player must commit tray slots to reach them.
        std::size_t i = free.size();
        if (difficulty <= 1) {
            int top = -1;
            for (int f : free) top = std::max(top, layout.pos[static_cast<std::size_t>(f)].z);
            std::vector<std::size_t> highest;
            for (std::size_t k = 0; k < free.size(); ++k)
                if (layout.pos[static_cast<std::size_t>(free[k])].z == top) highest.push_back(k);
            i = highest[static_cast<std::size_t>(rng.below(highest.size()))];
        } else if (difficulty >= 3 && !just_freed.empty() && rng.below(3) < 2) {
            const int t = just_freed[static_cast<std::size_t>(rng.below(just_freed.size()))];
            i = static_cast<std::size_t>(std::find(free.begin(), free.end(), t) - free.begin());
        } else {
            i = static_cast<std::size_t>(rng.below(free.size()));
        }
        const int t = free[i];
        free[i] = free.back();
        free.pop_back();
        just_freed.clear();
        for (int c : layout.covers[static_cast<std::size_t>(t)])
            if (--blockers[static_cast<std::size_t>(c)] == 0) {
                free.push_back(c);
                just_freed.push_back(c);
            }
        if (order) order->push_back(t);
        const int remaining = n - step;
        const bool can_open = static_cast<int>(open.size()) < max_open && remaining > missing;
        int g;
        if (open.empty() || (can_open && rng.below(2) == 0)) {
            g = static_cast<int>(group_size.size());
            group_size.push_back(0);
            open.push_back(g);
            missing += 3;
        } else {
            g = open[static_cast<std::size_t>(rng.below(open.size()))];
        }
        group_of[static_cast<std::size_t>(t)] = g;
        --missing;
        if (++group_size[static_cast<std::size_t>(g)] == 3)
            open.erase(std::find(open.begin(), open.end(), g));
    }
    std::vector<int> triples;
    for (std::size_t f = 0; f < face_tiles.size(); ++f)
        for (int k = 0; k < face_tiles[f] / 3; ++k) triples.push_back(static_cast<int>(f));
    rng.shuffle(triples);
    std::vector<int> faces(static_cast<std::size_t>(n), 0);
    if (triples.empty()) return faces;
    for (int t = 0; t < n; ++t) {
        const auto g = static_cast<std::size_t>(group_of[static_cast<std::size_t>(t)]);
        faces[static_cast<std::size_t>(t)] = triples[g % triples.size()]; // exact when check_faces() passed
    }
    return faces;
}

std::vector<int> generate(const Params& params, Rng& rng) {
    if (!params.layout) return {};
    if (params.deal == DealKind::Shuffled) return shuffled_deal(params.face_tiles, rng);
    return winnable_deal(*params.layout, params.face_tiles, params.tray, params.difficulty, rng);
}

State start(const Params& params, Rng& rng) { return start(params, generate(params, rng)); }

State start(const Params& params) {
    Rng rng(params.seed);
    return start(params, rng);
}

} // namespace tessera::tilestack
