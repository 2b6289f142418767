#pragma once
// `tessera bench` rows for Gfx's pixel loops (pixels.hpp) against SDL's software renderer doing
// the same work, side by side in one run: the ratio is what justifies drawing these ourselves.
#include <vector>

#include "tessera/cli/common/workload.hpp"

namespace tessera::gui {

std::vector<bench::Workload> pixel_workloads();

} // namespace tessera::gui
