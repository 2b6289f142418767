#pragma once
// Bench workloads: fixed-seed work whose *results* (not timings) feed the bench signature,
// as Stockfish's `bench` does. A game contributes a list of workloads; `tessera bench` times them.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace tessera::bench {

struct Result {
    std::uint64_t work = 0;      // how many units were done (boards, solves, frames, ...)
    std::string unit;            // "boards", "solves", "swaps", ...
    std::uint64_t signature = 0; // hash of the results (deterministic; never of timings)
    std::string detail;          // optional extra figure, e.g. "avg score 3712"
};

struct Workload {
    std::string name; // "<game>.generate", "<game>.solve", ...
    std::function<Result()> run;
};

// Mixes a value into a signature (FNV-1a over the bytes).
std::uint64_t mix(std::uint64_t signature, std::uint64_t value);

} // namespace tessera::bench
