#pragma once
// An int position or count used as a container index: the cast, spelled once. Boards keep their
// coordinates as int (they go negative in neighbour arithmetic); containers want size_t.
#include <cstddef>

namespace tessera {

constexpr std::size_t u(int i) { return static_cast<std::size_t>(i); }

} // namespace tessera
