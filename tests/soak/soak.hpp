#pragma once
// Shared by the soak tests (tests/soak/<game>/): every game is autoplayed from kSeeds seeds with its
// invariants checked after every move. Invariant checks are plain functions that return "" or the
// broken rule, so the per-move cost stays that of the check itself (no Catch assertion per rule);
// a broken rule fails the test with the seed and move that broke it.
#include <catch2/catch.hpp>

#include <cstdint>
#include <iostream>
#include <string>

namespace soak {

// Issue 9: "autoplay every game across 1,000 seeds". Per-seed work is kept small instead.
inline constexpr std::uint64_t kSeeds = 1000;

struct Tally {
    std::string game;
    std::uint64_t seeds = 0;
    std::uint64_t moves = 0;

    // The line docs/reliability.md quotes; printed only once every seed passed.
    void print(const std::string& details) const {
        std::cout << "soak " << game << ": " << seeds << " seeds, " << moves
                  << " moves, all invariants held (" << details << ")\n";
    }
};

} // namespace soak

// Fails the test case with `context` (streamed) when `why` (a std::string) is not empty.
#define SOAK_REQUIRE_OK(why, context)                                                                        \
    do {                                                                                                     \
        const std::string soak_why_ = (why);                                                                 \
        if (!soak_why_.empty()) FAIL(context << ": " << soak_why_);                                          \
    } while (false)
