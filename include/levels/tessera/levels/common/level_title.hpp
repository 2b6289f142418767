#pragma once
// A level's required "title": either form of localized_text.hpp, at most kMaxTitleLength
// characters, and an empty English title counts as missing (as the schemas say).
#include "tessera/levels/common/localized_text.hpp"

namespace tessera::levels {

LocalizedText read_title(const Node& root);

} // namespace tessera::levels
