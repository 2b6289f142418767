#pragma once
// Our own seeded RNG: xoshiro256** seeded through splitmix64. Every deal in Tessera comes from
// this generator, so a seed gives the same sequence on every compiler and platform. We never use
// std::*_distribution: their output is implementation-defined.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace tessera {

class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);

    // Uniform 64-bit value.
    std::uint64_t next_u64();

    // Uniform integer in [0, bound); bound must be > 0. Unbiased (rejection sampling).
    std::uint64_t below(std::uint64_t bound);

    // Uniform integer in [lo, hi] inclusive; requires lo <= hi.
    int range(int lo, int hi);

    // Uniform double in [0, 1) with 53 random bits.
    double unit();

    // True with probability numerator/denominator.
    bool chance(std::uint64_t numerator, std::uint64_t denominator);

    // Fisher–Yates shuffle, from the back (the order every pinned deal was made with).
    template <class T> void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i) {
            std::size_t j = static_cast<std::size_t>(below(i));
            std::swap(v[i - 1], v[j]);
        }
    }

    // An independent generator derived from this one's stream (for sub-tasks such as refills).
    Rng split();

    // Same position in the same stream (saves compare replayed states).
    friend bool operator==(const Rng&, const Rng&) = default;

  private:
    std::uint64_t s_[4]{};
};

// splitmix64 step, exposed for hashing seeds and ids.
std::uint64_t splitmix64(std::uint64_t& state);

// FNV-1a 64-bit, used for bench signatures and seeds derived from strings.
std::uint64_t fnv1a64(const void* data, std::size_t size, std::uint64_t h = 0xcbf29ce484222325ULL);

} // namespace tessera
