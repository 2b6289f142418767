#pragma once
// Layout checks over a frame's LayoutLog: a text that leaves its panel, two texts that overlap,
// an icon drawn over a text, and a panel filled over a text after it. Each problem is one line
// naming the texts and their boxes.
#include <string>
#include <vector>

#include "tessera/app/framework/layout_log.hpp"

namespace tessera::app {

// A text is in place when its panel (the smallest panel of its layer around its centre that is
// big enough for it) holds its whole box at least 3 px inside the panel's edge, clear of the
// border; or, when no panel holds its centre, when it lies on the screen. Boxes are shrunk by the
// line's leading (TTF's height is more than the glyphs') before they are compared.
std::vector<std::string> layout_problems(const LayoutLog& log, float width, float height);

} // namespace tessera::app
