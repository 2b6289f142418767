#include "tessera/cli/common/workload.hpp"

#include "tessera/core/common/rng.hpp"

namespace tessera::bench {

std::uint64_t mix(std::uint64_t signature, std::uint64_t value) {
    return fnv1a64(&value, sizeof value, signature);
}

} // namespace tessera::bench
