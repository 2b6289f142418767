#pragma once
// Items 0..n-1 joined into groups (union-find with path halving), e.g. picture blobs into
// figures, or cells that must trade values together.
#include <cstddef>
#include <numeric>
#include <vector>

#include "tessera/core/common/index.hpp"

namespace tessera {

struct UnionFind {
    std::vector<int> parent;
    explicit UnionFind(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
    // Makes room for items up to `item`, each new one alone.
    void grow_to(int item) {
        while (parent.size() <= u(item)) parent.push_back(static_cast<int>(parent.size()));
    }
    int find(int x) {
        while (parent[u(x)] != x) x = parent[u(x)] = parent[u(parent[u(x)])];
        return x;
    }
    void join(int a, int b) { parent[u(find(a))] = find(b); }
};

} // namespace tessera
