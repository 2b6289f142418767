#pragma once
// Small figures the rules and hint tests play on.
#include <memory>

#include "tessera/core/onestroke/generate.hpp"

namespace onestroke_test {

inline std::shared_ptr<const tessera::onestroke::Figure> make(const tessera::onestroke::Params& p) {
    return std::make_shared<const tessera::onestroke::Figure>(*tessera::onestroke::build_figure(p).figure);
}

// Square 0(0,0) 1(10,0) 2(10,10) 3(0,10) with diagonal 0-2: odd vertices 0 and 2.
inline std::shared_ptr<const tessera::onestroke::Figure> kite() {
    return make({{{0, 0, 10, 0}, {10, 0, 10, 10}, {10, 10, 0, 10}, {0, 10, 0, 0}, {0, 0, 10, 10}}, false});
}

} // namespace onestroke_test
